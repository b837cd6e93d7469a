import type {
  CommentRecord,
  AccountRecord,
  BookmarkRecord,
  LikeRecord,
  LocalDatabase,
  NoticeRecord,
  PostRecord,
  TopicRecord,
} from './db';
import { seededKey } from './db';
import { autoId } from '../core/ids';
import { commentNotices } from '../core/checks';
import { likesNotice } from '../core/inboxApi';
import { nameKey } from '../../lib/names';
import { newPost } from '../core/postFields';
import { hashPassword } from './passwords';
import { profileOf } from './profiles';
import { toRecord } from './postRecords';
import { seedMembers, seedPassword, seedPosts, seedTopics, type SeedMemberKey } from './seedData';

const hour = 60 * 60 * 1000;
const commentGap = 20 * 60 * 1000;

async function seedAccounts(): Promise<Record<SeedMemberKey, AccountRecord>> {
  // Every seeded member has the demo password, printed on the sign-in page: a salt each would keep
  // nothing more secret, and each hash is a slow PBKDF2 (passwords.ts) a first visit waits for.
  const password = await hashPassword(seedPassword);
  const accounts = Object.entries(seedMembers).map(([key, member]) => {
    const account: AccountRecord = {
      uid: autoId(),
      ...member,
      // The demo member moderates, so a tester can try the moderators' queue (issue 29).
      moderator: key === 'demo',
      joinedAt: Date.now() - 30 * 24 * hour,
      ...password,
    };
    return [key, account] as const;
  });
  return Object.fromEntries(accounts) as Record<SeedMemberKey, AccountRecord>;
}

/** Keyed by name, as firestore.rules look a post's topic up; listed in the order of seedTopics. */
function topicRecords(): TopicRecord[] {
  return seedTopics.map((name, order) => ({ id: name, name, order }));
}

/** The seed's topics and nothing else, for a database that is otherwise empty (tests); idempotent. */
export async function seedTopicsOnly(db: LocalDatabase): Promise<void> {
  await db.topics.bulkPut(topicRecords());
}

/** Every record of the seed, its times counted back from `now`. */
async function seedRecords(now: number) {
  const accounts = await seedAccounts();
  const uidOf = (key: SeedMemberKey) => accounts[key].uid;
  const topics = topicRecords();
  const posts: PostRecord[] = [];
  const comments: CommentRecord[] = [];
  const likes: LikeRecord[] = [];
  const bookmarks: BookmarkRecord[] = [];
  // The notices the seeded acts would have left (issue 47), so the demo member's 通知 has some.
  const notices: NoticeRecord[] = [];

  for (const seed of seedPosts) {
    // The seed pictures are drawings (SVG), as sharp and small on a card as on the detail page.
    const pictures = { imageUrl: seed.image, thumbUrl: seed.image };
    const post = {
      id: autoId(),
      ...newPost(seed, accounts[seed.author], pictures, {
        createdAt: now - seed.hoursAgo * hour,
        clock: now - seed.hoursAgo * hour,
        likeCount: seed.likedBy.length,
        commentsCount: seed.comments.length,
      }),
    };
    const record = toRecord(post, post.searchTokens);
    posts.push(record);
    // Liked and bookmarked a while after it was written, each member a minute after the last.
    const marked = (key: SeedMemberKey, i: number) => ({
      postId: post.id,
      uid: uidOf(key),
      createdAt: post.createdAt + hour / 2 + i * 60_000,
    });
    likes.push(...seed.likedBy.map(marked));
    const likers = seed.likedBy.filter((key) => uidOf(key) !== post.uid);
    if (likers.length > 0) {
      // At the last like's time (`marked` below).
      const lastLike = post.createdAt + hour / 2 + (seed.likedBy.length - 1) * 60_000;
      const told = likesNotice(post.id, post.title, lastLike);
      notices.push({ ...told, likeCount: likers.length, uid: post.uid });
    }
    bookmarks.push(...seed.collectedBy.map(marked));
    seed.comments.forEach(({ author, content }, i) => {
      const { uid, displayName, photoURL } = accounts[author];
      const createdAt = post.createdAt + (i + 1) * commentGap;
      const commentAuthor = { uid, displayName, photoURL };
      comments.push({
        id: autoId(),
        postId: post.id,
        content,
        createdAt,
        editedAt: 0,
        author: commentAuthor,
        uid,
        hidden: false,
      });
      const act = { postId: post.id, title: post.title, postAuthor: post.uid, from: uid, content };
      for (const [to, notice] of commentNotices(
        { ...act, commentId: comments.at(-1)!.id },
        createdAt,
      ))
        notices.push({ ...notice, uid: to });
    });
  }
  const members = Object.values(accounts);
  return {
    topics,
    accounts: members,
    users: members.map(profileOf),
    posts,
    comments,
    likes,
    bookmarks,
    notices,
  };
}

/**
 * Fills a new database with the demo content, once. The marker is checked again in the writing
 * transaction, so two tabs opening a new profile at the same moment seed it once. The passwords are
 * hashed before that transaction: an IndexedDB transaction cannot wait for WebCrypto.
 */
export async function seedDatabase(db: LocalDatabase): Promise<void> {
  if (await db.meta.get(seededKey)) return;
  const records = await seedRecords(Date.now());
  const tables = [
    db.topics,
    db.accounts,
    db.users,
    db.names,
    db.posts,
    db.comments,
    db.likes,
    db.bookmarks,
    db.notices,
    db.meta,
  ];
  await db.transaction('rw', tables, async () => {
    if (await db.meta.get(seededKey)) return;
    await db.topics.bulkAdd(records.topics);
    await db.accounts.bulkAdd(records.accounts);
    await db.users.bulkAdd(records.users);
    // The seed members' names are theirs, as a sign-up would have claimed them.
    await db.names.bulkAdd(
      records.users.map(({ uid, displayName }) => ({ key: nameKey(displayName), uid })),
    );
    // One post a request: Chromium clones each record and Dexie notes its search keys in the task
    // that sends it, and 13 posts sent at once made one task of 75 to 160 ms (a long task, Lighthouse's
    // TBT). Each awaited request ends its task; the transaction stays one, so no one sees a half seed.
    for (const post of records.posts) await db.posts.add(post);
    await db.comments.bulkAdd(records.comments);
    await db.likes.bulkAdd(records.likes);
    await db.bookmarks.bulkAdd(records.bookmarks);
    await db.notices.bulkAdd(records.notices);
    await db.meta.add({ key: seededKey });
  });
}
