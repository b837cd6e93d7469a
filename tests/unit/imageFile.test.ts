import '../fixtures/jsdomBlob';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NotAnImageError,
  checkImageFile,
  layoutImage,
  maxImageBytes,
  shrinkAvatar,
  shrinkPostPictures,
  sniffImageType,
} from '../../src/browser/imageFile';
import { fakeImageDecoding } from '../fixtures/fakeImageDecoding';
import {
  exifOrientation,
  fixtureBytes,
  fixtureFile,
  storedSize,
  withExifOrientation,
} from '../fixtures/images';

const png = fixtureBytes('red-corner-60x40.png');
const jpeg = fixtureBytes('red-corner-60x40.jpg');
const rotatedJpeg = withExifOrientation(jpeg, 6);

/** A file of `size` bytes that starts like `head`: a big picture without megabytes of fixtures. */
function fileOfSize(head: Uint8Array, size: number, name = 'big.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes.buffer], name, { type: 'image/png' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fixtures are what they claim (real bytes)', () => {
  it('stores a 60x40 PNG and JPEG, and the EXIF copy declares orientation 6', () => {
    expect(storedSize(png)).toEqual({ width: 60, height: 40 });
    expect(storedSize(jpeg)).toEqual({ width: 60, height: 40 });
    expect(storedSize(rotatedJpeg)).toEqual({ width: 60, height: 40 });
    expect(exifOrientation(jpeg)).toBeNull();
    expect(exifOrientation(rotatedJpeg)).toBe(6);
  });
});

