import { lazy } from 'react';

// Pages a visitor of the feed does not need load on demand; the feed itself stays in the main chunk.
export const SignInPage = lazy(() =>
  import('../features/signin/SignInPage').then((m) => ({ default: m.SignInPage })),
);
export const PostDetailPage = lazy(() =>
  import('../features/post/PostDetailPage').then((m) => ({ default: m.PostDetailPage })),
);
export const SearchResultsPage = lazy(() =>
  import('../features/search/SearchResultsPage').then((m) => ({ default: m.SearchResultsPage })),
);
export const PublishPage = lazy(() =>
  import('../features/publish/PublishPage').then((m) => ({ default: m.PublishPage })),
);
export const MyPostsPage = lazy(() =>
  import('../features/member/MyPostsPage').then((m) => ({ default: m.MyPostsPage })),
);
export const MyCollectionsPage = lazy(() =>
  import('../features/member/MyCollectionsPage').then((m) => ({ default: m.MyCollectionsPage })),
);
export const MySettingsPage = lazy(() =>
  import('../features/member/MySettingsPage').then((m) => ({ default: m.MySettingsPage })),
);
