import type Dexie from 'dexie';
import { conversationsSchema } from './conversationsSchema';

/**
 * The schema versions after 11, declared in LocalDatabase's constructor after it: 12 (issue 39,
 * conversationsSchema.ts), then 13 (issue 48): the moderators' queue reads the newest reports
 * (`reportsBy` by `createdAt`), as the Firebase adapter's collection-group query does; the per-item
 * `reports` tallies are no longer written.
 */
export function laterSchemas(db: Dexie): void {
  conversationsSchema(db);
  db.version(13).stores({ reportsBy: '[key+uid], createdAt' });
}
