import { createLocalBackend } from '../../src/backend/local';
import { authContract } from './suites/auth';

let count = 0;

authContract(
  async () => {
    count += 1;
    return createLocalBackend({ dbName: `auth-contract-${count}`, seed: false });
  },
  { enumerationProtection: false },
);
