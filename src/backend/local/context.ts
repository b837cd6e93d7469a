import type { LocalDatabase } from './db';
import type { Session } from './session';

/**
 * What every concern of this adapter is made with (`create<Concern>Api(context)`): the database and
 * the signed-in member's session. The Firebase adapter's is firebase/context.ts.
 */
export interface LocalContext {
  db: LocalDatabase;
  session: Session;
}
