import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Report } from '../../../../src/pdf/reportPdf';

/** The moment the tests' PDFs are downloaded at (in their file names). */
export const NOW = new Date('2026-11-23T10:15:30.456Z');

/** What every report of the PDF tests shares: a finished, full report of one interview. */
export const REPORT_HEAD = {
  id: 'r1',
  conversationId: 'c1',
  status: 2,
  jobTitle: 'Senior Frontend Engineer',
  company: 'Acme Widgets',
  interviewDate: '2026-11-20T09:00:00.000Z',
  duration: 725,
  overallScore: 7.5,
  generatedAt: '2026-11-20T09:20:00.000Z',
  isFullReport: true,
} as const satisfies Partial<Report>;

/** Every string of a document definition's content, in order. */
export function documentStrings(doc: TDocumentDefinitions): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      for (const key of ['text', 'stack', 'columns', 'ul', 'ol']) walk(node[key]);
      const table = node.table as { body?: unknown[] } | undefined;
      if (table?.body) walk(table.body);
    }
  };
  walk(doc.content);
  return out;
}

/** Where a poppler tool (pdftotext, pdftoppm) is installed; undefined where it is not. */
export const popplerTool = (tool: string): string | undefined =>
  ['/usr/bin', '/usr/local/bin', '/bin'].map((dir) => path.join(dir, tool)).find(existsSync);

/** A temporary folder for the rendered files of the calling describe block, removed after it. */
export function usePdfFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
