import { describe, expect, it } from 'vitest';
import {
  mentionQuery,
  mentionsIn,
  shownText,
  splitMentions,
  storedText,
} from '../../src/lib/mentions';

describe('mentions', () => {
  it('stores each picked @name as its id, the longest names first, and lists each id once', () => {
    const picked = new Map([
      ['小芸', 'yun1'],
      ['小芸芸', 'yun2'],
    ]);
    const stored = storedText('@小芸芸 和 @小芸 你好，@小芸', picked);
    expect(stored).toBe('<@yun2> 和 <@yun1> 你好，<@yun1>');
    expect(mentionsIn(stored)).toEqual(['yun2', 'yun1']);
    // A name typed without being picked stays text.
    expect(storedText('@別人 好', picked)).toBe('@別人 好');
  });

  it('stores a name typed in full after @ as picked: the longest wins, text after it too, at most 10 members', () => {
    const known = new Map([
      ['安安', 'an1'],
      ['安安安', 'an2'],
      ['ab', 'ab1'],
      // A name that a stored id begins with is not read again inside it.
      ['an', 'x9'],
    ]);
    expect(storedText('@安安 你好', known)).toBe('<@an1> 你好');
    expect(storedText('@安安安你好 @安安！', known)).toBe('<@an2>你好 <@an1>！');
    expect(storedText('@abc @ 和 a@ab', known)).toBe('<@ab1>c @ 和 a<@ab1>');
    expect(storedText('@安 @別人 @', known)).toBe('@安 @別人 @');
    const many = new Map(Array.from({ length: 11 }, (_, i) => [`m${i}名`, `u${i}`]));
    const text = [...many.keys()].map((name) => `@${name}`).join(' ');
    const stored = storedText(`${text} @m0名`, many);
    expect(mentionsIn(stored)).toHaveLength(10);
    expect(stored.endsWith('@m10名 <@u0>')).toBe(true);
  });

  it('shows the mentions it lists as pieces, any other token as text, and back as @names', () => {
    expect(splitMentions('嗨 <@a1>！<@zz> 再見', ['a1'])).toEqual([
      { text: '嗨 ' },
      { uid: 'a1' },
      { text: '！<@zz> 再見' },
    ]);
    const { text, picked } = shownText('嗨 <@a1>', ['a1'], () => '阿明');
    expect(text).toBe('嗨 @阿明');
    expect([...picked]).toEqual([['阿明', 'a1']]);
  });

  it('finds the @ being typed before the caret, until a space ends it', () => {
    expect(mentionQuery('你好 @小', 5)).toEqual({ start: 3, query: '小' });
    expect(mentionQuery('你好 @', 4)).toEqual({ start: 3, query: '' });
    expect(mentionQuery('@小芸 你好', 6)).toBeNull();
    expect(mentionQuery('沒有', 2)).toBeNull();
  });
});
