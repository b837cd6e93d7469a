import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { resetCodeLifetimeMs } from '../../src/backend/local/devOutbox';
import { paths } from '../../src/lib/paths';
import { codeOf } from '../support/codeOf';
import { outboxMails, outboxResetCode } from '../support/outboxCode';
import { authContract, freshEmail } from './suites/auth';

let count = 0;

// Off by configuration, on by configuration, and the default (on, as in new Firebase projects).
for (const emailEnumerationProtection of [false, true, undefined]) {
  const setting =
    emailEnumerationProtection === undefined
      ? 'by default'
      : emailEnumerationProtection
        ? 'on'
        : 'off';
  describe(`e-mail enumeration protection ${setting}`, () => {
    authContract(
      async () => {
        count += 1;
        return createLocalBackend({
          dbName: `auth-contract-${count}`,
          seed: false,
          emailEnumerationProtection,
        });
      },
      { enumerationProtection: emailEnumerationProtection !== false, resetCode: outboxResetCode },
    );
  });
}

describe('the local backend’s outbox, beyond the contract', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the reset mail in its database, linking to the reset page, and none for an unknown address', async () => {
    const dbName = `outbox-${++count}`;
    const backend = createLocalBackend({ dbName, seed: false });
    const email = freshEmail();
    await backend.register(email, 'secret1');
    await backend.sendPasswordReset(freshEmail());
    expect(await codeOf(backend.sendPasswordReset('not-an-email'))).toBe('invalid-email');
    await backend.sendPasswordReset(email.toUpperCase());
    // Another instance on the same database (a reload, another tab) lists the same one mail.
    const mails = await outboxMails(createLocalBackend({ dbName, seed: false }));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(email);
    expect(mails[0]?.link).toBe(paths.resetLink(await outboxResetCode(backend, email)));
  });

  it('refuses a reset code once it has expired', async () => {
    const backend = createLocalBackend({ dbName: `outbox-${++count}`, seed: false });
    const email = freshEmail();
    await backend.register(email, 'secret1');
    await backend.sendPasswordReset(email);
    const code = await outboxResetCode(backend, email);
    // Only the clock moves: IndexedDB's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + resetCodeLifetimeMs + 1);
    expect(await codeOf(backend.resetPassword(code, 'secret2'))).toBe('invalid-action-code');
    vi.useRealTimers();
    expect((await backend.signIn(email, 'secret1')).email).toBe(email);
  });

  it('has the seed’s demo account only where the whole seed runs', () => {
    expect(createLocalBackend({ dbName: `outbox-${++count}` }).demoAccount).toEqual({
      email: 'demo@example.com',
      password: 'demo1234',
    });
    expect(createLocalBackend({ dbName: `outbox-${++count}`, seed: 'topics' }).demoAccount).toBe(
      null,
    );
  });
});
