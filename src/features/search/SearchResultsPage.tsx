import { Navigate, useSearchParams } from 'react-router-dom';
import { PostList } from '../postList/PostList';
import { SearchBox } from '../topBar/SearchBox';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { paths } from '../../lib/paths';
import '../../styles/visuallyHidden.css';
import './search.css';

/** /search?q=…: what Enter in the search box opens, its own address to share or come back to. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  if (!query) return <Navigate to={paths.posts} replace />;
  // A new query starts a new list: its pages and scroll trigger start over.
  return <SearchResults key={query} query={query} />;
}

function SearchResults({ query }: { query: string }) {
  const heading = copy.searchResultsHeader.replace('{q}', query);
  useDocumentTitle(heading);
  return (
    <section aria-labelledby="search-heading">
      {/* On a phone the top bar's box waits behind its button: the query to refine, in the page. */}
      <div className="search-results__box">
        <SearchBox />
      </div>
      <h1 id="search-heading" className="page-heading search-results__heading">
        {heading}
      </h1>
      <PostList filter={{ kind: 'search', query }} emptyText={copy.searchEmpty} />
    </section>
  );
}
