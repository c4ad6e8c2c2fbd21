/**
 * Hostile uploads (issue 37): files small on the wire that are enormous or endless once read. Each is
 * refused with its own 4xx code within 10 s, its unpacking stopped at the cap rather than finished, and
 * meanwhile another account's posting and an ordinary upload are read in 2 s or less: postings and
 * files are read in separate threads, and a file's thread is ended at its deadline.
 */
import type { FastifyInstance } from 'fastify';
import { createInflate, createInflateRaw, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDocx, checkPdf, DOCUMENT_LIMITS, DOCUMENT_MESSAGES, DocumentRefusal, readDocument, type DocumentErrorCode } from '../../../server/postings/documents';
import { documentRefusalOf, READER_LIMITS } from '../../../server/postings/reader';
import { bearer, errorOf, signedInUser } from '../support/accounts';
import { backends } from '../support/databases';
import { useHarness } from '../support/harness';
import { loadPostings } from './support/corpus';
import {
  encryptedPdf,
  entityBombDocx,
  hostileFiles,
  inflatingPdf,
  ordinaryDocx,
  ordinaryPdf,
  paragraphBombDocx,
  zipBombDocx,
  type HostileFile,
} from './support/hostileFiles';

/** What the bombs unpack to here: 32 times the cap on all of a file's parts (the bench uses 1 GiB). */
const BOMB = 1024 ** 3;
const FILES = hostileFiles(BOMB);
const built = new Map<string, Promise<Buffer>>();
const bytesOf = (file: HostileFile) => {
  if (!built.has(file.name)) built.set(file.name, file.build());
  return built.get(file.name)!;
};

const [posting] = loadPostings('dev').map((p) => p.text);

/** How many bytes `data` inflates to, counted as it streams (a gigabyte is never held). */
async function inflatedSize(data: Buffer, raw: boolean): Promise<number> {
  const inflater = raw ? createInflateRaw() : createInflate();
  let size = 0;
  inflater.on('data', (chunk: Buffer) => (size += chunk.length));
  await new Promise<void>((resolve, reject) => {
    inflater.on('end', resolve);
    inflater.on('error', reject);
    inflater.end(data);
  });
  return size;
}

/** The refusal `check` throws, or null. */
function refusalOf(check: () => void): DocumentErrorCode | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DocumentRefusal) return error.code;
    throw error;
  }
}

describe('the hostile files are what they claim', () => {
  it('a zip bomb entry and an inflating page unpack to a gigabyte from about a megabyte', async () => {
    const zip = await zipBombDocx({ size: BOMB, lying: true });
    expect(zip.length).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
    // The last entry's data: after its local header (its name ends it), up to the central directory.
    const at = zip.indexOf('word/media/image1.png') + 'word/media/image1.png'.length;
    const entry = zip.subarray(at, zip.readUInt32LE(zip.length - 22 + 16));
    expect(await inflatedSize(entry, true)).toBe(BOMB);

    const pdf = await inflatingPdf(BOMB);
    expect(pdf.length).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(await inflatedSize(pdf.subarray(start, pdf.lastIndexOf('endstream') - 1), false)).toBe(BOMB);
  }, 120_000);

  it('an encrypted PDF opens without a password and is read, though its streams cannot be measured before', async () => {
    const page = encryptedPdf(deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Senior Data Engineer) Tj ET', 'latin1')));
    expect(page.includes('Senior')).toBe(false);
    expect(await readDocument(page)).toMatchObject({ ok: true, text: 'Senior Data Engineer' });
  });

  it('the paragraph bomb holds its paragraphs, the entity bomb its billion laughs', async () => {
    const JSZip = (await import('jszip')).default;
    const xml = await (await JSZip.loadAsync(await paragraphBombDocx())).file('word/document.xml')!.async('string');
    expect(xml.split('<w:p/>').length - 1).toBe(2_000_000);
    const laughs = await (await JSZip.loadAsync(await entityBombDocx())).file('word/document.xml')!.async('string');
    expect(laughs).toMatch(/<!ENTITY lol9 "(&lol8;){10}">/);
  });
});

describe("a file's read ended by its thread (reader.ts)", () => {
  it('is refused past its deadline or its memory, and is a broken file when its thread is lost', () => {
    expect(documentRefusalOf({ kind: 'timeout', reason: 'x', ms: 1 })).toBe('document_read_timeout');
    expect(documentRefusalOf({ kind: 'memory', reason: 'x' })).toBe('document_too_complex');
    expect(documentRefusalOf({ kind: 'lost', reason: 'x' })).toBe('unreadable_document');
    expect(documentRefusalOf({ kind: 'closed' })).toBeNull();
    expect(READER_LIMITS.documentTimeoutMs).toBeGreaterThan(DOCUMENT_LIMITS.readTimeoutMs);
    expect(READER_LIMITS.documentTimeoutMs).toBeLessThan(10_000);
  });
});

