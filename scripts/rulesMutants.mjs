/**
 * `npm run test:mutants`: proof that each attack test of the Firestore rules suites guards its check.
 * For every mutant of scripts/rulesMutants.list.mjs (firestore.rules with one check taken out), the
 * rules tests it names run on the mutated rules and must FAIL: a mutant they pass survived, and the
 * attack it lets through is untested. The same tests first run on firestore.rules and must pass, or a
 * failure would prove nothing.
 *
 * Needs the Firestore emulator (FIRESTORE_EMULATOR_HOST), as the rules tier does; without it, it says
 * so and exits 0. Each run has an emulator project of its own (tests/rules/firestore/setup.ts reads
 * RULES_PROJECT_ID and RULES_UNDER_TEST), so a few run at once. Prints mutant → killed or SURVIVED and
 * exits 1 unless every mutant was killed. RULES_MUTANTS=<text> runs only the mutants named with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorValues, fillRules, rulesUnderTestVariable } from './rulesFill.mjs';
import { mutants as allMutants } from './rulesMutants.list.mjs';

// RULES_MUTANTS=follows runs only the mutants whose name holds that text (one concern's, while writing
// it); unset, every one.
const chosen = process.env.RULES_MUTANTS ?? '';
const mutants = allMutants.filter((mutant) => mutant.name.includes(chosen));

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.log(
    'SKIPPED the rules mutants (scripts/rulesMutants.mjs): FIRESTORE_EMULATOR_HOST is not set, and ' +
      'they run the Firestore rules suites (`npm run test:mutants` starts one).',
  );
  process.exit(0);
}

const started = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const source = readFileSync(join(root, 'firestore.rules'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'rules-mutants-'));

const testFile = (test) => `tests/rules/firestore/${test}.test.ts`;
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const occurrences = (text, part) => text.split(part).length - 1;

let runs = 0;
/**
 * Runs the tests of `files` whose names match `pattern` on the rules in `rulesFile` (firestore.rules
 * when absent). Resolves with vitest's exit code, each test's file, full name and status, and what
 * vitest printed.
 */
function runTests(files, pattern, rulesFile) {
  const report = join(work, `report-${++runs}.json`);
  const env = { ...process.env };
  delete env[rulesUnderTestVariable];
  // A project of its own per run: its rules and data are its own while other runs go on.
  env.RULES_PROJECT_ID = `demo-rules-mutants-${runs}`;
  if (rulesFile) env[rulesUnderTestVariable] = rulesFile;
  const args = ['run', '--project', 'rules', ...files.map(testFile), '-t', pattern];
  args.push('--reporter=json', `--outputFile=${report}`);
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(vitest, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      let tests = [];
      try {
        tests = JSON.parse(readFileSync(report, 'utf8')).testResults.flatMap((file) =>
          file.assertionResults.map((test) => ({ ...test, file: file.name })),
        );
      } catch {
        // No report: the run broke before any test; the exit code and output tell why.
      }
      resolve({ code, tests, output });
    });
  });
}

/** The tests a mutant names, among a run's. */
const testsOf = (mutant, tests) =>
  tests.filter(
    (test) =>
      test.file.endsWith(testFile(mutant.test)) &&
      test.fullName.includes(mutant.names) &&
      test.status !== 'skipped' &&
      test.status !== 'pending',
  );

/**
 * Loads `rules` into a project of the emulator's own (no suite's rules change) and resolves with what
 * its compiler says: an error, or how many warnings (an unknown function is one). A mutant that does not compile would fail every
 * test, and so prove nothing.
 */
