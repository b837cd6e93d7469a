import Dexie, { type EntityTable } from 'dexie';
import { nameKey, normalizeName } from '../../lib/names';
import type { AuthUser, Comment, Post, Profile, Topic } from '../types';

/** A post as stored: the shape of docs/data-model.md plus the local index keys. */
export interface PostRecord extends Post {
  searchTokens: string[];
  /**
   * IndexedDB cannot make a multi-entry index compound, so each entry carries the list's sort order
   * itself: [token, createdAt, id] per search token. An index range on these is then a newest-first
   * list like any other.
   */
  searchKeys: [string, number, string][];
}

/** A member's like of a post (`posts/{postId}/likes/{uid}`). */
export interface LikeRecord {
  postId: string;
  uid: string;
  createdAt: number;
}

/** A member's bookmark of a post (`users/{uid}/bookmarks/{postId}`); `createdAt` orders the list. */
export interface BookmarkRecord {
  uid: string;
  postId: string;
  createdAt: number;
}

/** A comment as stored; those stored before comments could be edited have no editedAt. */
export type CommentRecord = Omit<Comment, 'editedAt'> & { editedAt?: number };

export interface AccountRecord extends AuthUser {
  /** Hex PBKDF2 salt and hash of the password. */
  salt: string;
  hash: string;
}

/** A stored picture, like a Storage object: its path, who wrote it, and its URL. */
export interface FileRecord {
  path: string;
  owner: string;
  url: string;
}

/** A deleted post's id, never to be used again (as firestore.rules keeps `deletedPosts/{id}`). */
export interface TombstoneRecord {
  id: string;
  uid: string;
}

/**
 * A topic as `topics/{name}` stores it: keyed by its name, which is what a post holds, so that a post's
 * topic is known to exist by looking it up. `order` is where the topic list shows it.
 */
export interface TopicRecord extends Topic {
  order: number;
}

/** A display name's claim (`names/{key}` in firestore.rules): the one member who holds the name. */
export interface NameRecord {
  key: string;
  uid: string;
}

/**
 * A post its author began to publish with a picture that has not arrived yet (`pendingPosts/{id}`):
 * the texts to finish it with, seen by its author only; the post itself is written once, whole.
 */
export interface PendingPostRecord {
  id: string;
  uid: string;
  title: string;
  content: string;
  topic: string;
  createdAt: number;
}

/** A mail the local backend would have sent (its development outbox). */
export interface MailRecord {
  id: string;
  to: string;
  sentAt: number;
  /** The site path its link leads to. */
  link: string;
}

/** A password reset code: single-use (deleted when used), good until `expiresAt`. */
export interface ResetCodeRecord {
  code: string;
  uid: string;
  expiresAt: number;
}

/** Named flags, such as the marker that the seed ran. */
export interface MetaRecord {
  key: string;
}

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

  constructor(name: string) {
    // Dexie's query cache would keep every post record a list has read, search keys included, for as
    // long as the page lives: the heap then grows with each page scrolled. Live queries work without it.
    super(name, { cache: 'disabled' });
    // Every list is an index range read newest first with a limit; the trailing id breaks ties.
    this.version(1).stores({
      posts:
        'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *collectedKeys, *searchKeys',
      comments: 'id, [postId+createdAt]',
      users: 'uid',
      topics: 'id',
      accounts: 'uid, &email',
      files: 'path',
      meta: 'key',
    });
    // Posts once carried their author's e-mail address; anyone who reads a post must not see it.
    this.version(2)
      .stores({ deletedPosts: 'id' })
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
    this.version(6).stores({ pendingPosts: 'id, [uid+createdAt]' });
    // Password reset: the mails it would send, and their codes.
    this.version(7).stores({ outbox: 'id, sentAt', resetCodes: 'code' });
  }
}

/** What posts stored by builds before version 3 carried. */
interface LegacyMarks {
  likeBy?: string[];
  collectedBy?: string[];
  collectedKeys?: unknown;
}
