import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress';
import { spaPlugin } from '../../server/http/spa';

const script = `export const greeting = ${JSON.stringify('Hello, candidate. '.repeat(400))};\n`;
const page = `<!doctype html><html><head><title>JobTalk AI</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

let dir: string;
let app: FastifyInstance;

/** Runs the build plugin over `dir` as Vite would at the end of a build. */
async function runPrecompress(root: string) {
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: '.' } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'tiny-x1.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'assets', 'logo-z9.png'), Buffer.alloc(4096, 7));
  await runPrecompress(dir);
  app = Fastify();
  await app.register(spaPlugin, { staticDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('build: compressed copies of the SPA', () => {
  it('writes .br and .gz beside every text file, tiny ones too, and none for binary files', () => {
    const asset = path.join(dir, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${asset}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'tiny-x1.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'tiny-x1.js.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'logo-z9.png.gz'))).toBe(false);
  });
});

describe('serving the SPA: compression and caching', () => {
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/jobtalkai/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/jobtalkai/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/jobtalkai/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates the page on every visit', async () => {
    const asset = await get('/jobtalkai/assets/app-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/jobtalkai/', '/jobtalkai/login', '/jobtalkai/report/abc']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });

  it('does not serve the compressed copies as files of their own, and a missing asset is a 404', async () => {
    expect((await get('/jobtalkai/assets/app-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/jobtalkai/assets/nothing-here.js', 'br')).statusCode).toBe(404);
  });
});