async function compile(rules) {
  const url = `http://${host}/emulator/v1/projects/demo-rules-mutants:securityRules`;
  const body = JSON.stringify({ rules: { files: [{ content: rules }] } });
  const response = await fetch(url, { method: 'PUT', body });
  const text = await response.text();
  if (!response.ok) return { error: `HTTP ${response.status} ${text}`, warnings: 0 };
  // A check taken out may leave its function unused: that warning is the mutant's point.
  const issues = (JSON.parse(text).issues ?? []).filter(
    (issue) => !issue.description.startsWith('Unused function'),
  );
  return { error: null, warnings: issues.length, issues: JSON.stringify(issues) };
}

function fail(message, output = '') {
  console.log(`FAILED (rules mutants): ${message}`);
  if (output) console.log(output.slice(-3000));
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

// A mutant whose text is not found exactly once no longer takes its check out: rewrite it.
const stale = mutants.filter((mutant) => occurrences(source, mutant.find) !== 1);
if (stale.length > 0) {
  fail(
    'these mutants no longer match firestore.rules exactly once (the check was rewritten; update ' +
      `scripts/rulesMutants.list.mjs): ${stale.map((mutant) => mutant.name).join('; ')}`,
  );
}

// Warnings the unmutated rules already have are not the mutants' doing.
const base = await compile(fillRules(source, emulatorValues));
if (base.error) fail(`firestore.rules does not load: ${base.error}`);

// The tests on the unmutated rules, all in one run: they must run and pass.
const files = [...new Set(mutants.map((mutant) => mutant.test))];
const union = [...new Set(mutants.map((mutant) => literally(mutant.names)))].join('|');
const baseline = await runTests(files, union);
if (baseline.code !== 0) fail('the tests do not pass on firestore.rules itself.', baseline.output);
for (const mutant of mutants) {
  const tests = testsOf(mutant, baseline.tests);
  if (tests.length === 0 || tests.some((test) => test.status !== 'passed')) {
    fail(
      `no passing test in ${testFile(mutant.test)} is named "${mutant.names}" (${mutant.name}).`,
    );
  }
}

/** Runs one mutant's tests on its rules: 'killed' when one of them fails, else 'SURVIVED'. */
async function verdictOf(mutant, index) {
  const mutated = source.replace(mutant.find, () => mutant.replace);
  const compiled = await compile(fillRules(mutated, emulatorValues));
  if (compiled.error || compiled.warnings > base.warnings) {
    fail(`the mutant "${mutant.name}" does not compile: ${compiled.error ?? compiled.issues}`);
  }
  const file = join(work, `mutant-${index}.rules`);
  writeFileSync(file, mutated);
  const run = await runTests([mutant.test], literally(mutant.names), file);
  // A test that timed out (a busy machine) proves nothing about the rules.
  const failed = testsOf(mutant, run.tests).filter(
    (test) =>
      test.status === 'failed' && !test.failureMessages.some((text) => /timed out/i.test(text)),
  );
  if (failed.length === 0 && run.code !== 0) {
    fail(`the run of "${mutant.name}" broke, or its tests timed out.`, run.output);
  }
  const verdict = failed.length > 0 ? 'killed' : 'SURVIVED';
  console.log(`${verdict.padEnd(8)}  ${mutant.name}`);
  return { mutant: mutant.name, verdict, by: `${mutant.test}: ${mutant.names}` };
}

// A few at a time: most of a run is waiting (for the emulator, for the pace tests' intervals).
const jobs = 3;
const rows = [];
let next = 0;
async function worker() {
  while (next < mutants.length) {
    const index = next++;
    rows[index] = await verdictOf(mutants[index], index);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

rmSync(work, { recursive: true, force: true });
console.log('');
console.table(rows);
const survived = rows.filter((row) => row.verdict !== 'killed');
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  survived.length === 0
    ? `Every mutant of firestore.rules (${rows.length}) was killed by its test, in ${seconds} s.`
    : `FAILED (rules mutants): ${survived.length} of ${rows.length} survived, in ${seconds} s: ` +
        'their attack passes the tests that should refuse it. Add the deny test beside its allow twin.',
);
process.exit(survived.length === 0 ? 0 : 1);
