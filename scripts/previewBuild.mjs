import { preview } from 'vite';
import { freePort } from './freePort.mjs';

/**
 * Serves the built site in `outDir` with `vite preview` on a free port of 127.0.0.1, for the bench
 * and Lighthouse scripts. `config`: more of Vite's inline config (plugins, configFile). Resolves with
 * its origin and how to stop it.
 * @param {string} root
 * @param {string} outDir
 * @param {import('vite').InlineConfig} [config]
 */
export async function previewBuild(root, outDir, config = {}) {
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'error',
    ...config,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
