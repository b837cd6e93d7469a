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