describe('sniffImageType reads the first bytes', () => {
  it('recognises PNG, JPEG and EXIF JPEG from real files', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(rotatedJpeg)).toBe('image/jpeg');
  });

  it('recognises GIF, WebP, BMP and AVIF headers', () => {
    const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('BM\0\0'))).toBe('image/bmp');
    expect(sniffImageType(bytes('\0\0\0\x1cftypavif'))).toBe('image/avif');
  });

  it('refuses text, an empty head, SVG and a RIFF that is not WebP', () => {
    const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    expect(sniffImageType(fixtureBytes('text-named.jpg'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('checkImageFile: type, first bytes and size, without decoding', () => {
  it('accepts a PNG, a JPEG and a JPEG with EXIF rotation', async () => {
    expect(await checkImageFile(fixtureFile('red-corner-60x40.png'))).toBeNull();
    expect(await checkImageFile(fixtureFile('red-corner-60x40.jpg'))).toBeNull();
    expect(await checkImageFile(fixtureFile('rotated.jpg', rotatedJpeg))).toBeNull();
  });

  it('refuses a text file named .jpg although the browser calls it image/jpeg', async () => {
    const file = fixtureFile('text-named.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await checkImageFile(file)).toBe('not-image');
  });

  it('refuses a 0-byte file and a file whose type is not an image', async () => {
    expect(await checkImageFile(fixtureFile('empty.jpg'))).toBe('not-image');
    const pdf = new File([png.slice().buffer], 'doc.pdf', { type: 'application/pdf' });
    expect(await checkImageFile(pdf)).toBe('not-image');
  });

  it('goes by the bytes when the browser gives no type', async () => {
    expect(await checkImageFile(new File([jpeg.slice().buffer], 'photo'))).toBeNull();
    expect(await checkImageFile(new File(['hello'], 'notes'))).toBe('not-image');
  });

  it('accepts exactly 20 MB and refuses one byte more', async () => {
    expect(await checkImageFile(fileOfSize(png, maxImageBytes))).toBeNull();
    expect(await checkImageFile(fileOfSize(png, maxImageBytes + 1))).toBe('too-large');
  });

  it('calls a big file that is not a picture "not an image", not "too large"', async () => {
    const text = new TextEncoder().encode('just text');
    expect(await checkImageFile(fileOfSize(text, maxImageBytes + 1, 'big.jpg'))).toBe('not-image');
  });
});

describe('layoutImage', () => {
  const post = { maxSide: 1600 };
  const avatar = { maxSide: 512, aspect: 1 };
  const card = { maxSide: 720, aspect: 4 / 3 };

  it('fits the longest side within 1600, keeping the proportions', () => {
    expect(layoutImage(4000, 3000, post)).toMatchObject({ width: 1600, height: 1200 });
    expect(layoutImage(3000, 2000, post)).toMatchObject({ width: 1600, height: 1067 });
    expect(layoutImage(2000, 3000, post)).toMatchObject({ width: 1067, height: 1600 });
    expect(layoutImage(4000, 3000, post).source).toEqual({ x: 0, y: 0, width: 4000, height: 3000 });
  });

  it('never enlarges', () => {
    expect(layoutImage(800, 600, post)).toMatchObject({ width: 800, height: 600 });
    expect(layoutImage(1600, 10, post)).toMatchObject({ width: 1600, height: 10 });
  });

  it('keeps at least one pixel of a very thin picture', () => {
    expect(layoutImage(16000, 2, post)).toMatchObject({ width: 1600, height: 1 });
  });

  it('crops an avatar to its centre square, then fits it within 512', () => {
    expect(layoutImage(4000, 3000, avatar)).toEqual({
      source: { x: 500, y: 0, width: 3000, height: 3000 },
      width: 512,
      height: 512,
    });
    expect(layoutImage(300, 500, avatar)).toEqual({
      source: { x: 0, y: 100, width: 300, height: 300 },
      width: 300,
      height: 300,
    });
  });

  it("crops a card copy to the card's 4:3 box, so a tall or wide picture stays sharp in it", () => {
    // A tall picture: its full width, the middle 225 rows; not a 64 px wide sliver of the whole.
    expect(layoutImage(300, 3000, card)).toEqual({
      source: { x: 0, y: 1387, width: 300, height: 225 },
      width: 300,
      height: 225,
    });
    expect(layoutImage(3000, 300, card)).toEqual({
      source: { x: 1300, y: 0, width: 400, height: 300 },
      width: 400,
      height: 300,
    });
    // A photo covers the 2x box exactly.
    expect(layoutImage(4000, 3000, card)).toMatchObject({ width: 720, height: 540 });
    expect(layoutImage(3000, 4000, card)).toEqual({
      source: { x: 0, y: 875, width: 3000, height: 2250 },
      width: 720,
      height: 540,
    });
  });
});

// jsdom cannot decode pictures: these run on a stand-in decoder (see fakeImageDecoding) and check what
// is asked of the browser. Real decoding, downsizing and EXIF rotation are tested in Chromium:
// tests/e2e/publish.e2e.ts.
describe('shrinkImage with a stand-in decoder (jsdom cannot decode)', () => {
  it('asks for EXIF orientation, draws the picture and its card copy, returns JPEGs and frees the bitmap', async () => {
    const fake = fakeImageDecoding();
    const big = fileOfSize(
      // A PNG header claiming 3000x2000: the stand-in reads only the header.
      (() => {
        const head = png.slice(0, 24);
        new DataView(head.buffer).setUint32(16, 3000);
        new DataView(head.buffer).setUint32(20, 2000);
        return head;
      })(),
      1000,
    );
    const { full, card } = await shrinkPostPictures(big);
    // Decoded once, drawn twice: the detail page's picture and the card's copy.
    expect(fake.decodeOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(fake.draws).toEqual([
      { canvas: { width: 1600, height: 1067 }, source: [0, 0, 3000, 2000], target: [1600, 1067] },
      // The card's 4:3 box at 2x, from the picture's centre in that shape.
      { canvas: { width: 720, height: 540 }, source: [166, 0, 2667, 2000], target: [720, 540] },
    ]);
    expect(full.type).toBe('image/jpeg');
    expect(card.type).toBe('image/jpeg');
    expect(fake.closed()).toBe(1);
  });

  it('crops an avatar to the centre square', async () => {
    const fake = fakeImageDecoding();
    await shrinkAvatar(fixtureFile('red-corner-60x40.jpg'));
    expect(fake.draws[0]).toMatchObject({ source: [10, 0, 40, 40], target: [40, 40] });
  });

  it('turns a decoding failure into NotAnImageError', async () => {
    fakeImageDecoding();
    await expect(shrinkPostPictures(fixtureFile('text-named.jpg'))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });
});
