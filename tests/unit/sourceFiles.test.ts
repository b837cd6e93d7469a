import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A source file longer than this holds more than one thing: split it by what it holds.
const maxLines = 200;
/** Data, not code: the local backend's demo content, and every string the product shows (COPY.md's table). */
const dataFiles = new Set(['src/backend/local/seedData.ts', 'src/copy.ts']);

describe('the source files', () => {
  it(`are at most ${maxLines} lines each, data aside`, () => {
    const tooLong = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((name) => `src/${name}`)
      .filter((path) => /\.(tsx?|css)$/.test(path) && !dataFiles.has(path))
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > maxLines);
    expect(tooLong).toEqual([]);
  });
});
