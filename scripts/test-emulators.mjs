/**
 * Runs test tiers: `node scripts/test-emulators.mjs [tier…] [--strict] [-- vitest arguments]`. npm's
 * scripts name them:
 *
 *   npm test                  unit components contract rules
 *   npm run test:emulators    contract rules
 *   npm run test:mutants      mutants
 *   npm run test:e2e          e2e offline (after `vite build`)
 *
 * | tier       | what                                                        | needs                    |
 * | ---------- | ----------------------------------------------------------- | ------------------------ |
 * | unit       | Vitest project unit (Node)                                  | nothing                  |
 * | components | Vitest project components (jsdom; also the local contract)  | nothing                  |
 * | contract   | Vitest project firebase-auth: the Firebase adapter contract | Auth (+ Firestore)       |
 * | rules      | Vitest project rules: firestore.rules and storage.rules     | Firestore (+ Storage)    |
 * | mutants    | scripts/rulesMutants.mjs: the rules tests guard each check  | Firestore                |
 * | offline    | Vitest project offline: the Firebase build in Chromium      | Auth + Firestore         |
 * | e2e        | Vitest project e2e: the local build (dist/) in Chromium      | a build in dist/         |
 *
 * The emulators start once for every tier that needs them, while the tiers that need none already run.
 * Tiers that share no state run at the same time: the rules suites and the mutants have emulator
 * projects of their own, so they run beside the contract and the offline tier, which share
 * demo-post-wall and run one after the other. Each tier's output is printed whole, in the order the
 * tiers were named: the first one as it runs, each next one once those before it have ended.
 *
 * The Auth emulator (firebase-tools) runs anywhere. firebase-tools starts its Firestore and Storage
 * emulators only with Java 21 and a one-time download from Google. Where either is missing:
 * - if the Google Cloud CLI's Firestore emulator is installed (Debian package
 *   google-cloud-cli-firestore-emulator; it runs on Java 11+, Java 17 here), it runs beside
 *   firebase-tools' Auth emulator (which issues the ID tokens it accepts; the contract loads
 *   firestore.rules into it), and every tier runs but what needs Storage: the Storage rules suite and
 *   the contract's picture cases, each saying so. If it is installed but does not start after three
 *   tries (new port, longer wait each), the run fails with the emulator's own output. Set
 *   TEST_EMULATORS_NO_GCLOUD=1 to skip the Firestore tests anyway.
 * - without it, the Auth part of the contract runs, and one line says what was skipped and why
 *   (skipped tests are never counted as passed).
 *
 * `--strict` (or TEST_EMULATORS_STRICT=1): any skipped test is a failure. For machines and CI that have
 * Java 21 and the emulator downloads, where a skip means something broke rather than something missing.
 * Each vitest run then also writes a JSON report, and the skipped tests are counted from those.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebase, javaMajor, projectId, whyOnlyAuth } from './firebaseTools.mjs';
import { freePort } from './freePort.mjs';
import { gcloudFirestoreJar, startGcloudFirestoreRetrying } from './gcloudFirestore.mjs';

// emulators:exec runs its command through a shell, which finds vitest here also outside `npm run`.
const bin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
// The tiers' output goes through pipes (to keep each tier's together): keep its colours on a terminal.
if (process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';

const self = fileURLToPath(import.meta.url);
const mutantsScript = fileURLToPath(new URL('rulesMutants.mjs', import.meta.url));

/** Vitest projects per tier; `emulators`: the tier runs inside the emulators. */
const tiers = {
  unit: { projects: ['unit'] },
  components: { projects: ['components'] },
  contract: { projects: ['firebase-auth'], emulators: true },
  rules: { projects: ['rules'], emulators: true },
  mutants: { emulators: true },
  offline: { projects: ['offline'], emulators: true },
  // npm run weigh (issue 47): a measurement, in no test command.
  weigh: { projects: ['weigh'], emulators: true },
  e2e: { projects: ['e2e'] },
};
const defaultTiers = ['unit', 'components', 'contract', 'rules'];

// After `--`: arguments for every vitest run (a file, `-t name`), e.g. `rules -- tests/rules/x.test.ts`.
const dashes = process.argv.indexOf('--', 2);
const args = process.argv.slice(2, dashes < 0 ? undefined : dashes);
const vitestExtra = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const strict =
  args.includes('--strict') || /^(1|true|yes)$/i.test(process.env.TEST_EMULATORS_STRICT ?? '');
// `--inside`: this script again, started by `firebase emulators:exec` with the emulators running.
const inside = args.includes('--inside');
// `--sequential`: the emulator tiers one after the other (firebase-tools' own Storage emulator holds
// one set of storage rules for every project, so there the rules tier and the contract share state).
const sequential = args.includes('--sequential');
const asked = args.filter((arg) => !arg.startsWith('--'));
for (const tier of asked) {
  if (!(tier in tiers)) {
    console.error(`Unknown tier "${tier}"; the tiers are: ${Object.keys(tiers).join(', ')}.`);
    process.exit(2);
  }
}
const wanted = asked.length > 0 ? asked : defaultTiers;

