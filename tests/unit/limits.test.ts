import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noticeQuoteLength } from '../../src/backend/core/checks';
import {
  commentWindow,
  followLimits,
  hotDayMs,
  likesPerDay,
  listLimits,
  paceBudgets,
  paceSeconds,
  postBudget,
  searchTokenLimits,
  storedImageMaxBytes,
  storedImageTypes,
  textLimits,
  textLength,
  textProblem,
} from '../../src/lib/limits';
import { reportPaceSeconds, reportReasons } from '../../src/lib/reports';

/** `function name() { return <number expression>; }` in a rules file, evaluated. */
function ruleNumber(file: string, name: string): number {
  // The project root: vitest runs there (jsdom gives import.meta.url no file path).
  const rules = readFileSync(resolve(process.cwd(), file), 'utf8');
  const match = new RegExp(`function ${name}\\(\\) \\{ return ([0-9 *]+); \\}`).exec(rules);
  if (!match?.[1]) throw new Error(`${file} has no function ${name}() returning a number`);
  return match[1].split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

describe('the size policy and its copies in the security rules', () => {
  it.each([
    ['maxTitle', textLimits.title],
    ['maxContent', textLimits.content],
    ['maxComment', textLimits.comment],
    ['maxDisplayName', textLimits.displayName],
    ['maxTopic', textLimits.topic],
    ['maxSearchTokens', searchTokenLimits.count],
    ['maxSearchCharacters', searchTokenLimits.characters],
    ['postBudget', postBudget.writes],
    ['postWindowSeconds', postBudget.seconds],
    ['commentBudget', paceBudgets.comment.writes],
    ['commentWindowSeconds', paceBudgets.comment.seconds],
    ['likeBudget', paceBudgets.like.writes],
    ['likeWindowSeconds', paceBudgets.like.seconds],
    ['editIntervalSeconds', paceSeconds.edit],
    ['maxCommentsListed', commentWindow.max],
    ['maxTopicsListed', listLimits.topics],
    ['maxPostsListed', listLimits.posts],
    ['maxBookmarksListed', listLimits.bookmarks],
    ['maxIncompletePostsListed', listLimits.incompletePosts],
    ['maxReportsListed', listLimits.reports],
    ['maxBlocksListed', listLimits.blocks],
    ['maxNoticesListed', listLimits.noticesWindow],
    ['noticeQuoteLength', noticeQuoteLength],
    ['likesPerDay', likesPerDay],
    ['hotDayMs', hotDayMs],
    ['maxFeedFollows', followLimits.feed],
    ['maxFollowedPosts', followLimits.posts],
    ['reportIntervalSeconds', reportPaceSeconds],
  ])('firestore.rules %s() is %i, as src/lib/limits.ts says', (name, limit) => {
    expect(ruleNumber('firestore.rules', name)).toBe(limit);
  });

  it('firestore.rules take exactly the report reasons of src/lib/reports.ts', () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const listed = /data\.reason in \[([^\]]+)\]/.exec(rules)?.[1] ?? '';
    expect(listed.split(',').map((reason) => reason.trim().replace(/'/g, ''))).toEqual([
      ...reportReasons,
    ]);
  });

  it('storage.rules maxImageBytes() is storedImageMaxBytes', () => {
    expect(ruleNumber('storage.rules', 'maxImageBytes')).toBe(storedImageMaxBytes);
  });

  it('storage.rules takes exactly the picture types of storedImageTypes', () => {
    const rules = readFileSync(resolve(process.cwd(), 'storage.rules'), 'utf8');
    const types = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(rules)?.[1];
    expect(types?.split('|').map((type) => `image/${type}`)).toEqual([...storedImageTypes]);
  });
});

describe('textProblem', () => {
  it.each(Object.entries(textLimits))(
    'takes a %s of exactly %i characters, not one more',
    (kind, limit) => {
      const key = kind as keyof typeof textLimits;
      expect(textProblem(key, 'x'.repeat(limit))).toBeUndefined();
      expect(textProblem(key, 'x'.repeat(limit + 1))).toBe('too-long');
    },
  );

  it('calls empty and whitespace-only text blank, whatever its length', () => {
    expect(textProblem('title', '')).toBe('blank');
    expect(textProblem('comment', ' \n\t\u3000 ')).toBe('blank');
    expect(textProblem('displayName', ' '.repeat(40))).toBe('blank');
  });

  it('counts as the rules do: a character outside the BMP is two', () => {
    expect(textLength('𠮷')).toBe(2);
    expect(textLength('字')).toBe(1);
    expect(textProblem('displayName', '𠮷'.repeat(15))).toBeUndefined();
    expect(textProblem('displayName', `${'𠮷'.repeat(15)}a`)).toBe('too-long');
  });
});
