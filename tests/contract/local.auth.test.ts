import { describe } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { authContract } from './suites/auth';

let count = 0;

for (const emailEnumerationProtection of [false, true]) {
  describe(`e-mail enumeration protection ${emailEnumerationProtection ? 'on' : 'off'}`, () => {
    authContract(
      async () => {
        count += 1;
        return createLocalBackend({
          dbName: `auth-contract-${count}`,
          seed: false,
          emailEnumerationProtection,
        });
      },
      { enumerationProtection: emailEnumerationProtection },
    );
  });
}
