import { spawn, type ChildProcess } from 'node:child_process';
import { baseUrl, port } from './browser';

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`preview server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Serves the built site (dist/) once for the whole e2e run. */
export default async function setup(): Promise<() => void> {
  const server: ChildProcess = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      // E2E_DIST serves another build than dist/, so several runs can share a machine.
      ...(process.env.E2E_DIST ? ['--outDir', process.env.E2E_DIST] : []),
    ],
    { stdio: 'ignore', detached: true },
  );
  await waitForServer(`${baseUrl}/posts`, 30_000);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
