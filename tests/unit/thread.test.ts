import { describe, expect, it } from 'vitest';
import { threadOf, withoutBlocked } from '../../src/lib/thread';

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

describe('withoutBlocked', () => {
  const w = (id: string, uid: string, replyTo?: string, deleted?: true) => ({
    id,
    uid,
    ...(replyTo && { replyTo }),
    ...(deleted && { deleted }),
  });

  it("keeps a blocked member's comment as a stand-in for the others' replies, and counts theirs", () => {
    const { listed, standIns, hidden } = withoutBlocked(
      [
        w('a', 'blocked'),
        w('b', 'blocked'),
        w('c', 'me'),
        w('r1', 'me', 'a'),
        w('r2', 'blocked', 'a'),
        w('r3', 'blocked', 'c'),
      ],
      new Set(['blocked']),
    );
    expect(listed.map((comment) => comment.id)).toEqual(['a', 'c', 'r1']);
    expect([...standIns]).toEqual(['a']);
    // a (its text hidden), b, r2 and r3: every one of theirs.
    expect(hidden).toBe(4);
  });

  it('counts no deleted comment of theirs: it shows no text either way', () => {
    const { listed, hidden } = withoutBlocked(
      [w('a', 'blocked', undefined, true), w('r1', 'me', 'a')],
      new Set(['blocked']),
    );
    expect(listed.map((comment) => comment.id)).toEqual(['a', 'r1']);
    expect(hidden).toBe(0);
  });
});
