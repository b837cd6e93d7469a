/**
 * The bench's helper, built by scripts/bench.mjs into its own module (never into the app's bundle) and
 * loaded on a blank page of the served site, so it shares the app's origin and so its IndexedDB.
 * It writes through the app's own schema and index derivation (LocalDatabase, toRecord, searchTokens),
 * and shrinks pictures with the very function the publish flow calls (shrinkPostPictures).
 */
import { LocalDatabase, type PostRecord } from '../../src/backend/local/db';
import { autoId } from '../../src/backend/core/ids';
import { dataUrl } from '../../src/backend/local/pictures';
import { toRecord } from '../../src/backend/local/postRecords';
import type { Post } from '../../src/backend/types';
import { checkImageFile, shrinkPostPictures } from '../../src/browser/imageFile';
import { searchTokens } from '../../src/lib/searchTokens';
import { generatePost, random } from './generatedPosts';

const dbName = 'post-wall';

export interface SeedResult {
  posts: number;
  ms: number;
}

/**
 * Brings the posts table to exactly `total` posts: adds generated ones (interleaved in time with the
 * app's own seed) in one transaction, or deletes the oldest beyond `total`. Run it after the app has
 * opened the database once, so its seed has run and the topics and members exist.
 */
export async function seedTo(total: number): Promise<SeedResult> {
  const started = performance.now();
  const db = new LocalDatabase(dbName);
  try {
    const existing = await db.posts.count();
    if (existing > total) {
      const surplus = await db.posts
        .orderBy('[createdAt+id]')
        .limit(existing - total)
        .primaryKeys();
      await db.posts.bulkDelete(surplus);
    } else if (existing < total) {
      const [topics, users, images] = await Promise.all([
        db.topics.toArray(),
        db.users.toArray(),
        db.posts.toArray().then((posts) => posts.map((p) => p.imageUrl).filter(Boolean)),
      ]);
      const next = random(total);
      const now = Date.now();
      const pool = { authors: users, topics: topics.map((t) => t.name), pictures: images };
      const records: PostRecord[] = [];
      for (let i = existing; i < total; i += 1) {
        const post: Post = { id: autoId(), ...generatePost(i, next, pool, now) };
        records.push(toRecord(post, searchTokens(post.title, post.content)));
      }
      await db.transaction('rw', db.posts, () => db.posts.bulkAdd(records));
    }
    return { posts: await db.posts.count(), ms: performance.now() - started };
  } finally {
    db.close();
  }
}

export interface UploadResult {
  width: number;
  height: number;
  originalBytes: number;
  uploadedBytes: number;
  uploadedWidth: number;
  uploadedHeight: number;
  cardBytes: number;
  problem: string | null;
  ms: number;
}

/**
 * A photo-like JPEG: smooth light, soft shapes, texture at a few pixels' scale and faint sensor noise,
 * encoded as a camera would (quality 0.92). Pure per-pixel noise would be unlike a photo: it is what a
 * downscale averages away, so it would flatter the shrinking.
 */
