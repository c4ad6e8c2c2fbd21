import { constants as zlibConstants, inflateRawSync, inflateSync } from 'node:zlib';
import { POSTING_LIMITS } from './extract';

/**
 * Reads the text of a posting or a CV uploaded as a file: a PDF (pdf.js) or a Word .docx (mammoth).
 * The file is recognised by its first bytes, never by its name. Runs in the document reader's threads
 * (reader.ts, documentWorker.ts), apart from the thread that reads pasted postings.
 *
 * A file is hostile until shown otherwise: a 200 KB .docx can hold two million paragraphs, a 1.5 MB
 * PDF a page that inflates to gigabytes. So before mammoth or pdf.js sees a file, its parts are
 * unpacked here with native zlib under a cap that stops the inflating as soon as it is passed (every
 * ZIP entry; every PDF stream, whatever filters it claims), and a Word file's XML is counted (elements)
 * and refused if it declares a DTD (entity expansion); pdf.js's text items and pages are then counted
 * while it reads, and the whole read has a deadline. The thread itself is the last guard: a job past
 * its deadline or its memory ends the thread (reader.ts).
 */

export const DOCUMENT_LIMITS = {
  /** The largest file read: 2 MiB (a posting or a CV of a few pages is well under it). */
  maxBytes: 2 * 1024 * 1024,
  /** The most text kept: what a pasted posting or CV may hold (POSTING_LIMITS.maxChars). */
  maxChars: POSTING_LIMITS.maxChars,
  /** PDF pages read at most: 20,000 characters fill about ten; a file of blank pages is not read to its end. */
  maxPdfPages: 40,
  /** What all the parts a reader decodes may unpack to together (a posting's ZIP entries, a PDF's pages and fonts). */
  maxUnpackedBytes: 32 * 1024 * 1024,
  /** What one ZIP entry or one PDF stream that is not an image may unpack to. */
  maxPartBytes: 8 * 1024 * 1024,
  /** What one PDF image may unpack to (text is read without decoding images; its own bound keeps the check cheap). */
  maxImageBytes: 64 * 1024 * 1024,
  /** ZIP entries in a .docx (Word writes a dozen or two). */
  maxZipEntries: 1_000,
  /** Streams in a PDF. */
  maxPdfStreams: 20_000,
  /** XML elements over all the parts of a .docx: a 20,000-character document has a few tens of thousands at most. */
  maxXmlElements: 100_000,
  /** pdf.js's text items over the pages read (a glyph run each; a full page holds a few hundred). */
  maxPdfTextItems: 50_000,
  /** How long one file may be read for, in its thread (the thread's own deadline, reader.ts, is a little longer). */
  readTimeoutMs: 7_000,
};

export type DocumentFormat = 'pdf' | 'docx';

export type DocumentErrorCode =
  | 'document_too_large'
  | 'unsupported_document'
  | 'unreadable_document'
  | 'document_without_text'
  | 'document_too_long'
  | 'document_unpacks_too_large'
  | 'document_too_complex'
  | 'document_read_timeout';

export type DocumentResult =
  | { ok: true; format: DocumentFormat; text: string }
  | { ok: false; code: DocumentErrorCode; message: string };

const count = (n: number) => n.toLocaleString('en-GB');

/** The sentences of openapi/refusals.ts, word for word. */
export const DOCUMENT_MESSAGES: Record<DocumentErrorCode, string> = {
  document_too_large: 'The file is larger than 2 MB: upload a smaller file, or paste the text instead.',
  unsupported_document: 'Only PDF and Word (.docx) files can be read: upload one of those, or paste the text instead.',
  unreadable_document: 'This file could not be read: it may be damaged or protected by a password. Paste the text instead.',
  document_without_text: 'No text was found in this file (is it a scanned image?): paste the text instead.',
  document_too_long: `The file holds more than ${count(DOCUMENT_LIMITS.maxChars)} characters of text: paste only the part you need.`,
  document_unpacks_too_large: 'The file unpacks to far more than a posting or a CV needs, so it was not read: paste the text instead.',
  document_too_complex:
    'The file has far more parts than a posting or a CV needs (paragraphs, pages, text pieces or declarations), so it was not read: paste the text instead.',
  document_read_timeout: 'Reading the file took too long, so it was stopped: paste the text instead.',
};

