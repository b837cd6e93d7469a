import { Navigate, useSearchParams } from 'react-router-dom';
import { PostListView } from '../../components/PostList';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSearchResults } from '../../hooks/useSearchResults';
import { paths } from '../../lib/paths';
import '../../styles/visuallyHidden.css';

/** /search?q=…: what Enter in the search box opens, its own address to share or come back to. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  if (!query) return <Navigate to={paths.posts} replace />;
  // A new query starts a new list: its pages and scroll trigger start over.
  return <SearchResults key={query} query={query} />;
}

function SearchResults({ query }: { query: string }) {
  const list = useSearchResults(query);
  const heading = copy.searchResultsHeader.replace('{q}', query);
  useDocumentTitle(heading);
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="page-heading search-results__heading">
        {heading}
      </h1>
      <PostListView list={list} emptyText={copy.searchEmpty} />
    </section>
  );
}
