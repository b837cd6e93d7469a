import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildFor } from '../../scripts/bench/firebase.mjs';
import { firestoreHost, whyNoFirebaseSite } from './firebaseSite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the offline tier's Firebase build is (firebaseSite.ts serves it). */
    firebaseBuild: string;
  }
}

/**
 * The production (Firebase) build pointed at this run's Firestore emulator, made once for the tier's
 * files rather than once per file: each serves it with its own data (firebaseSite.ts).
 */
export default async function buildOnce({ provide }: TestProject): Promise<void> {
  if (whyNoFirebaseSite) return;
  const root = process.cwd();
  const outDir = path.join(root, 'node_modules/.cache/offline-firebase-build');
  await buildFor(root, outDir, firestoreHost!);
  provide('firebaseBuild', outDir);
}
