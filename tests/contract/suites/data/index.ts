import { activityContract, memberSinceContract } from './activity';
import { bookmarksContract } from './bookmarks';
import { commentsContract } from './comments';
import { editNoticesContract } from './editNotices';
import { followsContract } from './follows';
import type { DataContractOptions, MakeBackends } from './harness';
import { hiddenThreadContract } from './hiddenThread';
import { moderationContract } from './moderation';
import { picturesContract } from './pictures';
import { popularContract } from './popular';
import { postMarksContract } from './postMarks';
import { postReadsContract } from './postReads';
import { postWritesContract } from './postWrites';
import { profilesContract } from './profiles';
import { repliesContract } from './replies';
import { safetyContract } from './safety';
import { searchContract } from './search';

/**
 * One behaviour suite for DataApi (and the profile half of AuthApi), run on every adapter: one file per
 * concern, as the adapters hold them, each run once here.
 */
export function dataContract(makeBackends: MakeBackends, options: DataContractOptions) {
  for (const suite of [
    postReadsContract,
    popularContract,
    bookmarksContract,
    searchContract,
    postMarksContract,
    commentsContract,
    repliesContract,
    postWritesContract,
    profilesContract,
    picturesContract,
    safetyContract,
    moderationContract,
    hiddenThreadContract,
    activityContract,
    editNoticesContract,
    memberSinceContract,
    followsContract,
  ]) {
    suite(makeBackends, options);
  }
}
