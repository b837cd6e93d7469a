import type { Backend, DevMail } from '../../src/backend/types';

/** The local backend's mails, as its outbox lists them now (newest first). */
export function outboxMails(backend: Backend): Promise<DevMail[]> {
  return new Promise((resolve, reject) => {
    if (!backend.watchDevOutbox) throw new Error('this backend has no outbox');
    const stop = backend.watchDevOutbox((mails) => {
      queueMicrotask(() => stop());
      resolve(mails);
    }, reject);
  });
}

/** The code in the newest reset mail to `email` in the local backend's outbox. */
export async function outboxResetCode(backend: Backend, email: string): Promise<string> {
  const mail = (await outboxMails(backend)).find((found) => found.to === email);
  const code = mail && new URL(mail.link, 'http://site.test').searchParams.get('oobCode');
  if (!code) throw new Error(`no reset mail to ${email} in the outbox`);
  return code;
}
