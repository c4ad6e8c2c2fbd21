import { serveJobs } from '../workers/pool';
import { readDocument, type DocumentResult } from './documents';
import type { ReadDocumentJob } from './reader';

/** pdf.js's parsing half (no type declarations ship with it: it is only handed back to pdf.js). */
const PDF_PARSER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** A one-page PDF of one line, read once at start (pdf.js tolerates its missing cross-reference table). */
const WARM_UP_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >> endobj\n' +
    '4 0 obj << /Length 44 >> stream\nBT /F1 12 Tf 72 720 Td (Warm up) Tj ET\nendstream endobj\n' +
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * A thread of the document reader (reader.ts). pdf.js (with its parsing half, which it would load on
 * the first file) and mammoth are loaded, and a small PDF read, before the thread says it is ready:
 * a file's deadline counts its reading, not seconds of loading a reader.
 */
serveJobs<ReadDocumentJob, DocumentResult>(async () => {
  const [, parser] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(PDF_PARSER) as Promise<unknown>, import('mammoth')]);
  // pdf.js in Node parses in the same thread ("fake worker"): given its handler here, it loads nothing on the first file.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
  await readDocument(WARM_UP_PDF);
  return (job) => readDocument(job.bytes);
});
