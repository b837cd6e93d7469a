import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  terminate,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { commentNotices } from '../../src/backend/core/checks';
import { likesNotice, type Notice } from '../../src/backend/core/inboxApi';
import { newPost } from '../../src/backend/core/postFields';
import { authHost, firestoreHost, projectId } from '../offline/firebaseSite';

/** An account on the Auth emulator (its REST sign-up), with its profile; returns its uid. */
export async function account(email: string, password: string, displayName: string) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName }),
    },
  );
  if (!response.ok) throw new Error(`signing ${email} up: ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

const history = 50;
const text = (length: number, seed: string) => `${seed}，`.repeat(length).slice(0, length);

/**
 * A member's busy history, as issue 47 measured it, written past the rules (the emulator's owner
 * token) in the shapes both the activity before the inbox read (comments' `notify`, `answers` and
 * `mentions`, posts' `lastLikedAt`) and the inbox reads (the notices): `history` posts of theirs of
 * about 4,000 characters, each liked by another member, commented on by another, one reply to a
 * comment of theirs under each, one comment mentioning them under each.
 */
export async function seedBusyHistory(uid: string, name: string, others: string[]) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `weigh-${Date.now()}`);
  const db = getFirestore(app);
  const at = firestoreHost!.lastIndexOf(':');
  connectFirestoreEmulator(db, firestoreHost!.slice(0, at), Number(firestoreHost!.slice(at + 1)), {
    mockUserToken: 'owner',
  });
  const author = { uid, displayName: name, photoURL: '' };
  const writer = (i: number) => others[i % others.length]!;
  const tell = (batch: WriteBatch, to: string, { id, ...notice }: Notice) =>
    batch.set(doc(db, 'users', to, 'notices', id), {
      ...notice,
      at: Timestamp.fromMillis(notice.at),
    });
  try {
    const now = Date.now() - history * 60_000;
    for (let i = 0; i < history; i += 1) {
      const batch = writeBatch(db);
      const created = now + i * 60_000;
      const post = doc(collection(db, 'posts'));
      const title = `忙碌會員的第 ${i + 1} 篇文章`;
      const draft = { title, content: text(4000, `第${i}篇的內容很長`), topic: '生活' };
      batch.set(
        post,
        newPost(
          draft,
          author,
          { imageUrl: '', thumbUrl: '' },
          {
            createdAt: Timestamp.fromMillis(created),
            clock: created,
            likeCount: 1,
            commentsCount: 4,
          },
        ),
      );
      batch.update(post, { lastLikedAt: Timestamp.fromMillis(created + 1000) });
      batch.set(doc(post, 'likes', writer(i)), { createdAt: Timestamp.fromMillis(created + 1000) });
      tell(batch, uid, { ...likesNotice(post.id, title, created + 1000), likeCount: 1 });
      // Another's comment; theirs; a reply to theirs; a comment that mentions them.
      const comments = [
        { from: writer(i), content: `留言 ${i}` },
        { from: uid, content: `我的留言 ${i}` },
        { from: writer(i + 1), content: `回覆你 ${i}`, answers: uid },
        { from: writer(i + 2), content: `<@${uid}> 你看 ${i}`, mentions: [uid] },
      ];
      let replyTo = '';
      comments.forEach(({ from, content, answers, mentions }, k) => {
        const comment = doc(collection(post, 'comments'));
        const time = created + 2000 + k * 1000;
        if (from === uid) replyTo = comment.id;
        batch.set(comment, {
          content,
          createdAt: Timestamp.fromMillis(time),
          author: { uid: from, displayName: from, photoURL: '' },
          uid: from,
          hidden: false,
          notify: from === uid ? '' : uid,
          ...(answers && { replyTo, answerOf: replyTo, answers }),
          ...(mentions && { mentions }),
        });
        const act = { postId: post.id, title, postAuthor: uid, commentId: comment.id, from };
        for (const [to, notice] of commentNotices({ ...act, content, answers, mentions }, time)) {
          tell(batch, to, notice);
        }
      });
      await batch.commit();
    }
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}
