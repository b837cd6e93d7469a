import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import picomatch from 'picomatch';
import type { Plugin } from 'vite';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The response headers firebase.json gives Firebase Hosting: the one place they are written. */
export function hostingHeaderRules(): HeaderRule[] {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    hosting?: { headers?: HeaderRule[] };
  };
  return config.hosting?.headers ?? [];
}

/** Sets on `response` every header whose rule's glob matches `path`, as Hosting does. */
export function applyHostingHeaders(rules: HeaderRule[], path: string, response: ServerResponse) {
  for (const { source, headers } of rules) {
    if (!picomatch(source, { dot: true })(path)) continue;
    for (const { key, value } of headers) response.setHeader(key, value);
  }
}

/**
 * `vite preview` answers with the headers of firebase.json, so the built site is tested (e2e) under
 * the production Content-Security-Policy: a policy that broke the app would fail the suite.
 */
export function hostingHeaders(): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      const rules = hostingHeaderRules();
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        applyHostingHeaders(rules, path, response);
        next();
      });
    },
  };
}
