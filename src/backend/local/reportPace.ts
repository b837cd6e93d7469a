import { reportPaceSeconds } from '../../lib/reports';
import { BackendError } from '../errors';
import type { LocalDatabase } from './db';

/** When the member's last report went through (a `meta` record). */
interface ReportPaceRecord {
  key: string;
  at: number;
}

/** The key, in `meta`, of when `uid` last reported (firestore.rules reportPaces/{uid}). */
export const reportPaceKey = (uid: string) => `reportPace:${uid}`;

/**
 * Stamps the member's report pace, or refuses with 'rate-limited' while their last report is within
 * lib/reports.ts reportPaceSeconds, as firestore.rules do. Called inside the report's transaction
 * (which must include db.meta), only when it writes: a refusal stores nothing.
 */
export async function stampReportPace(db: LocalDatabase, uid: string): Promise<void> {
  const key = reportPaceKey(uid);
  const record = (await db.meta.get(key)) as ReportPaceRecord | undefined;
  const now = Date.now();
  if (record && now < record.at + reportPaceSeconds * 1000) {
    throw new BackendError('rate-limited');
  }
  const stamped: ReportPaceRecord = { key, at: now };
  await db.meta.put(stamped);
}
