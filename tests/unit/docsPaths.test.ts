import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files in code spans, often shortened (`firebase/index.ts`, `post.css`). A file that
// moves or goes leaves its old name behind in prose that still reads well: this finds those names.
const docs = ['README.md', ...readdirSync('docs').map((name) => join('docs', name))];
const skipped = new Set(['node_modules', '.git', 'dist', 'artifacts']);
/** Files a command writes (`npm run deploy:config`), so a clean checkout does not have them. */
const written = new Set(['firebase.deploy.json']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const fileName = /^[\w.*<>/-]+\.(tsx?|mjs|js|css|json|rules|html)$/;

/** A named file as a pattern over repository paths: its last segments, with `*` and `<x>` as wildcards. */
function pattern(name: string): RegExp {
  const escaped = name
    .split(/(\*|<[^>]+>)/)
    .map((part) =>
      /^(\*|<[^>]+>)$/.test(part) ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`(^|/)${escaped}$`);
}

describe('the docs', () => {
  it('name only files that exist', () => {
    const files = filesUnder('.');
    const missing: string[] = [];
    for (const doc of docs) {
      readFileSync(doc, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [, span = ''] of line.matchAll(/`([^`\s]+)`/g)) {
            const name = span.replace(/:\d+$/, '').replace(/^\.\//, '');
            if (!fileName.test(name) || name.startsWith('../') || written.has(name)) continue;
            const named = pattern(name);
            if (!files.some((file) => named.test(file)))
              missing.push(`${doc}:${index + 1} ${name}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });
});
