/** The routes of the spec's table, spelled once: `/Signin` keeps the spec's capital S. */
export const paths = {
  posts: '/posts',
  signIn: '/Signin',
  newPost: '/new-post',
  my: '/my',
  myPosts: '/my/posts',
  myCollections: '/my/collections',
  mySettings: '/my/settings',
} as const;
