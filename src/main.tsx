// The site's base; each component brings its own CSS.
import './styles/reset.css';
import './styles/base.css';
import { createBackend } from '@adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { MissingConfigPage } from './app/MissingConfigPage';
import { BackendProvider } from './hooks/machinery/BackendProvider';

// One backend for the page's lifetime: it holds the auth session and the open subscriptions.
const start = createBackend();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    {'missingConfig' in start ? (
      <MissingConfigPage names={start.missingConfig} />
    ) : (
      <BackendProvider backend={start.backend}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </BackendProvider>
    )}
  </StrictMode>,
);
