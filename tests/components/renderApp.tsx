import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  type Location,
} from 'react-router-dom';
import { beforeAll } from 'vitest';
import { App } from '../../src/app/App';
import { guardLeaving } from '../../src/components/leaveGuard';
import { LeaveGuardedRouter } from '../../src/components/LeaveGuardedRouter';
import type { Backend } from '../../src/backend/types';
import { BackendProvider } from '../../src/hooks/BackendProvider';

/**
 * The pages load lazily, as in the browser. Reading their code once here, before any test's clock
 * starts, keeps the first test of a file from spending its findBy wait on compiling them.
 */
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/signin/SignInPage'),
    import('../../src/features/post/PostDetailPage'),
    import('../../src/features/publish/PublishPage'),
    import('../../src/features/member/MyPostsPage'),
    import('../../src/features/member/MyCollectionsPage'),
    import('../../src/features/member/MySettingsPage'),
  ]);
}, 60_000);

type Entry = string | { pathname: string; state?: unknown; key?: string };

/**
 * Reports each location the router renders as it is committed (a layout effect): what the app's own
 * effects of that commit see as where the router is, already.
 */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * The whole app at `route`, on `backend`, with a way to read where the router is now (and every
 * location it has rendered, in order: `locationsSeen()`), and to move as the browser's Back does
 * (`back()`) or as the app's own navigate() does (`navigate(to)`), through the same leave guard as
 * main.tsx, over a memory history.
 */
export function renderApp({ route, backend }: { route: Entry; backend: Backend }) {
  let current: Location | null = null;
  const seen: Location[] = [];
  const record = (location: Location) => {
    current = location;
    seen.push(location);
  };
  const user = userEvent.setup();
  const history = guardLeaving(createMemoryHistory({ initialEntries: [route], v5Compat: true }));
  // StrictMode as in main.tsx: React reports some misuse (findDOMNode, for one) only inside it.
  const view = render(
    <StrictMode>
      <BackendProvider backend={backend}>
        <LeaveGuardedRouter history={history}>
          <App />
          <LocationProbe onChange={record} />
        </LeaveGuardedRouter>
      </BackendProvider>
    </StrictMode>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  // Async acts, so the render the move starts (a lazy page, a transition) ends inside them.
  const back = () =>
    act(async () => {
      history.go(-1);
    });
  const navigate = (to: string) =>
    act(async () => {
      history.push(to);
    });
  const locationsSeen = (): Location[] => [...seen];
  return { ...view, user, location, locationsSeen, back, navigate };
}
