import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The script writes beside firebase.json: it runs on a copy, so a developer's own firebase.deploy.json
// is never overwritten by a test.
const copies: string[] = [];

function deployConfig(bucket: string) {
  const root = mkdtempSync(join(tmpdir(), 'deploy-config-'));
  copies.push(root);
  for (const file of ['firebase.json', 'firestore.rules', 'storage.rules', 'scripts']) {
    cpSync(file, join(root, file), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  const run = spawnSync(process.execPath, [join(root, 'scripts/deployConfig.mjs')], {
    env: { ...process.env, VITE_FIREBASE_STORAGE_BUCKET: bucket },
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  return { status: run.status, read };
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run deploy:config', () => {
  it("pins the CSP's pictures to the project's bucket and fills the rules for production", () => {
    const { status, read } = deployConfig('my-wall.appspot.com');
    expect(status).toBe(0);
    const config = JSON.parse(read('firebase.deploy.json')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
      firestore: { rules: string };
    };
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    const imgSrc = csp?.split(/;\s*/).find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe(
      "img-src 'self' blob: data: https://firebasestorage.googleapis.com/v0/b/my-wall.appspot.com/o/",
    );
    const rules = read(config.firestore.rules);
    expect(rules).toContain("function projectBucket() { return 'my-wall.appspot.com'; }");
    expect(rules).toContain('function onEmulators() { return false; }');
    expect(rules).not.toMatch(/__(PROJECT_BUCKET|ON_EMULATORS)__/);
  });

  it('refuses a bucket name a rules string could be broken out of, and writes nothing', () => {
    const { status, read } = deployConfig("x'; } allow write: if true; //");
    expect(status).not.toBe(0);
    expect(() => read('firebase.deploy.json')).toThrow();
  });
});
