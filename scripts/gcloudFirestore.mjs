/**
 * The Google Cloud CLI's Firestore emulator (Debian package google-cloud-cli-firestore-emulator), as the
 * emulator tests (scripts/test-emulators.mjs), the emulator site (scripts/dev-emulators.mjs) and the
 * bench (scripts/bench/) start it: one process on a free port, stopped by the caller.
 */
import { spawn } from 'node:child_process';
import { freePort } from './freePort.mjs';
import { readRules } from './rulesFill.mjs';

export const gcloudFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Starts the emulator for `projectId` on `port`, or a free one. Resolves with { host, stop } once it
 * answers, or with null when it did not start within `timeoutMs`; `onOutput` hears what it printed.
 */
export async function startGcloudFirestore(projectId, port, { timeoutMs = 60_000, onOutput } = {}) {
  port ??= await freePort();
  const host = `127.0.0.1:${port}`;
  const child = spawn(
    'java',
    [
      '-Duser.language=en',
      '-cp',
      gcloudFirestoreJar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
      `--project_id=${projectId}`,
    ],
    { stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'ignore'] },
  );
  if (onOutput) {
    child.stdout.on('data', (chunk) => onOutput(String(chunk)));
    child.stderr.on('data', (chunk) => onOutput(String(chunk)));
  }
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`http://${host}/`)).ok) return { host, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  return null;
}

/**
 * The same, for a machine that has the emulator: a start that fails is tried again on a new port with
 * a longer wait (a first start on a busy machine unpacks and warms the JVM for a long time). Resolves
 * with { host, stop }, or with { output }: what the emulator printed on the last try, to fail with.
 */
export async function startGcloudFirestoreRetrying(projectId, waits = [60_000, 120_000, 180_000]) {
  let output = '';
  for (const [index, timeoutMs] of waits.entries()) {
    output = '';
    const started = await startGcloudFirestore(projectId, undefined, {
      timeoutMs,
      onOutput: (text) => (output += text),
    });
    if (started) return started;
    console.log(
      `The Google Cloud CLI Firestore emulator did not answer within ${timeoutMs / 1000} s (try ${index + 1} of ${waits.length}).`,
    );
  }
  return { output: output.slice(-4000) };
}

/**
 * Loads firestore.rules into the emulator at `host` (the Google Cloud CLI's starts without rules, and
 * then allows everything), so what runs on it is refused as a real project would refuse it.
 */
export async function loadFirestoreRules(host, projectId) {
  const rules = readRules('firestore.rules');
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) {
    throw new Error(`Firestore emulator rules: HTTP ${response.status} ${await response.text()}`);
  }
}
