/**
 * The rules project's global setup: where no Firestore emulator runs, every Firestore rules suite file
 * is skipped, and this says so once, and why, rather than once per file.
 */
export default function sayWhyFirestoreRulesAreSkipped() {
  if (process.env.FIRESTORE_EMULATOR_HOST) return;
  console.log(
    'SKIPPED Firestore rules suites (tests/rules/firestore): FIRESTORE_EMULATOR_HOST is not set; ' +
      'the Firestore emulator needs Java 21 and a one-time download (run `npm run test:emulators` where both exist)',
  );
}
