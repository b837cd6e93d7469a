import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withConnectSrc } from '../../scripts/hostingHeaders';

type Rules = Parameters<typeof withConnectSrc>[0];

// firebase.json's rules, read here by path (jsdom's URL is not one Node's fs accepts).
const shipped: Rules = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting.headers;

const directives = (rules: Rules) =>
  (
    rules.flatMap((r) => r.headers).find((h) => h.key === 'Content-Security-Policy')?.value ?? ''
  ).split(/;\s*/);

describe('the preview headers', () => {
  it('add an emulator origin to connect-src only, for the preview that asks (the bench)', () => {
    const widened = withConnectSrc(shipped, ['http://127.0.0.1:41765']);
    expect(directives(widened).find((d) => d.startsWith('connect-src'))).toMatch(
      /^connect-src 'self' https:\/\/firestore\.googleapis\.com .* http:\/\/127\.0\.0\.1:41765$/,
    );
    // Every other directive as firebase.json has it; firebase.json's own rules untouched.
    const others = (rules: Rules) => directives(rules).filter((d) => !d.startsWith('connect-src'));
    expect(others(widened)).toEqual(others(shipped));
    expect(directives(shipped).join(';')).not.toContain('127.0.0.1');
    expect(withConnectSrc(shipped, [])).toBe(shipped);
  });
});
