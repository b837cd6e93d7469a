import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Grid } from 'semantic-ui-react';
import { TopicList } from '../components/TopicList';
import { PageLoader } from './PageLoader';

/** /posts pages: topic list, the page, and a spare column (4 / 10 / 2, as the spec sets). */
export function PostsLayout() {
  return (
    <Grid stackable>
      <Grid.Column width={4}>
        <TopicList />
      </Grid.Column>
      <Grid.Column width={10}>
        {/* Inside the column, so the topic list stays while the detail page's code loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Grid.Column>
      <Grid.Column width={2} />
    </Grid>
  );
}
