import path from 'node:path';
import { preview, runnerImport } from 'vite';
import { freePort } from '../../scripts/freePort.mjs';

/**
 * Serves a Firebase build with the production headers of firebase.json, except that connect-src also
 * allows the emulators (the shipped policy names only Google's endpoints).
 */
export async function serveFirebaseBuild(root: string, outDir: string, emulatorHosts: string[]) {
  const { hostingHeaders } = (
    await runnerImport<typeof import('../../scripts/hostingHeaders')>(
      path.join(root, 'scripts/hostingHeaders.ts'),
      { configFile: false },
    )
  ).module;
  const port = await freePort();
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [hostingHeaders({ connectSrc: emulatorHosts.map((host) => `http://${host}`) })],
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