// Where strict runs keep their JSON reports. Set in the environment, so that the vitest runs started
// inside `firebase emulators:exec` (this script again, with --inside) write theirs there too.
const reportDirKey = 'TEST_EMULATORS_REPORT_DIR';
if (strict && !process.env[reportDirKey]) {
  env[reportDirKey] = mkdtempSync(join(tmpdir(), 'test-emulators-'));
}
const reportDir = env[reportDirKey];

/** `vitest run` arguments for `projects`; with a report directory, also a JSON report into it. */
function vitestArgs(projects) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...vitestExtra];
  if (!reportDir) return args;
  const report = join(reportDir, `${projects.join('+')}-${randomUUID()}.json`);
  return [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
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
    console.log('Strict: every test ran; none was skipped.');
    return 0;
  }
  console.log(
    `FAILED (strict): ${skipped.length} tests were skipped (see the SKIPPED lines above for why); ` +
      'strict mode expects Java 21 and the emulator downloads. Skipped:',
  );
  skipped.forEach((name) => console.log(`  - ${name}`));
  return 1;
}

/**
 * Output in order while the jobs run at once: job i's output is printed as it comes once jobs 0…i-1
 * have ended, and kept until then.
 */
function orderedOutput(count) {
  const buffers = Array.from({ length: count }, () => []);
  const ended = Array(count).fill(false);
  let live = 0;
  return Array.from({ length: count }, (_, index) => ({
    write(chunk) {
      if (index === live) process.stdout.write(chunk);
      else buffers[index].push(chunk);
    },
    end() {
      ended[index] = true;
      while (live < count && ended[live]) {
        live += 1;
        if (live < count) buffers[live].splice(0).forEach((chunk) => process.stdout.write(chunk));
      }
    },
  }));
}

