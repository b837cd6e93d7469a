/**
 * `npm run test:emulators`: the Firebase adapter's contract (tests/contract/firebase.*.test.ts), the
 * security rules suites (tests/rules) and the Firebase build with the connection cut (tests/offline)
 * inside `firebase emulators:exec`.
 *
 * The Auth emulator runs anywhere. firebase-tools starts its Firestore and Storage emulators only with
 * Java 21 and a one-time download from Google. Where either is missing:
 * - the Auth tier runs, and one line says what was skipped and why (skipped tests are never counted as
 *   passed);
 * - if the Google Cloud CLI's Firestore emulator is installed (Debian package
 *   google-cloud-cli-firestore-emulator; it runs on Java 11+), the Firebase data contract runs on it
 *   (next to firebase-tools' Auth emulator: it accepts that emulator's ID tokens, and the contract loads
 *   firestore.rules into it), and so do the Firestore rules suite and tests/offline. Only what needs
 *   Storage is skipped: the Storage rules suite and the contract's picture cases, each saying so. If it
 *   is installed but does not start after three tries (new port, longer wait each), the run fails
 *   with the emulator's own output instead of skipping. Set
 *   TEST_EMULATORS_NO_GCLOUD=1 to skip the Firestore tests anyway.
 *
 * `--strict` (or TEST_EMULATORS_STRICT=1): any skipped test is a failure. For machines and CI that have
 * Java 21 and the emulator downloads, where a skip means something broke rather than something missing.
 * Each vitest run then also writes a JSON report, and the skipped tests are counted from those.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebase, javaMajor, projectId, whyOnlyAuth } from './firebaseTools.mjs';
import { gcloudFirestoreJar, startGcloudFirestoreRetrying } from './gcloudFirestore.mjs';

// emulators:exec runs its command through a shell, which finds vitest here also outside `npm run`.
const bin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

const strict =
  process.argv.includes('--strict') ||
  /^(1|true|yes)$/i.test(process.env.TEST_EMULATORS_STRICT ?? '');

// Where strict runs keep their JSON reports. Set in the environment, so that the vitest runs started
// inside `firebase emulators:exec` (this script again, with --projects) write theirs there too.
const reportDirKey = 'TEST_EMULATORS_REPORT_DIR';
if (strict && !process.env[reportDirKey]) {
  env[reportDirKey] = mkdtempSync(join(tmpdir(), 'test-emulators-'));
}
const reportDir = env[reportDirKey];

/** `vitest run` arguments for `projects`; with a report directory, also a JSON report into it. */
function vitestArgs(projects) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project])];
  if (!reportDir) return args;
  const report = join(reportDir, `${projects.join('+')}-${randomUUID()}.json`);
  return [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

/** The same, as one command line for `emulators:exec`, which runs it through a shell. */
function vitestCommand(projects) {
  return ['vitest', ...vitestArgs(projects).map((arg) => `"${arg}"`)].join(' ');
}

/**
 * Strict mode's verdict from the JSON reports: 0 when every test ran, else 1 with the skipped tests
 * named. No report at all is a failure too: then nothing can be said about what ran.
 */
function strictVerdict() {
  const files = existsSync(reportDir) ? readdirSync(reportDir) : [];
  const skipped = [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    for (const module of report.testResults) {
      for (const test of module.assertionResults) {
        if (test.status !== 'passed' && test.status !== 'failed') skipped.push(test.fullName);
      }
    }
  }
  rmSync(reportDir, { recursive: true, force: true });
  if (files.length === 0) {
    console.log('FAILED (strict): no test report was written, so no test can be said to have run.');
    return 1;
  }
  if (skipped.length === 0) {
    console.log('Strict: every emulator test ran; none was skipped.');
    return 0;
  }
  console.log(
    `FAILED (strict): ${skipped.length} emulator tests were skipped (see the SKIPPED lines above for why); ` +
      'strict mode expects Java 21 and the emulator downloads. Skipped:',
  );
  skipped.forEach((name) => console.log(`  - ${name}`));
  return 1;
}

/** Runs a command with the output shown; resolves with its exit code. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `tests` inside `firebase emulators:exec`; `extraEnv` reaches them too. */
function firebaseExec(only, tests, extraEnv = {}) {
  return run(
    process.execPath,
    [firebase, 'emulators:exec', '--project', projectId, '--only', only, tests],
    extraEnv,
  );
}

/**
 * Starts the Google Cloud CLI's Firestore emulator, when it is installed and Java can run it. Resolves
 * with { host, stop } once it answers; with { why } when this machine lacks it (the tiers it would run
 * are skipped, saying so); with { failed } when it is here but did not start after its retries: then
 * the run fails with the emulator's own output, since a green run must not hide a tier that could run.
 */
async function startGcloud(java) {
  if (process.env.TEST_EMULATORS_NO_GCLOUD) return { why: 'TEST_EMULATORS_NO_GCLOUD is set' };
  if (!existsSync(gcloudFirestoreJar)) {
    return { why: 'the Google Cloud CLI Firestore emulator is not installed either' };
  }
  if (java === undefined || java < 11)
    return { why: 'no Java 11+ for the Google Cloud CLI emulator' };
  const started = await startGcloudFirestoreRetrying(projectId);
  if ('host' in started) return started;
  return { failed: started.output };
}

/**
 * Runs the Vitest projects one after the other; resolves with the first failure's exit code, or 0.
 * Not at once, as one `vitest run` would run them: the rules suite clears the Firestore database
 * before each of its tests, under the feet of a data contract test running at the same time.
 */
async function runProjects(projects, extraEnv = {}) {
  let status = 0;
  for (const project of projects) {
    const code = await run('vitest', vitestArgs([project]), extraEnv);
    status ||= code;
  }
  return status;
}

/**
 * The rules tests' own check (scripts/rulesMutants.mjs): each issue-29 attack test fails once its
 * check is taken out of firestore.rules. Only after the rules suite passed: a mutant proves nothing
 * against tests that already fail.
 */
function runMutants(extraEnv = {}) {
  return run(
    process.execPath,
    [fileURLToPath(new URL('rulesMutants.mjs', import.meta.url))],
    extraEnv,
  );
}

// `node scripts/test-emulators.mjs --projects a b`: what `emulators:exec` runs on the full path below.
if (process.argv[2] === '--projects') {
  const projects = process.argv.slice(3);
  const status = await runProjects(projects);
  process.exit(status || (projects.includes('rules') ? await runMutants() : 0));
}

const java = javaMajor();
const reason = whyOnlyAuth(java);
let status;
if (!reason) {
  const self = fileURLToPath(import.meta.url);
  status = await firebaseExec(
    'auth,firestore,storage',
    `"${process.execPath}" "${self}" --projects firebase-auth rules offline`,
  );
} else {
  const gcloud = await startGcloud(java);
  // Ctrl-C reaches the whole process group; the emulator is stopped before this script exits.
  const onSignal = () => {
    void Promise.resolve(gcloud.stop?.()).then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (gcloud.failed !== undefined) {
      console.log(
        `FAILED: the Google Cloud CLI Firestore emulator is installed and Java ${java} can run it, but it did not start after 3 tries. Its output:\n${gcloud.failed}`,
      );
      status = 1;
    } else if (gcloud.host) {
      console.log(
        `SKIPPED the Storage rules suite and the data contract's picture cases: firebase-tools' Firestore and Storage emulators cannot start (${reason}), and nothing else emulates Storage. ` +
          `Running the Auth tier and the Firebase data contract on firebase-tools' Auth emulator with the Google Cloud CLI's Firestore emulator at ${gcloud.host}, then the Firestore rules suite on it.`,
      );
      const firestore = { FIRESTORE_EMULATOR_HOST: gcloud.host };
      // One after the other (see runProjects); the rules suite needs no Auth emulator.
      const contract = await firebaseExec('auth', vitestCommand(['firebase-auth']), firestore);
      const rules = (await runProjects(['rules'], firestore)) || (await runMutants(firestore));
      // The Firebase build in Chromium with the connection cut (tests/offline), last: it clears the
      // emulator's data and seeds its own.
      const offline = await firebaseExec('auth', vitestCommand(['offline']), firestore);
      status = contract || rules || offline;
    } else {
      console.log(
        `SKIPPED Firestore and Storage emulator tests (the rules suites and the Firebase data contract): ${reason}, and ${gcloud.why}. Running the Auth tier only.`,
      );
      status = await firebaseExec('auth', vitestCommand(['firebase-auth', 'rules']));
    }
  } finally {
    await gcloud.stop?.();
  }
}
if (strict) {
  // Also after a failure: the list of what was skipped is part of the answer.
  const verdict = strictVerdict();
  status ||= verdict;
}
process.exit(status);
