import type { DemoAccount } from '../types';

/**
 * The seeded demo member's sign-in (COPY.md's demoEmail / demoPassword), made by the local backend's
 * seed and by the emulators' (scripts/seed-emulators.mjs, from the same seed data); every seeded member
 * has this password.
 */
export const seedDemoAccount: DemoAccount = { email: 'demo@example.com', password: 'demo1234' };
