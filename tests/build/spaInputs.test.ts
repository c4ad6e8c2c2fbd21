import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaBuildIsCurrent, spaInputsHash, STAMP_FILE, stampOf } from '../../build/spaInputs';

/** A project tree with the SPA's inputs and a server file, and a finished build stamped with its hash. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'jobtalk-spa-inputs-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/main.tsx', 'export const page = 1;\n');
  write('src/routes/login.tsx', 'export const login = 1;\n');
  write('machines/auth/auth.machine.ts', 'export const auth = 1;\n');
  write('openapi/refusals.ts', 'export const refusals = 1;\n');
  write('index.html', '<div id="root"></div>\n');
  write('vite.config.ts', 'export default {};\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('server/main.ts', 'console.log(1);\n');
  write('README.md', '# JobTalk AI\n');
  return root;
}

async function stampBuild(root: string): Promise<void> {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'dist', STAMP_FILE), `${await spaInputsHash(root)}\n`);
}

describe('npm start builds the SPA only when its inputs changed (build/spaInputs.ts)', () => {
  let root: string;
  beforeEach(() => {
    root = project();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a stamped build of the same inputs is current', async () => {
    await stampBuild(root);
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(true);
  });

  it.each([
    ['a page', 'src/routes/login.tsx'],
    ['a machine', 'machines/auth/auth.machine.ts'],
    ['the contract', 'openapi/refusals.ts'],
    ['index.html', 'index.html'],
    ['the vite config', 'vite.config.ts'],
    ['the locked dependencies', 'package-lock.json'],
  ])('an edit to %s makes the build stale', async (_what, file) => {
    await stampBuild(root);
    writeFileSync(path.join(root, file), 'changed\n', { flag: 'a' });
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(false);
  });

  it('a new source file makes the build stale', async () => {
    await stampBuild(root);
    writeFileSync(path.join(root, 'src', 'extra.ts'), 'export {};\n');
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(false);
  });

  it('edits outside the SPA (server, docs) leave the build current', async () => {
    await stampBuild(root);
    writeFileSync(path.join(root, 'server', 'main.ts'), 'console.log(2);\n');
    writeFileSync(path.join(root, 'README.md'), '# changed\n');
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(true);
  });

  it('no build, a build without its stamp, or a stamp without index.html is not current', async () => {
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(false);
    await stampBuild(root);
    rmSync(path.join(root, 'dist', 'index.html'));
    expect(await stampOf(path.join(root, 'dist'))).toBeNull();
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(false);
    await stampBuild(root);
    rmSync(path.join(root, 'dist', STAMP_FILE));
    expect(await spaBuildIsCurrent(root, 'dist')).toBe(false);
  });
});
