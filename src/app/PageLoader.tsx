import { copy } from '../copy';
import './PageLoader.css';

/** Shown while the auth state is unknown or a page's code is on its way. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status">
      {copy.loading}
    </div>
  );
}