/** A refusal found while reading, thrown to `readDocument`. */
export class DocumentRefusal extends Error {
  constructor(readonly code: DocumentErrorCode) {
    super(DOCUMENT_MESSAGES[code]);
  }
}

const refuse = (code: DocumentErrorCode): DocumentResult => ({ ok: false, code, message: DOCUMENT_MESSAGES[code] });

/** What the first bytes say the file is: a PDF (`%PDF-`), a ZIP container (`PK\x03\x04`, as .docx is), or neither. */
function sniff(bytes: Uint8Array): 'pdf' | 'zip' | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  // PDF readers accept the header anywhere in the first kilobyte.
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  return null;
}

/**
 * The text as the form takes it: control characters (a NUL, a form feed) and lone surrogates out,
 * spaces within a line collapsed, lines trimmed, at most one blank line in a row.
 */
export function cleanText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

interface TextItem {
  str: string;
  hasEOL: boolean;
}

/**
 * `data` inflated (zlib, as a PDF's FlateDecode and a ZIP's deflate without its header), at most
 * `cap` bytes: zlib stops as soon as the output passes the cap, and the file is refused. Data that is
 * not deflated, or broken, unpacks to nothing here (its reader would fail on it too).
 */
function inflateCapped(data: Uint8Array, cap: number, raw: boolean): Buffer | null {
  try {
    // A sync flush keeps what a stream cut short inflates to; bytes after the stream's end are ignored.
    const options = { maxOutputLength: Math.max(1, cap), finishFlush: zlibConstants.Z_SYNC_FLUSH };
    return raw ? inflateRawSync(data, options) : inflateSync(data, options);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DocumentRefusal('document_unpacks_too_large');
    return null;
  }
}

/** The XML elements of a part (its `<` that open one), or a refusal: too many, or a DTD (entities that expand). */
function countXmlElements(part: Buffer, budget: number): number {
  if (part.includes('<!DOCTYPE') || part.includes('<!ENTITY')) throw new DocumentRefusal('document_too_complex');
  let elements = 0;
  for (let at = part.indexOf(0x3c); at >= 0; at = part.indexOf(0x3c, at + 1)) {
    const next = part[at + 1];
    // Not a closing tag (`/`), a declaration or comment (`!`), or a processing instruction (`?`).
    if (next !== 0x2f && next !== 0x21 && next !== 0x3f && ++elements > budget) throw new DocumentRefusal('document_too_complex');
  }
  return elements;
}

/**
 * A .docx (a ZIP) checked before mammoth reads it: its central directory (entries, declared sizes),
 * then every entry inflated under the caps that are left (declared sizes may lie), and every XML
 * part's elements counted. Throws a `DocumentRefusal`.
 */
export function checkDocx(bytes: Uint8Array): void {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const broken = () => new DocumentRefusal('unreadable_document');
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const entries = zip.readUInt16LE(end + 10);
  // ZIP64 (0xffff entries, an offset past 4 GB) is never needed by a file of 2 MB.
  if (entries > DOCUMENT_LIMITS.maxZipEntries) throw new DocumentRefusal('document_too_complex');
  let at = zip.readUInt32LE(end + 16);
  let unpacked = 0;
  let elements = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw broken();
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const declaredSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const budget = Math.min(DOCUMENT_LIMITS.maxPartBytes, DOCUMENT_LIMITS.maxUnpackedBytes - unpacked);
    if (declaredSize > budget) throw new DocumentRefusal('document_unpacks_too_large');
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw broken();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, Math.min(zip.length, start + packedSize));
    // Stored or deflated: the only methods a .docx (and mammoth's unzipper) uses.
    const part = method === 0 ? data : method === 8 ? inflateCapped(data, budget, true) : null;
    if (!part) throw broken();
    unpacked += part.length;
    if (/\.(xml|rels)$/i.test(name)) elements += countXmlElements(part, DOCUMENT_LIMITS.maxXmlElements - elements);
  }
}

