import '../fixtures/jsdomBlob';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDraftPicture, readDraftPicture } from '../../src/browser/draftPictures';
import { draftKey, forgetDraft, keepDraft, readDraft } from '../../src/browser/draftStore';
import { fixtureBytes, fixtureFile } from '../fixtures/images';

afterEach(() => localStorage.clear());

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

describe('the draft store', () => {
  it("keeps each member's texts apart, and forgets them", () => {
    const mine = draftKey('uid-a', 'new-post');
    const theirs = draftKey('uid-b', 'new-post');
    keepDraft(mine, { fields: { title: '甲' }, picture: false });
    expect(readDraft(mine)).toEqual({ fields: { title: '甲' }, picture: false });
    expect(readDraft(theirs)).toBeNull();
    forgetDraft(mine);
    expect(readDraft(mine)).toBeNull();
  });

  it('reads what something else left under a key as no draft, keeping only text fields', () => {
    const key = draftKey('uid-a', 'new-post');
    for (const stored of ['not json', '42', '{"fields":null}', 'null']) {
      localStorage.setItem(key, stored);
      expect(readDraft(key)).toBeNull();
    }
    localStorage.setItem(
      key,
      JSON.stringify({ fields: { title: '甲', topic: 7 }, picture: 'yes' }),
    );
    expect(readDraft(key)).toEqual({ fields: { title: '甲' }, picture: false });
  });

  it('gives back the picture as it was chosen: name, type and bytes', async () => {
    const key = draftKey('uid-a', 'picture-round-trip');
    await keepDraftPicture(key, fixtureFile('red-corner-60x40.png'));
    const back = await readDraftPicture(key);
    expect(back?.name).toBe('red-corner-60x40.png');
    expect(back?.type).toBe('image/png');
    expect(await bytesOf(back as File)).toEqual(fixtureBytes('red-corner-60x40.png'));
    expect(await readDraftPicture(draftKey('uid-b', 'picture-round-trip'))).toBeNull();
  });

  it('lands writes in the order asked: a picture chosen then removed is not kept', async () => {
    const key = draftKey('uid-a', 'picture-order');
    void keepDraftPicture(key, fixtureFile('red-corner-60x40.png'));
    void keepDraftPicture(key, null);
    expect(await readDraftPicture(key)).toBeNull();

    void keepDraftPicture(key, null);
    void keepDraftPicture(key, fixtureFile('red-corner-60x40.jpg'));
    expect((await readDraftPicture(key))?.name).toBe('red-corner-60x40.jpg');
  });
});
