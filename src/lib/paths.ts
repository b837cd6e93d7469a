/**
 * Every route of the site, spelled once: `/Signin` keeps the specification's capital S. Routes with a
 * parameter come with a builder, so no page puts an address together by hand.
 */
export const paths = {
  posts: '/posts',
  post: (id: string) => `/posts/${encodeURIComponent(id)}`,
  /** A comment in its thread: the post's page, which scrolls to it (CommentList). */
  comment: (postId: string, commentId: string) =>
    `/posts/${encodeURIComponent(postId)}#${commentAnchor(commentId)}`,
  /**
   * The feed, or `topic`'s, in `sort`'s order (熱門, issue 30): every link to a list of posts keeps the
   * order it is shown under. Newest, the default, has no `sort`; URLSearchParams escapes `&`, `?`, `#`.
   */
  feed: (topic: string | null, sort: 'newest' | 'popular' = 'newest') => {
    const query = new URLSearchParams({
      ...(topic !== null && { topic }),
      ...(sort === 'popular' && { sort }),
    }).toString();
    return query ? `/posts?${query}` : '/posts';
  },
  /** 追蹤中 (issue 39): the posts of the authors and topics the member follows. */
  following: '/posts?sort=following',
  /** The search results page for `q` (Enter in the search box). */
  search: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  /** An author's page: their profile and their posts (issue 30). */
  user: (uid: string) => `/users/${encodeURIComponent(uid)}`,
  signIn: '/Signin',
  /**
   * The page a password reset mail links to (the Firebase console's e-mail action URL), with the
   * mail's one-time code as Firebase puts it in the query.
   */
  resetPassword: '/reset',
  resetLink: (oobCode: string) => `/reset?${new URLSearchParams({ oobCode }).toString()}`,
  /** The local backend's mails, which it keeps instead of sending them. */
  devOutbox: '/dev/outbox',
  newPost: '/new-post',
  /** The publish form filled with an incomplete post of the member's, to finish it (完成發表). */
  finishPost: (id: string) => `/new-post?${new URLSearchParams({ finish: id }).toString()}`,
  my: '/my',
  myPosts: '/my/posts',
  myCollections: '/my/collections',
  mySettings: '/my/settings',
  /** What happened on the member's posts: comments by others and likes (issue 30). */
  myActivity: '/my/activity',
  /** The moderators' queue of reported posts and comments (issue 29). */
  modReports: '/mod/reports',
} as const;

/** The order a feed address asks for (`sort`, paths.feed): 熱門 or, by default, 最新. */
export function feedSort(params: URLSearchParams): 'newest' | 'popular' {
  return params.get('sort') === 'popular' ? 'popular' : 'newest';
}

/** The list a feed address (paths.feed) shows: every post, or `topic`'s, in its order. */
export function feedFilter(
  params: URLSearchParams,
):
  | { kind: 'all'; order: 'newest' | 'popular' }
  | { kind: 'topic'; topic: string; order: 'newest' | 'popular' } {
  const topic = params.get('topic') || null;
  const order = feedSort(params);
  return topic === null ? { kind: 'all', order } : { kind: 'topic', topic, order };
}

/** The feed address asks for 追蹤中 (paths.following), members' only and not per topic. */
export function feedFollowing(params: URLSearchParams): boolean {
  return params.get('sort') === 'following' && !params.get('topic');
}

/** The route patterns the router matches, for the routes that have a parameter. */
export const routePatterns = {
  post: '/posts/:postId',
  search: '/search',
  user: '/users/:uid',
} as const;

/** The element id of a comment in its thread, and the fragment that leads to it (paths.comment). */
export function commentAnchor(commentId: string): string {
  return `comment-${encodeURIComponent(commentId)}`;
}