/** Whether the bytes open like a zlib stream (deflate, a window of 32 KiB or less, a valid check). */
const looksDeflated = (data: Uint8Array): boolean =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && data[0]! >> 4 <= 7 && (data[0]! * 256 + data[1]!) % 31 === 0;

/** A stream's data as an LZW decoder (PDF's LZWDecode, early change) would count it, at most `cap` bytes. */
function lzwLength(data: Uint8Array, cap: number): number {
  const lengths = new Int32Array(4096).fill(1, 0, 256);
  let size = 0;
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let held = 0;
  for (const byte of data) {
    held = (held << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (held >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      held &= (1 << bits) - 1;
      if (code === 257) return size;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      // A known code is its entry; the one about to be added (KwKwK) is the previous entry and one byte more.
      const length = code < next ? lengths[code]! : previous >= 0 ? lengths[previous]! + 1 : 1;
      if (previous >= 0 && next < 4096) lengths[next++] = lengths[previous]! + 1;
      size += length;
      if (size > cap) throw new DocumentRefusal('document_unpacks_too_large');
      previous = code < next ? code : -1;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
  }
  return size;
}

/** A stream's data as a run-length decoder counts it, at most `cap` bytes. */
function runLengthLength(data: Uint8Array, cap: number): number {
  let size = 0;
  for (let at = 0; at < data.length; ) {
    const n = data[at]!;
    if (n === 128) break;
    size += n < 128 ? n + 1 : 257 - n;
    at += n < 128 ? n + 2 : 2;
    if (size > cap) throw new DocumentRefusal('document_unpacks_too_large');
  }
  return size;
}

/**
 * A PDF checked before pdf.js reads it: every stream (`stream` … to the file's end: a deflated stream
 * ends itself, whatever its /Length says) unpacked under the caps that are left, whatever filters its
 * dictionary names (one that lies about them is unpacked all the same), nested deflate too. pdf.js
 * reads a page's text without decoding its images, which have their own bound. An encrypted PDF's
 * streams cannot be measured before they are decrypted: the thread's deadline and memory guard it.
 */
export function checkPdf(bytes: Uint8Array): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const source = pdf.toString('latin1');
  const keyword = /(?<![A-Za-z])stream(?![A-Za-z])/g;
  let streams = 0;
  let unpacked = 0;
  let images = 0;
  for (let match = keyword.exec(source); match; match = keyword.exec(source)) {
    if (++streams > DOCUMENT_LIMITS.maxPdfStreams) throw new DocumentRefusal('document_too_complex');
    // The data starts on the line after the keyword.
    let start = match.index + match[0].length;
    while (start < pdf.length && (pdf[start] === 0x20 || pdf[start] === 0x09)) start++;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const head = source.slice(Math.max(0, match.index - 4096), match.index);
    const dictionary = head.slice(head.lastIndexOf('obj') + 1);
    const image = /\/Subtype\s*\/Image\b/.test(dictionary);
    const cap = image
      ? Math.min(DOCUMENT_LIMITS.maxImageBytes, 4 * DOCUMENT_LIMITS.maxImageBytes - images)
      : Math.min(DOCUMENT_LIMITS.maxPartBytes, DOCUMENT_LIMITS.maxUnpackedBytes - unpacked);
    const data = pdf.subarray(start);
    let size = 0;
    if (looksDeflated(data)) {
      let part = inflateCapped(data, cap, false);
      size = part?.length ?? 0;
      // Deflate over deflate (`[/FlateDecode /FlateDecode]`): each layer under the same cap.
      for (let layer = 0; part && layer < 4 && looksDeflated(part); layer++) {
        part = inflateCapped(part, cap, false);
        size = Math.max(size, part?.length ?? 0);
      }
    } else if (/\/(LZWDecode|LZW)\b/.test(dictionary)) size = lzwLength(data.subarray(0, DOCUMENT_LIMITS.maxBytes), cap);
    else if (/\/(RunLengthDecode|RL)\b/.test(dictionary)) size = runLengthLength(data, cap);
    if (image) images += size;
    else unpacked += size;
  }
}

/** A PDF's text, page by page, a line break where pdf.js ends a line; `cut` once past `maxChars`. */
async function pdfText(bytes: Uint8Array, maxChars: number, deadline: number): Promise<{ text: string; cut: boolean }> {
  // The legacy build runs on Node 20 (the modern one needs newer built-ins); loaded on the first PDF.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    // A copy as a plain Uint8Array: pdf.js refuses a Buffer, and may detach what it is given.
    data: new Uint8Array(bytes),
    // Text only: no fonts loaded from disk or network, no code generated from the file.
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    let text = '';
    let items = 0;
    const pages = Math.min(pdf.numPages, DOCUMENT_LIMITS.maxPdfPages);
    for (let n = 1; n <= pages && text.length <= maxChars; n++) {
      const page = await pdf.getPage(n);
      // Streamed: the items are counted, and the time checked, while pdf.js is still reading the page.
      const reader = (page.streamTextContent() as ReadableStream<{ items: Array<TextItem | object> }>).getReader();
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          items += chunk.value.items.length;
          if (items > DOCUMENT_LIMITS.maxPdfTextItems) throw new DocumentRefusal('document_too_complex');
          if (Date.now() > deadline) throw new DocumentRefusal('document_read_timeout');
          for (const item of chunk.value.items) {
            if (!('str' in item)) continue;
            text += item.str + (item.hasEOL ? '\n' : '');
          }
          // Twice the limit in raw text (spaces and all) is too long however it is cleaned.
          if (text.length > 2 * maxChars) return { text, cut: true };
        }
      } finally {
        // Not cancelled: pdf.js answers a cancelled stream's last messages by closing it twice, an error no one
        // catches (it would end the thread); `task.destroy()` below ends the reading instead.
        reader.releaseLock();
      }
      text += '\n\n';
      page.cleanup();
      if (Date.now() > deadline) throw new DocumentRefusal('document_read_timeout');
    }
    return { text, cut: false };
  } finally {
    await task.destroy();
  }
}

