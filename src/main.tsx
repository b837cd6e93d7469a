// The site's base; each component brings its own CSS.
import './styles/reset.css';
import './styles/base.css';
import { createBackend } from '@adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { App } from './app/App';
import { browserOffline } from './browser/online';
import { MissingConfigPage } from './app/MissingConfigPage';
import { guardLeaving } from './components/leaveGuard';
import { LeaveGuardedRouter } from './components/LeaveGuardedRouter';
import { BackendProvider } from './hooks/BackendProvider';

// One backend for the page's lifetime: it holds the auth session and the open subscriptions.
const start = createBackend();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// React Router's own browser history (v5Compat: its pushes reach the router), asking before a form's
// unsent text is left; not a data router, whose useBlocker would do the same at 16.7 kB more on every
// page (docs/architecture.md).
const history = guardLeaving(createBrowserHistory({ v5Compat: true }));

// The offline app shell (browser/serviceWorker.ts): a few seconds after the page has loaded, by
// then the first card is up, and as a chunk of its own, off its path.
function registerAppShell() {
  // Offline by then, the chunk cannot come: it is asked for once the browser is back online.
  if (browserOffline()) return void addEventListener('online', registerAppShell, { once: true });
  // A network that stopped answering loses it too: the next visit registers it.
  import('./browser/serviceWorker').then(
    (worker) => worker.registerServiceWorker(),
    () => {},
  );
}
addEventListener('load', () => setTimeout(registerAppShell, 3000));

createRoot(root).render(
  <StrictMode>
    {'missingConfig' in start ? (
      <MissingConfigPage names={start.missingConfig} />
    ) : (
      <BackendProvider backend={start.backend}>
        <LeaveGuardedRouter history={history}>
          <App />
        </LeaveGuardedRouter>
      </BackendProvider>
    )}
  </StrictMode>,
);
