import type Dexie from 'dexie';

/**
 * Schema version 13 (issue 48): the moderators' queue reads the newest reports (`reportsBy` by
 * `createdAt`), as the Firebase adapter's collection-group query does; the per-item `reports` tallies
 * are no longer written. Declared in LocalDatabase's constructor after version 12.
 */
export function reportsSchema(db: Dexie): void {
  db.version(13).stores({ reportsBy: '[key+uid], createdAt' });
}
