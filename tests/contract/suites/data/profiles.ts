import { describe, expect, it } from 'vitest';
import type { Backend, Profile } from '../../../../src/backend/types';
import { textLimits } from '../../../../src/lib/limits';
import { freshEmail } from '../auth';
import { codeOf } from '../../../support/codeOf';
import {
  dataContractHarness,
  unique,
  atLength,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Profiles: unique, normalised display names, delivered complete and live. */
export function profilesContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, profilesOf, signUp } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    describe('display names', () => {
      /** `name` in full-width letters and digits (U+FF01-U+FF5E), as an IME may type it. */
      const fullWidth = (name: string) =>
        name.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x21 + 0xff01));

      it("refuses another member's name in another case, in full width or with a zero-width space; a member may change their own name's case", async () => {
        const taken = unique('Name');
        await signUp(a, taken);
        await signUp(b);
        for (const variant of [taken, taken.toUpperCase(), fullWidth(taken), `${taken}\u200b`]) {
          expect(await codeOf(b.updateDisplayName(variant)), variant).toBe('name-taken');
        }
        expect(b.currentUser()?.displayName).toBe('');
        await a.updateDisplayName(taken.toUpperCase());
        expect(a.currentUser()?.displayName).toBe(taken.toUpperCase());
        const mine = unique('mine');
        await b.updateDisplayName(mine);
        expect(b.currentUser()?.displayName).toBe(mine);
      });

      it('stores a name normalised: full-width letters as ASCII, invisible characters dropped, trimmed', async () => {
        const member = await signUp(a);
        const name = unique('wide');
        await a.updateDisplayName(`  ${fullWidth(name)}\u200b\u202e `);
        expect(a.currentUser()?.displayName).toBe(name);
        expect((await profilesOf(b, [member.uid])).get(member.uid)?.displayName).toBe(name);
        expect(await codeOf(a.updateDisplayName('\u3164\u200b'))).toBe('invalid-argument');
      });

      it('gives up the old name on a rename: another member may take it, and its old holder may not', async () => {
        const [first, second] = [unique('first'), unique('second')];
        await signUp(a, first);
        await signUp(b);
        await a.updateDisplayName(second);
        await b.updateDisplayName(first);
        expect(b.currentUser()?.displayName).toBe(first);
        expect(await codeOf(a.updateDisplayName(first))).toBe('name-taken');
        expect(a.currentUser()?.displayName).toBe(second);
        // Renaming twice and back to one's own earlier name.
        const third = unique('third');
        await a.updateDisplayName(third);
        await a.updateDisplayName(second);
        expect(a.currentUser()?.displayName).toBe(second);
      });

      it('refuses to register with a taken name, before making the account', async () => {
        const taken = unique('taken');
        await signUp(a, taken);
        const email = freshEmail();
        expect(await codeOf(b.register(email, 'secret1', taken.toUpperCase()))).toBe('name-taken');
        expect(b.currentUser()).toBeNull();
        // The address was not used up: the same sign-up with a free name goes through.
        const free = unique('free');
        expect((await b.register(email, 'secret1', free)).displayName).toBe(free);
      });
    });

    describe('first deliveries', () => {
      it('deliver profiles complete, even when some of them are already on hand', async () => {
        const [one1, two2] = [unique('一號'), unique('二號')];
        const first = await signUp(a, one1);
        await a.signOut();
        const second = await signUp(a, two2);
        const one = record<Map<string, Profile>>((next, onError) =>
          b.watchProfiles([first.uid], next, onError),
        );
        await expect.poll(() => one.last()?.get(first.uid)?.displayName).toBe(one1);
        const both = await profilesOf(b, [first.uid, second.uid, unique('nobody')]);
        expect([...both.values()].map((profile) => profile.displayName).sort()).toEqual(
          [one1, two2].sort(),
        );
      });
    });

    describe('pictures and profiles', () => {
      it(`takes a display name of up to ${textLimits.displayName} characters, refusing one more and blank`, async () => {
        const member = await signUp(a);
        // Unique, as every name is (names hold no character outside the BMP: lib/storedNames.ts).
        const longest = unique('').padEnd(textLimits.displayName, '字');
        expect(await codeOf(a.updateDisplayName(atLength(textLimits.displayName + 1)))).toBe(
          'invalid-argument',
        );
        expect(await codeOf(a.updateDisplayName('   '))).toBe('invalid-argument');
        expect(a.currentUser()?.displayName).toBe('');
        await a.updateDisplayName(longest);
        expect(a.currentUser()?.displayName).toBe(longest);
        expect((await profilesOf(b, [member.uid])).get(member.uid)?.displayName).toBe(longest);
      });

      // Issue 29: lookalikes of a plain name, refused as the rules refuse them; typed compatibility
      // forms are stored as the plain characters.
      it('refuses a display name with a character off the allow-list', async () => {
        await signUp(a);
        for (const name of ['\u0430lice', 'alice\u180b', '阿哲😀', 'ab\u2065c']) {
          expect(await codeOf(a.updateDisplayName(name)), name).toBe('invalid-argument');
        }
        const plain = unique('金人é');
        await a.updateDisplayName(plain.replace('金', '\uf90a').replace('人', '\u2f08'));
        expect(a.currentUser()?.displayName).toBe(plain);
      });

      it('shows a new display name live in the profiles of another client', async () => {
        const [before, after] = [unique('before'), unique('after')];
        const member = await signUp(a, before);
        const live = record<Map<string, Profile>>((next, onError) =>
          b.watchProfiles([member.uid], next, onError),
        );
        await expect.poll(() => live.last()?.get(member.uid)?.displayName).toBe(before);
        await a.updateDisplayName(after);
        await expect.poll(() => live.last()?.get(member.uid)?.displayName).toBe(after);
      });
    });
  });
}
