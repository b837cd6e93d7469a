import { Link } from 'react-router-dom';
import { copy } from '../copy';
import { useDocumentTitle } from '../hooks/ui/useDocumentTitle';
import { paths } from '../lib/paths';
import './Button.css';
import './NotFound.css';

/** 找不到… and the way back: an address no route knows (找不到這個頁面), a post that is not there. */
export function NotFound({ heading }: { heading: string }) {
  useDocumentTitle(heading);
  return (
    <div className="not-found">
      <h1 className="page-heading">{heading}</h1>
      <Link to={paths.posts} className="button button--primary">
        {copy.backToFeed}
      </Link>
    </div>
  );
}
