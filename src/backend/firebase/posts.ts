import type { Auth } from 'firebase/auth';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  endAt,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type FieldValue,
  type Firestore,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import { searchTokens } from '../../lib/searchTokens';
import { checkPostTexts } from '../core/limits';
import { ownedBy } from '../core/ownership';
import { searchPosts } from '../core/search';
import type { Author, DataApi, Post, PostFilter } from '../types';
import { requireUser } from './auth';
import { saveProfile } from './profiles';
import { cursorAt, cursorValues, listOrder } from './cursors';
import { watchDocument, watchQuery } from './live';
import type { ImageStore } from './storage';

/** `posts/{id}` as stored. `lastCommentId` exists for firestore.rules only (see comments.ts). */
interface PostDoc {
  title: string;
  content: string;
  topic: string;
  createdAt: Timestamp;
  author: Author;
  uid: string;
  imageUrl: string;
  thumbUrl: string;
  likeBy: string[];
  collectedBy: string[];
  commentsCount: number;
  searchTokens: string[];
  lastCommentId?: string;
}

const topicLimit = 100;
/** Comments removed per batch when a post is deleted: each removal costs the rules one lookup. */
const commentSweep = 10;

export type PostsApi = Pick<
  DataApi,
  | 'listTopics'
  | 'watchPosts'
  | 'watchPost'
  | 'searchPosts'
  | 'publishPost'
  | 'updatePost'
  | 'deletePost'
  | 'setLike'
  | 'setBookmark'
>;

export function toPost(snapshot: DocumentSnapshot): Post {
  // A post written in this tab has no server time yet; the estimate keeps it sortable and displayable.
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as Partial<PostDoc>;
  return {
    id: snapshot.id,
    title: data.title ?? '',
    content: data.content ?? '',
    topic: data.topic ?? '',
    createdAt: data.createdAt?.toMillis() ?? 0,
    author: {
      uid: data.author?.uid ?? data.uid ?? '',
      displayName: data.author?.displayName ?? '',
      photoURL: data.author?.photoURL ?? '',
    },
    uid: data.uid ?? '',
    imageUrl: data.imageUrl ?? '',
    thumbUrl: data.thumbUrl ?? '',
    likeBy: data.likeBy ?? [],
    collectedBy: data.collectedBy ?? [],
    commentsCount: data.commentsCount ?? 0,
  };
}

function filterBy(filter: PostFilter): QueryConstraint[] {
  switch (filter.kind) {
    case 'all':
      return [];
    case 'topic':
      return [where('topic', '==', filter.topic)];
    case 'author':
      return [where('uid', '==', filter.uid)];
    case 'collectedBy':
      return [where('collectedBy', 'array-contains', filter.uid)];
  }
}

export function createPostsApi({
  db,
  auth,
  images,
}: {
  db: Firestore;
  auth: Auth;
  images: () => Promise<ImageStore>;
}): PostsApi {
  const posts = collection(db, 'posts');

  const ownPost = async (id: string) => {
    const user = requireUser(auth);
    const snapshot = await getDoc(doc(posts, id));
    ownedBy(snapshot.exists() ? (snapshot.data() as PostDoc) : undefined, user.uid);
    return snapshot;
  };

  const setMember = (field: 'likeBy' | 'collectedBy', postId: string, on: boolean) => {
    const { uid } = requireUser(auth);
    return updateDoc(doc(posts, postId), { [field]: on ? arrayUnion(uid) : arrayRemove(uid) });
  };

  return {
    async listTopics() {
      const snapshot = await getDocs(query(collection(db, 'topics'), limit(topicLimit)));
      return snapshot.docs.map((topic) => ({ id: topic.id, name: String(topic.get('name')) }));
    },

    watchPosts(filter, { after, until, limit: max }, callback, onError) {
      const constraints = [...filterBy(filter), ...listOrder];
      if (after) constraints.push(startAfter(...cursorValues(after)));
      if (until) constraints.push(endAt(...cursorValues(until)));
      constraints.push(limit(max));
      return watchQuery(
        query(posts, ...constraints),
        ({ docs }) => {
          const last = docs.at(-1);
          callback(docs.map(toPost), last ? cursorAt(last) : null);
        },
        onError,
      );
    },

    watchPost(id, callback, onError) {
      return watchDocument(
        doc(posts, id),
        (snapshot) => callback(snapshot.exists() ? toPost(snapshot) : null),
        onError,
      );
    },

    searchPosts: (text, max) =>
      searchPosts<DocumentSnapshot>(text, max, async (token, size, after) => {
        const page = await getDocs(
          query(
            posts,
            where('searchTokens', 'array-contains', token),
            orderBy('createdAt', 'desc'),
            ...(after ? [startAfter(after)] : []),
            limit(size),
          ),
        );
        return { posts: page.docs.map(toPost), end: page.docs.at(-1) };
      }),

    async publishPost(id, { title, content, topic, imageUrl, thumbUrl = '' }) {
      const user = requireUser(auth);
      checkPostTexts({ title, content, topic });
      const author: Author = {
        uid: user.uid,
        displayName: user.displayName ?? '',
        photoURL: user.photoURL ?? '',
      };
      const post: Omit<PostDoc, 'createdAt'> & { createdAt: FieldValue } = {
        title,
        content,
        topic,
        imageUrl,
        thumbUrl,
        createdAt: serverTimestamp(),
        author,
        uid: user.uid,
        likeBy: [],
        collectedBy: [],
        commentsCount: 0,
        searchTokens: searchTokens(title, content),
      };
      await setDoc(doc(posts, id), post);
      await saveProfile(db, {
        uid: user.uid,
        displayName: author.displayName,
        photoURL: author.photoURL,
      });
    },

    async updatePost(id, patch) {
      const current = (await ownPost(id)).data() as PostDoc;
      const title = patch.title ?? current.title;
      const content = patch.content ?? current.content;
      const topic = patch.topic ?? current.topic;
      checkPostTexts({ title, content, topic });
      // Unchanged values are not changes to firestore.rules (diff().affectedKeys() ignores them).
      await updateDoc(doc(posts, id), {
        title,
        content,
        topic,
        imageUrl: patch.imageUrl ?? current.imageUrl,
        thumbUrl: patch.thumbUrl ?? current.thumbUrl ?? '',
        searchTokens: searchTokens(title, content),
      });
    },

    async deletePost(id) {
      const current = await ownPost(id);
      const { ref } = current;
      // The tombstone retires the id in the same batch: no later post can take it, and its comments.
      const retire = writeBatch(db);
      retire.delete(ref);
      retire.set(doc(db, 'deletedPosts', id), { uid: current.get('uid') as string });
      await retire.commit();
      // Whoever deleted the post may then sweep up its comments (firestore.rules).
      const comments = collection(ref, 'comments');
      for (;;) {
        const page = await getDocs(query(comments, limit(commentSweep)));
        if (page.empty) break;
        const batch = writeBatch(db);
        page.docs.forEach((comment) => batch.delete(comment.ref));
        await batch.commit();
      }
      // Only a post with a picture has one in Storage (an edit replaces a picture, never removes it):
      // a post without one neither loads Storage nor asks it.
      if (current.get('imageUrl')) await (await images()).removePostPictures(id);
    },

    setLike: (postId, on) => setMember('likeBy', postId, on),
    setBookmark: (postId, on) => setMember('collectedBy', postId, on),
  };
}