/** Runs `jobs` (async functions of an output) at once; resolves with the first failure's code, or 0. */
async function together(jobs) {
  const outputs = orderedOutput(jobs.length);
  const codes = await Promise.all(
    jobs.map(async (job, index) => {
      try {
        return await job(outputs[index]);
      } catch (error) {
        outputs[index].write(`${error?.stack ?? error}\n`);
        return 1;
      } finally {
        outputs[index].end();
      }
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

/**
 * Runs a command, its output (stdout and stderr) to `out`; resolves with its exit code. `extraEnv`
 * adds to the environment; a null there takes the variable out.
 */
function run(out, command, commandArgs, extraEnv = {}) {
  const childEnv = { ...env, ...extraEnv };
  for (const [key, value] of Object.entries(extraEnv)) if (value === null) delete childEnv[key];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv,
    });
    child.stdout.on('data', (chunk) => out.write(chunk));
    child.stderr.on('data', (chunk) => out.write(chunk));
    child.on('error', (error) => {
      out.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A job running `tier`. The mutants come after the rules suite (chainJob), and only once it passed: a
 * mutant proves nothing against tests that already fail.
 */
function tierJob(tier, extraEnv = {}) {
  if (tier === 'mutants') {
    return (out) => run(out, process.execPath, [mutantsScript], extraEnv);
  }
  return (out) => run(out, 'vitest', vitestArgs(tiers[tier].projects), extraEnv);
}

/** One job running `chain`'s tiers one after the other, stopping at the first failure. */
function chainJob(chain, extraEnv = {}) {
  return async (out) => {
    for (const tier of chain) {
      const code = await tierJob(tier, extraEnv)(out);
      if (code !== 0) return code;
    }
    return 0;
  };
}

/**
 * The emulator tiers, with the emulators running: those on demo-post-wall (contract, then offline)
 * beside those with projects of their own (rules, then mutants).
 */
function emulatorTiers(emulatorTierNames, extraEnv = {}) {
  const shared = emulatorTierNames.filter((tier) =>
    ['contract', 'offline', 'weigh'].includes(tier),
  );
  const own = emulatorTierNames.filter((tier) => tier === 'rules' || tier === 'mutants');
  // The rules tests find the emulators by their variables. Without the hub's address the test library
  // does not ask the hub, which knows no Google Cloud CLI Firestore emulator and says so, once per
  // test environment.
  const ownEnv = { ...extraEnv, FIREBASE_EMULATOR_HUB: null };
  if (sequential) {
    return together([
      async (out) => (await chainJob(shared, extraEnv)(out)) || chainJob(own, ownEnv)(out),
    ]);
  }
  return together([
    ...(shared.length > 0 ? [chainJob(shared, extraEnv)] : []),
    ...(own.length > 0 ? [chainJob(own, ownEnv)] : []),
  ]);
}

if (inside) process.exit(await emulatorTiers(wanted));

/**
 * Runs `command` inside `firebase emulators:exec` with `only`; `extraEnv` reaches it too. `config`: a
 * firebase.json other than the repository's.
 */
function firebaseExec(out, only, command, extraEnv = {}, config = undefined) {
  return run(
    out,
    process.execPath,
    [
      firebase,
      'emulators:exec',
      '--project',
      projectId,
      '--only',
      only,
      ...(config ? ['--config', config] : []),
      command,
    ],
    extraEnv,
  );
}

/**
 * A firebase.json for the Auth emulator alone on free ports (and its hub's and logging's): firebase.json
 * fixes 9099, which another run on the same machine (another checkout's `npm test`) may hold. The
 * offline tier's build is told the port (tests/offline/globalSetup.ts, VITE_AUTH_EMULATOR_HOST).
 */
async function authOnFreePorts() {
  const dir = mkdtempSync(join(tmpdir(), 'test-emulators-auth-'));
  const config = join(dir, 'firebase.json');
  const at = async () => ({ host: '127.0.0.1', port: await freePort() });
  const emulators = {
    singleProjectMode: true,
    auth: await at(),
    hub: await at(),
    logging: await at(),
    ui: { enabled: false },
  };
  writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  return { config, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `command` inside the Auth emulator, on free ports. */
async function authExec(out, command, extraEnv = {}) {
  const { config, remove } = await authOnFreePorts();
  try {
    return await firebaseExec(out, 'auth', command, extraEnv, config);
  } finally {
    remove();
  }
}

/** This script again, inside the emulators, for `emulatorTierNames`. */
const insideCommand = (emulatorTierNames, extra = []) =>
  [
    process.execPath,
    self,
    '--inside',
    ...extra,
    ...emulatorTierNames,
    ...(vitestExtra.length > 0 ? ['--', ...vitestExtra] : []),
  ]
    .map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)
    .join(' ');

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

let stopGcloud;
/** The job that starts the emulators once and runs `emulatorTierNames` inside them. */
function emulatorsJob(emulatorTierNames) {
  return async (out) => {
    const java = javaMajor();
    const reason = whyOnlyAuth(java);
    if (!reason) {
      return firebaseExec(
        out,
        'auth,firestore,storage',
        insideCommand(emulatorTierNames, ['--sequential']),
      );
    }
    const gcloud = await startGcloud(java);
    stopGcloud = gcloud.stop;
    try {
      if (gcloud.failed !== undefined) {
        out.write(
          `FAILED: the Google Cloud CLI Firestore emulator is installed and Java ${java} can run it, but it did not start after 3 tries. Its output:\n${gcloud.failed}\n`,
        );
        return 1;
      }
      if (gcloud.host) {
        out.write(
          `SKIPPED what needs Storage (the Storage rules suite, the data contract's picture cases): firebase-tools' Firestore and Storage emulators cannot start (${reason}), and nothing else emulates Storage. ` +
            `Running ${emulatorTierNames.join(', ')} on firebase-tools' Auth emulator with the Google Cloud CLI's Firestore emulator at ${gcloud.host}.\n`,
        );
        return await authExec(out, insideCommand(emulatorTierNames), {
          FIRESTORE_EMULATOR_HOST: gcloud.host,
        });
      }
      out.write(
        `SKIPPED Firestore and Storage emulator tests (the rules suites, the Firebase data contract, the rules mutants, the offline tier): ${reason}, and ${gcloud.why}. Running the Auth part only.\n`,
      );
      // The rules tier without a Firestore emulator: its suites say they are skipped.
      const runnable = emulatorTierNames.filter(
        (tier) => !['mutants', 'offline', 'weigh'].includes(tier),
      );
      if (runnable.length === 0) return 0;
      return await authExec(out, insideCommand(runnable));
    } finally {
      await gcloud.stop?.();
      stopGcloud = undefined;
    }
  };
}

// Ctrl-C reaches the whole process group; the emulator is stopped before this script exits.
const onSignal = () => {
  void Promise.resolve(stopGcloud?.()).then(() => process.exit(130));
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

const started = Date.now();
const plain = wanted.filter((tier) => !tiers[tier].emulators);
const needEmulators = wanted.filter((tier) => tiers[tier].emulators);
console.log(
  `Running ${wanted.join(', ')}${needEmulators.length > 0 ? ` (${needEmulators.join(', ')} on the emulators, started once)` : ''}.`,
);
let status = await together([
  ...plain.map((tier) => tierJob(tier)),
  ...(needEmulators.length > 0 ? [emulatorsJob(needEmulators)] : []),
]);
if (strict) {
  // Also after a failure: the list of what was skipped is part of the answer.
  const verdict = strictVerdict();
  status ||= verdict;
}
console.log(
  `${status === 0 ? 'Passed' : 'FAILED'}: ${wanted.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s.`,
);
process.exit(status);
