import { createInboxApi } from './inbox';
import { createAuthApi, type LocalAuthOptions } from './auth';
import { createCommentsApi } from './comments';
import type { LocalContext } from './context';
import { createFollowsApi } from './follows';
import { createModerationApi } from './moderation';
import { createPostChangesApi } from './postChanges';
import { reopening } from './reopening';
import { createSafetyApi } from './safety';

/**
 * Every method of this adapter but what a feed's first cards need (index.ts): a chunk of its own,
 * loaded on the first call of one of them, as the Firebase adapter's Auth and Firestore chunks are.
 * Its failures become BackendErrors where it is called (core/lazy.ts, deferred).
 */
export function createDeferredApi(context: LocalContext, options: LocalAuthOptions) {
  return reopening(context.db, {
    ...createAuthApi({ ...context, ...options }),
    ...createPostChangesApi(context),
    ...createCommentsApi(context),
    ...createSafetyApi(context),
    ...createModerationApi(context),
    ...createInboxApi(context),
    ...createFollowsApi(context),
  });
}
