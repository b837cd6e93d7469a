import { createElement, lazy, type ComponentType } from 'react';

const resets: (() => void)[] = [];

/**
 * A page whose code loads on demand. React.lazy keeps a failed load failed (a chunk that could not be
 * fetched while offline); `loadPagesAgain` makes every page load anew on its next render, so 重試 on
 * PageLoad's notice works without reloading the site. (React Router's route `lazy` retries by itself,
 * but only in a data router, 16.7 kB more on the feed: docs/architecture.md, "Platform and libraries".)
 */
function page(load: () => Promise<ComponentType>): ComponentType {
  const loaded = () => lazy(async () => ({ default: await load() }));
  let Loaded = loaded();
  resets.push(() => {
    Loaded = loaded();
  });
  return function Page() {
    return createElement(Loaded);
  };
}

export function loadPagesAgain(): void {
  resets.forEach((reset) => reset());
}

// Pages a visitor of the feed does not need load on demand; the feed itself stays in the main chunk.
export const SignInPage = page(
  async () => (await import('../features/signin/SignInPage')).SignInPage,
);
export const ResetPasswordPage = page(
  async () => (await import('../features/signin/ResetPasswordPage')).ResetPasswordPage,
);
export const DevOutboxPage = page(
  async () => (await import('../features/signin/DevOutboxPage')).DevOutboxPage,
);
export const PostDetailPage = page(
  async () => (await import('../features/post/PostDetailPage')).PostDetailPage,
);
export const SearchResultsPage = page(
  async () => (await import('../features/search/SearchResultsPage')).SearchResultsPage,
);
export const AuthorPage = page(
  async () => (await import('../features/author/AuthorPage')).AuthorPage,
);
export const PublishPage = page(
  async () => (await import('../features/publish/PublishPage')).PublishPage,
);
export const MyPostsPage = page(
  async () => (await import('../features/member/MyPostsPage')).MyPostsPage,
);
export const MyCollectionsPage = page(
  async () => (await import('../features/member/MyCollectionsPage')).MyCollectionsPage,
);
export const ModQueuePage = page(
  async () => (await import('../features/safety/ModQueuePage')).ModQueuePage,
);
export const MySettingsPage = page(
  async () => (await import('../features/member/MySettingsPage')).MySettingsPage,
);
export const ActivityPage = page(
  async () => (await import('../features/activity/ActivityPage')).ActivityPage,
);
