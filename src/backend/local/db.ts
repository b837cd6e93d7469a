import Dexie, { type EntityTable } from 'dexie';
import { hotOf } from '../../lib/limits';
import { nameKey, normalizeName } from '../../lib/names';
import { seedDemoAccount } from '../core/demoAccount';
import { laterSchemas } from './laterSchemas';
import type { Profile, Topic } from '../types';
import type {
  PostRecord,
  LikeRecord,
  BookmarkRecord,
  CommentRecord,
  AccountRecord,
  FileRecord,
  TombstoneRecord,
  TopicRecord,
  NameRecord,
  PendingPostRecord,
  MailRecord,
  ResetCodeRecord,
  MetaRecord,
  ReportRecord,
  ReportByRecord,
  BlockRecord,
  ActivitySeenRecord,
  FollowsRecord,
} from './records';

export type * from './records'; // Every module that opens the database finds the records here too.

/** The meta record that says the demo content was written (local/seed.ts). */
export const seededKey = 'seeded';

export class LocalDatabase extends Dexie {
  posts!: EntityTable<PostRecord, 'id'>;
  comments!: EntityTable<CommentRecord, 'id'>;
  users!: EntityTable<Profile, 'uid'>;
  topics!: EntityTable<TopicRecord, 'id'>;
  accounts!: EntityTable<AccountRecord, 'uid'>;
  files!: EntityTable<FileRecord, 'path'>;
  deletedPosts!: EntityTable<TombstoneRecord, 'id'>;
  likes!: Dexie.Table<LikeRecord, [string, string]>;
  bookmarks!: Dexie.Table<BookmarkRecord, [string, string]>;
  meta!: EntityTable<MetaRecord, 'key'>;
  names!: EntityTable<NameRecord, 'key'>;
  pendingPosts!: EntityTable<PendingPostRecord, 'id'>;
  outbox!: EntityTable<MailRecord, 'id'>;
  resetCodes!: EntityTable<ResetCodeRecord, 'code'>;
  reports!: EntityTable<ReportRecord, 'key'>;
  reportsBy!: Dexie.Table<ReportByRecord, [string, string]>;
  blocks!: Dexie.Table<BlockRecord, [string, string]>;
  activitySeen!: EntityTable<ActivitySeenRecord, 'uid'>;
  follows!: EntityTable<FollowsRecord, 'uid'>;

