import { Navigate, Route, Routes } from 'react-router-dom';
import { FeedPage } from '../features/feed/FeedPage';
import { AuthProvider } from '../hooks/useAuth';
import {
  AuthorPage,
  DevOutboxPage,
  ModQueuePage,
  ActivityPage,
  MyCollectionsPage,
  MyPostsPage,
  MySettingsPage,
  PostDetailPage,
  PublishPage,
  ResetPasswordPage,
  SearchResultsPage,
  SignInPage,
} from './lazyPages';
import { MyLayout } from './MyLayout';
import { NotFoundPage } from './NotFoundPage';
import { paths, routePatterns } from '../lib/paths';
import { PostsLayout } from './PostsLayout';
import { RequireMember } from './RequireMember';
import { RequireModerator } from './RequireModerator';
import { RequireVisitor } from './RequireVisitor';
import { RootLayout } from './RootLayout';

/** The route table of the spec. Needs a router and a <BackendProvider> around it. */
export function App() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to={paths.posts} replace />} />
          <Route path={paths.posts} element={<PostsLayout />}>
            <Route index element={<FeedPage />} />
            <Route
              path=":postId"
              element={
                <RequireMember redirectTo={paths.signIn}>
                  <PostDetailPage />
                </RequireMember>
              }
            />
            {/* Any deeper path of /posts is the feed too, as the spec says. */}
            <Route path="*" element={<FeedPage />} />
          </Route>
          {/* The results in the posts pages' columns, beside the topics. */}
          <Route path={routePatterns.search} element={<PostsLayout />}>
            <Route index element={<SearchResultsPage />} />
          </Route>
          {/* Public, as profiles and posts are; in the same columns. */}
          <Route path={routePatterns.user} element={<PostsLayout />}>
            <Route index element={<AuthorPage />} />
          </Route>
          <Route
            path={paths.my}
            element={
              <RequireMember redirectTo={paths.posts}>
                <MyLayout />
              </RequireMember>
            }
          >
            <Route index element={<Navigate to={paths.myPosts} replace />} />
            <Route path={paths.myPosts} element={<MyPostsPage />} />
            <Route path={paths.myCollections} element={<MyCollectionsPage />} />
            <Route path={paths.mySettings} element={<MySettingsPage />} />
            <Route path={paths.myActivity} element={<ActivityPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          {/* Moderators', beside the member's pages; anyone else is told it is for moderators. */}
          <Route
            element={
              <RequireModerator>
                <MyLayout />
              </RequireModerator>
            }
          >
            <Route path={paths.modReports} element={<ModQueuePage />} />
          </Route>
          <Route
            path={paths.signIn}
            element={
              <RequireVisitor>
                <SignInPage />
              </RequireVisitor>
            }
          />
          {/* Where a reset mail leads: for anyone holding the mail's code, signed in or not. */}
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.devOutbox} element={<DevOutboxPage />} />
          <Route
            path={paths.newPost}
            element={
              <RequireMember redirectTo={paths.posts}>
                <PublishPage />
              </RequireMember>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
