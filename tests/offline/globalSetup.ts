import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildFor } from '../../scripts/bench/firebase.mjs';
import { authHost, firestoreHost, whyNoFirebaseSite } from './firebaseSite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the offline tier's Firebase build is (firebaseSite.ts serves it). */
    firebaseBuild: string;
  }
}

/**
 * The production (Firebase) build pointed at this run's Firestore and Auth emulators (both on ports
 * scripts/test-emulators.mjs chose free), made once for the tier's files rather than once per file:
 * each serves it with its own data (firebaseSite.ts).
 */
export default function buildOnce(project: TestProject): Promise<void> {
  return buildInto('offline-firebase-build', project);
}

/** The build of buildOnce, into node_modules/.cache/`name` (each tier its own: they may run at once). */
export async function buildInto(name: string, { provide }: TestProject): Promise<void> {
  if (whyNoFirebaseSite) return;
  const root = process.cwd();
  const outDir = path.join(root, 'node_modules/.cache', name);
  process.env.VITE_AUTH_EMULATOR_HOST = authHost;
  try {
    await buildFor(root, outDir, firestoreHost!);
  } finally {
    delete process.env.VITE_AUTH_EMULATOR_HOST;
  }
  provide('firebaseBuild', outDir);
}
