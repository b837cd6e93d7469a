import { describe, expect, it } from 'vitest';
import { threadOf } from '../../src/lib/thread';

const c = (id: string, replyTo?: string) => ({ id, ...(replyTo && { replyTo }) });

describe('threadOf', () => {
  it('puts each reply under its comment, oldest first, the comments in their order', () => {
    const thread = threadOf([c('a'), c('b'), c('r1', 'a'), c('r2', 'b'), c('r3', 'a')]);
    expect(thread.map((entry) => [entry.comment.id, entry.replies.map((r) => r.id)])).toEqual([
      ['a', ['r1', 'r3']],
      ['b', ['r2']],
    ]);
  });

  it('leaves out a reply whose comment is not in the window', () => {
    const thread = threadOf([c('r0', 'older'), c('a'), c('r1', 'a')]);
    expect(thread.map((entry) => [entry.comment.id, entry.replies.length])).toEqual([['a', 1]]);
  });
});
