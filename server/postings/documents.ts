import { POSTING_LIMITS } from './extract';

/**
 * Reads the text of a posting or a CV uploaded as a file: a PDF (pdf.js) or a Word .docx (mammoth).
 * The file is recognised by its first bytes, never by its name. Runs in the posting reader's thread
 * (reader.ts): a PDF of a few pages takes a second of CPU the first time pdf.js loads.
 */

export const DOCUMENT_LIMITS = {
  /** The largest file read: 2 MiB (a posting or a CV of a few pages is well under it). */
  maxBytes: 2 * 1024 * 1024,
  /** The most text kept: what a pasted posting or CV may hold (POSTING_LIMITS.maxChars). */
  maxChars: POSTING_LIMITS.maxChars,
  /** PDF pages read at most: 20,000 characters fill about ten; a file of blank pages is not read to its end. */
  maxPdfPages: 40,
};

export type DocumentFormat = 'pdf' | 'docx';

export type DocumentErrorCode =
  | 'document_too_large'
  | 'unsupported_document'
  | 'unreadable_document'
  | 'document_without_text'
  | 'document_too_long';

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
};

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

/** A PDF's text, page by page, a line break where pdf.js ends a line; stops once past `maxChars`. */
async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
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
    const pages = Math.min(pdf.numPages, DOCUMENT_LIMITS.maxPdfPages);
    for (let n = 1; n <= pages && text.length <= maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items as Array<TextItem | object>) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n\n';
      page.cleanup();
    }
    return text;
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
export async function readDocument(bytes: Uint8Array): Promise<DocumentResult> {
  if (bytes.byteLength > DOCUMENT_LIMITS.maxBytes) return refuse('document_too_large');
  const kind = sniff(bytes);
  if (!kind) return refuse('unsupported_document');
  let raw: string;
  try {
    raw = kind === 'pdf' ? await pdfText(bytes, DOCUMENT_LIMITS.maxChars) : await docxText(bytes);
  } catch (error) {
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
