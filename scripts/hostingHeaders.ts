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

/** The rules with `origins` added to the Content-Security-Policy's connect-src. */
export function withConnectSrc(rules: HeaderRule[], origins: string[]): HeaderRule[] {
  if (origins.length === 0) return rules;
  return rules.map(({ source, headers }) => ({
    source,
    headers: headers.map(({ key, value }) => ({
      key,
      value:
        key === 'Content-Security-Policy'
          ? value.replace(/(^|;\s*)connect-src([^;]*)/, `$1connect-src$2 ${origins.join(' ')}`)
          : value,
    })),
  }));
}

/**
 * `vite preview` answers with the headers of firebase.json, so the built site is tested (e2e) under
 * the production Content-Security-Policy: a policy that broke the app would fail the suite.
 * `connectSrc` is for a preview talking to a local emulator (the bench's): it widens that preview's
 * policy only, never firebase.json's.
 */
export function hostingHeaders({ connectSrc = [] }: { connectSrc?: string[] } = {}): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      const rules = withConnectSrc(hostingHeaderRules(), connectSrc);
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        applyHostingHeaders(rules, path, response);
        next();
      });
    },
  };
}
