import { copy } from '../copy';

// Placeholder until the feed issue (#3) lands: the real topic list replaces this file.
export function TopicList() {
  return <h2>{copy.topicsHeader}</h2>;
}