export async function makePhoto(width: number, height: number): Promise<Blob> {
  const next = random(width * height);
  const canvas = new OffscreenCanvas(width, height);
  const c = canvas.getContext('2d');
  if (!c) throw new Error('no 2D canvas');
  const sky = c.createLinearGradient(0, 0, width * 0.3, height);
  sky.addColorStop(0, '#6fa8dc');
  sky.addColorStop(0.55, '#f6d7a7');
  sky.addColorStop(1, '#3d5a3a');
  c.fillStyle = sky;
  c.fillRect(0, 0, width, height);
  c.filter = 'blur(12px)';
  for (let i = 0; i < 260; i += 1) {
    const r = 40 + next() * 500;
    const g = c.createRadialGradient(0, 0, 0, 0, 0, r);
    const hue = Math.floor(next() * 360);
    g.addColorStop(0, `hsla(${hue}, 55%, ${30 + next() * 45}%, 0.9)`);
    g.addColorStop(1, `hsla(${hue}, 55%, 50%, 0)`);
    c.setTransform(1, 0, 0, 0.4 + next(), next() * width, next() * height);
    c.fillStyle = g;
    c.beginPath();
    c.arc(0, 0, r, 0, Math.PI * 2);
    c.fill();
  }
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.filter = 'none';

  // Texture (foliage, fabric, gravel): noise drawn at a quarter of the size and scaled up smoothly.
  const tw = Math.ceil(width / 4);
  const th = Math.ceil(height / 4);
  const texture = new OffscreenCanvas(tw, th);
  const t = texture.getContext('2d');
  if (!t) throw new Error('no 2D canvas');
  const tex = t.createImageData(tw, th);
  for (let i = 0; i < tex.data.length; i += 4) {
    const v = next() * 255;
    tex.data[i] = v;
    tex.data[i + 1] = v * (0.8 + next() * 0.4);
    tex.data[i + 2] = v * 0.7;
    tex.data[i + 3] = 255;
  }
  t.putImageData(tex, 0, 0);
  c.globalAlpha = 0.22;
  c.globalCompositeOperation = 'overlay';
  c.imageSmoothingQuality = 'high';
  c.drawImage(texture, 0, 0, width, height);
  c.globalAlpha = 1;
  c.globalCompositeOperation = 'source-over';

  // Sensor noise, a few levels per pixel.
  const image = c.getImageData(0, 0, width, height);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (next() - 0.5) * 10;
    d[i] = (d[i] as number) + n;
    d[i + 1] = (d[i + 1] as number) + n;
    d[i + 2] = (d[i + 2] as number) + n;
  }
  c.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

/** A 4000 x 3000 photo run through the publish flow's checks and downsizing. */
export async function measureUpload(width = 4000, height = 3000): Promise<UploadResult> {
  const photo = await makePhoto(width, height);
  const started = performance.now();
  const problem = await checkImageFile(photo);
  const { full: uploaded, card } = await shrinkPostPictures(photo);
  const ms = performance.now() - started;
  const bitmap = await createImageBitmap(uploaded);
  const result: UploadResult = {
    width,
    height,
    originalBytes: photo.size,
    uploadedBytes: uploaded.size,
    uploadedWidth: bitmap.width,
    uploadedHeight: bitmap.height,
    cardBytes: card.size,
    problem,
    ms,
  };
  bitmap.close();
  return result;
}

/**
 * Publishes `count` photo posts, newest of all, each picture shrunk by the publish flow's own function
 * to its detail and card copies and stored as the local backend stores uploads (data: URLs). Returns
 * the bytes of the detail copies, what cards would load if they showed those.
 */
export async function addPhotoPosts(count: number): Promise<{ fullBytes: number }> {
  const db = new LocalDatabase(dbName);
  try {
    const [author] = await db.users.toArray();
    if (!author) throw new Error('the app has not seeded the database');
    const now = Date.now();
    let fullBytes = 0;
    const records: PostRecord[] = [];
    for (let i = 0; i < count; i += 1) {
      const { full, card } = await shrinkPostPictures(await makePhoto(3000 + i * 16, 2000));
      fullBytes += full.size;
      const post: Post = {
        id: autoId(),
        title: `照片 #${i}`,
        content: '相片',
        topic: '生活',
        createdAt: now + i,
        author: { uid: author.uid, displayName: author.displayName, photoURL: author.photoURL },
        uid: author.uid,
        imageUrl: await dataUrl(full),
        thumbUrl: await dataUrl(card),
        likeCount: 0,
        commentsCount: 0,
        hidden: false,
      };
      records.push(toRecord(post, searchTokens(post.title, post.content)));
    }
    await db.posts.bulkAdd(records);
    return { fullBytes };
  } finally {
    db.close();
  }
}
