import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../../src/backend/types';
import {
  dataContractHarness,
  unique,
  ids,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Search: fragments, every word, newest first, odd queries. */
export function searchContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    describe('search', () => {
      it('finds a 2-character Chinese fragment, a single character and English in any case', async () => {
        await signUp(a);
        const word = unique('Zebra');
        const id = await publish(a, {
          title: '巷口的牛肉麵攤',
          content: `湯頭熬了一整夜，老闆說秘方是 ${word} 牌的醬油。`,
        });

        for (const query of ['肉麵', '攤', '熬了一整夜', word.toUpperCase(), word.toLowerCase()]) {
          expect(ids(await b.searchPosts(query, 20)), query).toContain(id);
        }
        expect(await b.searchPosts('肉麵', 1)).toHaveLength(1);
      });

      it('finds posts that hold every word, in any order', async () => {
        await signUp(a);
        const word = unique('Wombat');
        const both = await publish(a, { title: `${word} 巷口牛肉麵`, content: '湯頭熬了一整夜' });
        const one = await publish(a, { title: `${word} 清燉牛肉麵`, content: '麵條很Q' });
        for (const query of [`${word} 牛肉麵 湯頭`, `湯頭 ${word}  牛肉麵`, `湯頭 ${word}`]) {
          expect(ids(await b.searchPosts(query, 20)), query).toEqual([both]);
        }
        expect(ids(await b.searchPosts(`牛肉麵 ${word}`, 20))).toEqual([one, both]);
        expect(await b.searchPosts(`${word} 雞肉`, 20)).toEqual([]);
      });

      it('answers newest first', async () => {
        await signUp(a);
        const word = unique('Quokka');
        const older = await publish(a, { content: `${word} 第一篇` });
        const newer = await publish(a, { content: `${word} 第二篇` });
        expect(ids(await b.searchPosts(word, 20))).toEqual([newer, older]);
      });

      it('answers nothing found, blank, odd and long queries without error', async () => {
        expect(await b.searchPosts(unique('nomatch'), 20)).toEqual([]);
        expect(await b.searchPosts('', 20)).toEqual([]);
        expect(await b.searchPosts('    ', 20)).toEqual([]);
        // The suite publishes none of these: the answer is exactly nothing, not merely a list.
        const long = unique('long').padEnd(500, 'q');
        for (const query of ['.*[(', '\\', '🎉', '好吃😋', '很'.repeat(500), long]) {
          expect(await b.searchPosts(query, 20), query).toEqual([]);
        }
      });
    });
  });
}
