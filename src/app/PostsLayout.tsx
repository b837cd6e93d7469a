import { PageLoad } from './PageLoad';
import { Outlet } from 'react-router-dom';
import { TopicList } from '../features/topicList/TopicList';
import './layout.css';

/** /posts pages: topic list, the page, and a spare column (4 / 10 / 2, as the spec sets). */
export function PostsLayout() {
  return (
    <div className="columns">
      <div className="col-4">
        <TopicList />
      </div>
      <div className="col-10">
        {/* Inside the column, so the topic list stays while the detail page's code loads. */}
        <PageLoad>
          <Outlet />
        </PageLoad>
      </div>
      <div className="col-2" />
    </div>
  );
}
