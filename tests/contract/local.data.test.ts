import { createLocalBackend } from '../../src/backend/local';
import { dataContract } from './suites/data';

let count = 0;

// Two instances on one database, each keeping its session in its own storage: two members signed in at
// once, as in two browsers.
dataContract(async () => {
  count += 1;
  const dbName = `data-contract-${count}`;
  return [
    createLocalBackend({ dbName, seed: false, storage: localStorage }),
    createLocalBackend({ dbName, seed: false, storage: sessionStorage }),
  ];
});