describe('checking a file before it is read (documents.ts)', () => {
  it('passes ordinary files', async () => {
    expect(refusalOf(() => checkPdf(ordinaryPdf()))).toBeNull();
    expect(refusalOf(() => checkDocx(new Uint8Array(0)))).toBe('unreadable_document');
    const docx = await ordinaryDocx();
    expect(refusalOf(() => checkDocx(docx))).toBeNull();
  });

  it('stops unpacking at the cap: a lying entry and a page of a gigabyte are refused in well under a second', async () => {
    for (const [file, check] of [
      [await zipBombDocx({ size: BOMB, lying: true }), checkDocx],
      [await inflatingPdf(BOMB), checkPdf],
    ] as const) {
      const started = performance.now();
      expect(refusalOf(() => check(file))).toBe('document_unpacks_too_large');
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  }, 120_000);

  // The others are stopped by the reader's thread only (its deadline, its memory): below, against the server.
  it.each(FILES.filter((file) => file.stoppedBy === 'check'))('refuses the $name ($codes) within 10 s', async (file) => {
    const bytes = await bytesOf(file);
    const started = performance.now();
    const result = await readDocument(bytes);
    const [code] = file.codes as DocumentErrorCode[];
    expect(result).toEqual({ ok: false, code, message: DOCUMENT_MESSAGES[code!] });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 120_000);
});

const UPLOADS = '/web-api/private-scenarios/documents';
const upload = (app: FastifyInstance, token: string, bytes: Buffer) =>
  app.inject({ method: 'POST', url: UPLOADS, headers: bearer(token), payload: { data: bytes.toString('base64') } });
const readPosting = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/web-api/private-scenarios/drafts', headers: bearer(token), payload: { postingText: posting } });

/** How long `request` takes, with its answer. */
async function timed<T>(request: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await request();
  return { ms: performance.now() - started, answer };
}

describe.each(backends())('hostile uploads against the server (%s)', (backend) => {
  const h = useHarness(backend);
  beforeAll(async () => {
    await Promise.all(FILES.map(bytesOf));
  }, 120_000);

  it.each(FILES)(
    "refuses the $name ($codes) within 10 s, the server growing by under 300 MB, while another account's posting and upload take 2 s or less",
    async (file) => {
      const attacker = await signedInUser(h.app);
      const other = await signedInUser(h.app);
      // Both threads up (the posting thread's lexicon, the file threads' readers): that wait is the server's start, not a file's.
      expect((await readPosting(h.app, other.accessToken)).statusCode).toBe(200);
      expect((await upload(h.app, other.accessToken, await ordinaryDocx())).statusCode).toBe(200);

      const bytes = await bytesOf(file);
      // The server is this process: its memory is sampled while the file is read.
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
      const attack = timed(() => upload(h.app, attacker.accessToken, bytes));
      // Meanwhile, once the file is being read: a posting, and an ordinary file, of another account.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const postingRead = await timed(() => readPosting(h.app, other.accessToken));
      const ordinaryRead = await timed(() => upload(h.app, other.accessToken, ordinaryPdf()));
      const refused = await attack;
      clearInterval(sampler);

      expect(refused.answer.statusCode, refused.answer.body).toBe(400);
      const { error } = errorOf(refused.answer);
      expect(file.codes).toContain(error);
      expect(errorOf(refused.answer)).toEqual({ error, message: DOCUMENT_MESSAGES[error as DocumentErrorCode] });
      expect(refused.ms).toBeLessThan(10_000);
      expect((peak - before) / 1024 ** 2).toBeLessThan(300);
      expect(postingRead.answer.statusCode, postingRead.answer.body).toBe(200);
      expect(postingRead.ms).toBeLessThan(2_000);
      expect(ordinaryRead.answer.statusCode, ordinaryRead.answer.body).toBe(200);
      expect((ordinaryRead.answer.json() as { text: string }).text).toContain('Senior Data Engineer');
      expect(ordinaryRead.ms).toBeLessThan(2_000);
    },
    60_000,
  );

  it('ends both file threads held by hostile files and reads the next file on their replacements', async () => {
    const user = await signedInUser(h.app);
    const slow = FILES.find((file) => file.stoppedBy === 'thread')!;
    // Two at once hold both file threads to their limits; the file after them is read by a replacement.
    const started = performance.now();
    const answers = await Promise.all([
      upload(h.app, user.accessToken, await bytesOf(slow)),
      upload(h.app, user.accessToken, await bytesOf(slow)),
    ]);
    for (const answer of answers) expect(slow.codes).toContain(errorOf(answer).error);
    // Each within its deadline, the second perhaps after a replacement thread's start (seconds).
    expect(performance.now() - started).toBeLessThan(2 * READER_LIMITS.documentTimeoutMs + 5_000);
    const after = await upload(h.app, user.accessToken, await ordinaryDocx());
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);
});
