import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, routePatterns } from '../../lib/paths';
import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { errorMessage } from '../../lib/errorMessage';
import { useSearchSuggestions } from '../../hooks/usePosts';
import { Button } from '../../components/Button';
import { Glyph } from '../../components/Glyph';
import { search as searchIcon } from '../../components/icons/shell';
import { Loading } from '../../components/Loading';
import './SearchBox.css';

/**
 * The top bar's search: results appear under the box as the reader types (the ARIA combobox pattern:
 * arrow keys move through them, Enter opens one, Escape closes the list). The list ends with
 * 查看全部結果, and Enter with no result chosen opens the results page too. Escape with the list
 * closed is `onEscape`'s: the phone's top bar closes the box. On the results page the box holds its
 * query, however the page was reached (a link, Back, the address typed); leaving it empties the box.
 */
export function SearchBox({ onEscape }: { onEscape?: () => void }) {
  const query = useResultsQuery();
  const [text, setText] = useState(query ?? '');
  // A results page reached anew puts its query in the box, and leaving the results empties it: an
  // old query on an unrelated page reads as a filter on it (issue 49). State adjusted while rendering,
  // as React advises for state that follows a prop.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query ?? '');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useSearchSuggestions(text);
  const navigate = useNavigate();
  const listId = useId();

  const results = search.status === 'ready' ? search.data : [];
  const expanded = open && text.trim() !== '';
  const showList = expanded && results.length > 0;
  // The options: every result, then 查看全部結果 at `results.length`.
  const optionCount = results.length + 1;
  const activeIndex = showList && active < optionCount ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(post: Post) {
    setOpen(false);
    setText('');
    navigate(paths.post(post.id));
  }

  /** The results page; the text stays in the box, to be refined. */
  function showAll() {
    setOpen(false);
    setActive(-1);
    navigate(paths.search(text.trim()));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = optionCount - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter': {
        // An IME uses Enter to end composing a word.
        if (event.nativeEvent.isComposing) break;
        const post = results[activeIndex];
        if (post) {
          event.preventDefault();
          choose(post);
        } else if (text.trim()) {
          event.preventDefault();
          showAll();
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else onEscape?.();
        break;
    }
  }

  return (
    <div className="search-box" role="search">
      <div className="search-box__input">
        <input
          type="text"
          role="combobox"
          aria-label={copy.searchLabel}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={copy.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <span className="search-box__icon">
          <Glyph glyph={searchIcon} />
        </span>
      </div>
      {expanded && (
        <div className="search-box__popup">
          {showList ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={copy.searchResults}
              // Pressing a result must not blur the box first: that would close the list under the pointer.
              onMouseDown={(event) => event.preventDefault()}
            >
              {results.map((post, index) => (
                // Keys reach the options through the combobox input (aria-activedescendant), not here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={post.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={index === activeIndex ? 'active' : undefined}
                  onClick={() => choose(post)}
                >
                  <span className="search-box__title">{post.title}</span>
                  <span className="search-box__topic">{post.topic}</span>
                </li>
              ))}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
              <li
                id={optionId(results.length)}
                role="option"
                aria-selected={activeIndex === results.length}
                className={
                  activeIndex === results.length ? 'search-box__all active' : 'search-box__all'
                }
                onClick={showAll}
              >
                {copy.searchAllResults}
              </li>
            </ul>
          ) : search.status === 'loading' ? (
            <Loading className="search-box__message" />
          ) : search.status === 'error' ? (
            <div className="search-box__message search-box__failed">
              <span role="status">{errorMessage(search.error, 'read')}</span>
              {/* Pressing it must not blur the box first, which would close the list under the pointer.
                  Back online, the search is asked again by itself too (useSearchSuggestions). */}
              <Button
                basic
                size="small"
                onMouseDown={(event) => event.preventDefault()}
                onClick={search.retry}
              >
                {copy.retry}
              </Button>
            </div>
          ) : (
            <div className="search-box__message" role="status">
              {copy.searchEmpty}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The query of the results page being shown, trimmed as the page reads it; null on any other page. */
function useResultsQuery(): string | null {
  const { pathname, search } = useLocation();
  if (pathname !== routePatterns.search) return null;
  return (new URLSearchParams(search).get('q') ?? '').trim() || null;
}
