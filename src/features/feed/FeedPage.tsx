// Placeholder until the feed issue (#3) lands: the real feed replaces this file.
export function FeedPage() {
  return null;
}
