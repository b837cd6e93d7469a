/** The query string of the feed filtered by `topic`; URLSearchParams escapes `&`, `?`, `#` and the rest. */
export function topicSearch(topic: string): string {
  return `?${new URLSearchParams({ topic }).toString()}`;
}