/** A .docx file's text, one line per paragraph (mammoth's raw text); throws on a ZIP that is not one. */
async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}

/** The text of an uploaded PDF or .docx file, or why it cannot be read. Never throws. */
export async function readDocument(bytes: Uint8Array, { timeoutMs = DOCUMENT_LIMITS.readTimeoutMs } = {}): Promise<DocumentResult> {
  if (bytes.byteLength > DOCUMENT_LIMITS.maxBytes) return refuse('document_too_large');
  const kind = sniff(bytes);
  if (!kind) return refuse('unsupported_document');
  const deadline = Date.now() + timeoutMs;
  let raw: string;
  try {
    if (kind === 'pdf') {
      checkPdf(bytes);
      const read = await pdfText(bytes, DOCUMENT_LIMITS.maxChars, deadline);
      if (read.cut) return refuse('document_too_long');
      raw = read.text;
    } else {
      checkDocx(bytes);
      raw = await docxText(bytes);
    }
  } catch (error) {
    if (error instanceof DocumentRefusal) return refuse(error.code);
    // A ZIP that is no Word document (an .xlsx, a plain archive) is not of a kind we read; anything else is broken.
    if (kind === 'zip' && /word\/document\.xml|main document part/i.test(String((error as Error)?.message))) {
      return refuse('unsupported_document');
    }
    return refuse('unreadable_document');
  }
  const text = cleanText(raw);
  if (!/\p{L}/u.test(text)) return refuse('document_without_text');
  if (text.length > DOCUMENT_LIMITS.maxChars) return refuse('document_too_long');
  return { ok: true, format: kind === 'pdf' ? 'pdf' : 'docx', text };
}
