/** storage.rules, checked for syntax where no Storage emulator runs. */
import { expect, it } from 'vitest';
import { readRules } from '../../../scripts/rulesFill.mjs';
import { emulatorHost } from './fixtures';
import { firestoreRulesSuite } from './setup';

firestoreRulesSuite(() => {
  // The Storage emulator cannot run everywhere this suite runs; the Firestore emulator's compiler
  // parses any rules file, so storage.rules is at least checked for syntax here. (Its meaning is
  // checked by tests/rules/storage.rules.test.ts, on the Storage emulator.)
  it('storage.rules compiles', async () => {
    const response = await fetch(
      `http://${emulatorHost}/emulator/v1/projects/demo-storage-rules-syntax:securityRules`,
      {
        method: 'PUT',
        body: JSON.stringify({
          rules: {
            files: [{ content: readRules('storage.rules') }],
          },
        }),
      },
    );
    expect(response.ok, await response.text()).toBe(true);
  });
});
