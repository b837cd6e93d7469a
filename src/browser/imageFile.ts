/**
 * Pictures are checked and shrunk in the browser, so what is uploaded is small, upright and carries no
 * metadata of the camera's.
 */

/** Checked before downsizing: a bigger file is refused outright (COPY errImageTooLarge). */
export const maxImageBytes = 20 * 1024 * 1024;
const postImageMaxSide = 1600;
/**
 * The card copy covers the box a card shows its picture in (4:3, object-fit: cover) at 2x: a phone's
 * card is about 360 by 270 CSS px (a desktop card's is smaller). It is cropped to that shape first, as
 * the card crops it anyway: a tall picture's copy is not a sliver stretched over the box.
 */
const cardBox = { width: 720, height: 540 } as const;
const avatarSide = 512;
const jpegQuality = 0.85;

export type ImageProblem = 'not-image' | 'too-large';

/** The file passed the cheap checks, but the browser could not decode it. */
export class NotAnImageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('not-image', options);
    this.name = 'NotAnImageError';
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const signatures: { type: string; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (h) => startsWith(h, [0x89, ...ascii('PNG\r\n\x1a\n')]) },
  { type: 'image/gif', matches: (h) => startsWith(h, ascii('GIF8')) },
  {
    type: 'image/webp',
    matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
  },
  { type: 'image/bmp', matches: (h) => startsWith(h, ascii('BM')) },
  {
    type: 'image/avif',
    matches: (h) =>
      startsWith(h, ascii('ftyp'), 4) &&
      (startsWith(h, ascii('avif'), 8) || startsWith(h, ascii('avis'), 8)),
  },
];

/** The picture format the first bytes announce, among those browsers decode; null for anything else. */
export function sniffImageType(head: Uint8Array): string | null {
  return signatures.find((s) => s.matches(head))?.type ?? null;
}

/**
 * The checks that need no decoding. Browsers name a file's type after its extension, so a text file
 * called photo.jpg arrives as image/jpeg: the first bytes must agree that it is a picture.
 */
export async function checkImageFile(file: Blob): Promise<ImageProblem | null> {
  if (file.size === 0) return 'not-image';
  if (file.type && !file.type.startsWith('image/')) return 'not-image';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageType(head)) return 'not-image';
  return file.size > maxImageBytes ? 'too-large' : null;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Fit = { maxSide: number; aspect?: number };

export interface Layout {
  /** The part of the picture kept. */
  source: Rect;
  width: number;
  height: number;
}

/**
 * Fits the picture within `maxSide` (never enlarging); with `aspect` (width / height), crops its
 * centre to that shape first.
 */
export function layoutImage(width: number, height: number, { maxSide, aspect }: Fit): Layout {
  const source = aspect ? centreCrop(width, height, aspect) : { x: 0, y: 0, width, height };
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  return {
    source,
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

function centreCrop(width: number, height: number, aspect: number): Rect {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  return {
    x: Math.floor((width - cropWidth) / 2),
    y: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * Decodes once, then shrinks and re-encodes as JPEG to each fit. Always re-encoded, even when already
 * small: that drops EXIF (a phone photo's GPS position among it), bakes the orientation into the pixels
 * so every viewer shows it upright, and bounds the bytes whatever the source format. Throws
 * NotAnImageError if undecodable.
 */
async function shrinkImage(file: Blob, fits: Fit[]): Promise<Blob[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (cause) {
    throw new NotAnImageError({ cause });
  }
  try {
    const shrunk: Blob[] = [];
    // One at a time: each canvas holds a full-size copy of the pixels while it encodes.
    for (const fit of fits) shrunk.push(await drawFitted(bitmap, fit));
    return shrunk;
  } finally {
    bitmap.close();
  }
}

function drawFitted(bitmap: ImageBitmap, fit: Fit): Promise<Blob> {
  const { source, width, height } = layoutImage(bitmap.width, bitmap.height, fit);
  return drawJpeg(width, height, (context) => {
    // JPEG has no transparency: without a backdrop a transparent PNG would turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    const { x, y } = source;
    context.drawImage(bitmap, x, y, source.width, source.height, 0, 0, width, height);
  });
}

/** A post's picture (for the detail page) and its card copy, from one decoding of the file. */
export async function shrinkPostPictures(file: Blob): Promise<{ full: Blob; card: Blob }> {
  const [full, card] = await shrinkImage(file, [
    { maxSide: postImageMaxSide },
    { maxSide: Math.max(cardBox.width, cardBox.height), aspect: cardBox.width / cardBox.height },
  ]);
  if (!full || !card) throw new NotAnImageError();
  return { full, card };
}

export async function shrinkAvatar(file: Blob): Promise<Blob> {
  const [avatar] = await shrinkImage(file, [{ maxSide: avatarSide, aspect: 1 }]);
  if (!avatar) throw new NotAnImageError();
  return avatar;
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawJpeg(width: number, height: number, draw: (c: Context2D) => void): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(context2d(canvas.getContext('2d')));
    return canvas.convertToBlob({ type: 'image/jpeg', quality: jpegQuality });
  }
  // Safari before 16.4 has no 2D OffscreenCanvas.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(context2d(canvas.getContext('2d')));
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas could not encode'))),
      'image/jpeg',
      jpegQuality,
    ),
  );
}

function context2d<T>(context: T | null): T {
  if (!context) throw new Error('no 2D canvas');
  return context;
}