  constructor(name: string) {
    // Dexie's query cache would keep every post record a list has read, search keys included, for as
    // long as the page lives: the heap then grows with each page scrolled. Live queries work without it.
    super(name, { cache: 'disabled' });
    // Every list is an index range read newest first with a limit; the trailing id breaks ties.
    // Dexie (3 and later) upgrades from the schema it finds installed, so only versions with an upgrade
    // or a new table are declared (each `stores` call parses every one before it: tens of ms with
    // eleven); versions 1, 6, 7 and 8 are folded into the next version that has one.
    // Posts once carried their author's e-mail address; anyone who reads a post must not see it.
    this.version(2)
      .stores({
        posts:
          'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *collectedKeys, *searchKeys',
        comments: 'id, [postId+createdAt]',
        users: 'uid',
        topics: 'id',
        accounts: 'uid, &email',
        files: 'path',
        meta: 'key',
        deletedPosts: 'id',
      })
      .upgrade((tx) =>
        tx
          .table<PostRecord>('posts')
          .toCollection()
          .modify((post) => {
            delete (post.author as Partial<{ email: string }>).email;
          }),
      );
    // Likes and bookmarks were arrays of uids on the post, which grew with its popularity and told
    // everyone who bookmarked what: each becomes a record of its member, and the post keeps a count.
    this.version(3)
      .stores({
        posts: 'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys',
        likes: '[postId+uid]',
        bookmarks: '[uid+postId], [uid+createdAt+postId]',
      })
      .upgrade(async (tx) => {
        const likes: LikeRecord[] = [];
        const bookmarks: BookmarkRecord[] = [];
        await tx
          .table<PostRecord & LegacyMarks>('posts')
          .toCollection()
          .modify((post) => {
            const { likeBy = [], collectedBy = [] } = post;
            // When a like or bookmark was made was never stored: the post's own time stands in.
            const made = { postId: post.id, createdAt: post.createdAt };
            likes.push(...likeBy.map((uid) => ({ ...made, uid })));
            bookmarks.push(...collectedBy.map((uid) => ({ ...made, uid })));
            post.likeCount = likeBy.length;
            delete post.likeBy;
            delete post.collectedBy;
            delete post.collectedKeys;
          });
        await tx.table<LikeRecord>('likes').bulkPut(likes);
        await tx.table<BookmarkRecord>('bookmarks').bulkPut(bookmarks);
      });
    // Topics were keyed '01', '02', ... in the order of the list: each is keyed by its name now, so a
    // post's topic can be looked up, and keeps its place in `order`.
    this.version(4)
      .stores({})
      .upgrade(async (tx) => {
        const topics = tx.table<Topic | TopicRecord, string>('topics');
        const old = await topics.orderBy('id').toArray();
        await topics.clear();
        await topics.bulkAdd(old.map(({ name }, order) => ({ id: name, name, order })));
      });
    // Display names became unique ignoring case and width: each member's name is claimed for them,
    // the first profile holding a name keeping it when two already share one.
    this.version(5)
      .stores({ names: 'key' })
      .upgrade(async (tx) => {
        const claims = new Map<string, NameRecord>();
        await tx
          .table<Profile>('users')
          .toCollection()
          .each(({ uid, displayName }) => {
            const key = nameKey(normalizeName(displayName));
            if (key && !claims.has(key)) claims.set(key, { key, uid });
          });
        await tx.table<NameRecord>('names').bulkPut([...claims.values()]);
      });
    // Drafts of picture posts in flight (version 6); password reset's mails and codes (7); reports,
    // which the moderators' queue reads by count, then newest, and each member's blocks (8).
    // Moderators: the seeded demo member is one (a database seeded before this version too).
    this.version(9)
      .stores({
        pendingPosts: 'id, [uid+createdAt]',
        outbox: 'id, sentAt',
        resetCodes: 'code',
        reports: 'key, [count+lastReportedAt]',
        reportsBy: '[key+uid]',
        blocks: '[uid+blocked], [uid+createdAt]',
      })
      .upgrade((tx) =>
        tx
          .table<AccountRecord, string>('accounts')
          .where('email')
          .equals(seedDemoAccount.email)
          .modify({ moderator: true }),
      );
    // 熱門: each post's `hot` (lib/limits.ts hotOf), read in order like the newest-first lists.
    this.version(10)
      .stores({
        posts:
          'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys, ' +
          '[hot+createdAt+id], [topic+hot+createdAt+id]',
      })
      .upgrade((tx) =>
        tx
          .table<PostRecord>('posts')
          .toCollection()
          .modify((post) => {
            post.hot = hotOf(post.createdAt, post.likeCount);
          }),
      );
    // Activity (issue 30): the comments that notify a member, their posts by the latest like, and
    // when they last looked. Comments stored before then notify their post's author.
    this.version(11)
      .stores({
        posts:
          'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *searchKeys, ' +
          '[hot+createdAt+id], [topic+hot+createdAt+id], [uid+lastLikedAt+id]',
        comments: 'id, [postId+createdAt], [notify+createdAt]',
        activitySeen: 'uid',
      })
      .upgrade(async (tx) => {
        const authors = new Map<string, string>();
        await tx.table<PostRecord>('posts').each((post) => authors.set(post.id, post.uid));
        await tx
          .table<CommentRecord>('comments')
          .toCollection()
          .modify((comment) => {
            const author = authors.get(comment.postId) ?? '';
            comment.notify = author === comment.uid ? '' : author;
          });
      });
    laterSchemas(this);
  }
}

/** What posts stored by builds before version 3 carried. */
interface LegacyMarks {
  likeBy?: string[];
  collectedBy?: string[];
  collectedKeys?: unknown;
}
