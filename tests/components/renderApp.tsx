import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { App } from '../../src/app/App';
import type { Backend } from '../../src/backend/types';
import { BackendProvider } from '../../src/hooks/BackendProvider';

type Entry = string | { pathname: string; state?: unknown; key?: string };

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** The whole app at `route`, on `backend`, with a way to read where the router is now. */
export function renderApp({ route, backend }: { route: Entry; backend: Backend }) {
  let current: Location | null = null;
  const record = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  // StrictMode as in main.tsx: React reports some misuse (findDOMNode, for one) only inside it.
  const view = render(
    <StrictMode>
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={[route]}>
          <App />
          <LocationProbe onChange={record} />
        </MemoryRouter>
      </BackendProvider>
    </StrictMode>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return { ...view, user, location };
}
