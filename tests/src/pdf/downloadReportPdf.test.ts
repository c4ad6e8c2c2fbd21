import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadReportPdf, generateReportPdf, type Report } from '../../../src/pdf/reportPdf';

const report: Report = {
  id: 'r1',
  conversationId: 'c1',
  status: 2,
  jobTitle: 'Backend Engineer (Go)',
  company: 'Acme',
  interviewDate: '2026-11-20T09:00:00.000Z',
  duration: 90,
  overallScore: 6,
  isFullReport: false,
  conversation: [{ id: 'm1', role: 'USER', text: 'Hello', timestamp: '2026-11-20T09:00:05.000Z' }],
};

let restoreCreateObjectURL: (() => void) | null = null;

/** jsdom has no URL.createObjectURL: the only stub these tests use. */
function stubCreateObjectURL(impl: (blob: Blob) => string): void {
  const original = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: impl });
  restoreCreateObjectURL = () => {
    if (original) Object.defineProperty(URL, 'createObjectURL', original);
    else Reflect.deleteProperty(URL, 'createObjectURL');
  };
}

afterEach(() => {
  restoreCreateObjectURL?.();
  restoreCreateObjectURL = null;
});

describe('generateReportPdf (browser build of pdfmake)', () => {
  it('creates a PDF blob and its file name', async () => {
    const now = new Date('2026-11-23T10:15:30.000Z');
    const { blob, fileName } = await generateReportPdf(report, now);
    expect(fileName).toBe('JobTalk_AI_Report_Backend_Engineer_(Go)_2026-11-23T10-15-30.pdf');
    expect(blob.type).toBe('application/pdf');
    const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('%PDF-');
  });
});

describe('downloadReportPdf', () => {
  it('saves through a temporary <a download> named after the report and resolves the file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    stubCreateObjectURL(createObjectURL);
    const clicked: HTMLAnchorElement[] = [];
    const onClick = (event: MouseEvent) => {
      const anchor = event.target as HTMLAnchorElement;
      clicked.push(anchor);
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', onClick);
    try {
      const fileName = await downloadReportPdf(report);
      expect(fileName).toMatch(/^JobTalk_AI_Report_Backend_Engineer_\(Go\)_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.pdf$/);
      expect(clicked).toHaveLength(1);
      expect(clicked[0].getAttribute('download')).toBe(fileName);
      expect(clicked[0].getAttribute('href')).toBe('blob:report');
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      expect(createObjectURL.mock.calls[0][0].type).toBe('application/pdf');
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('rejects with the reason as the message', async () => {
    stubCreateObjectURL(() => {
      throw new Error('quota exceeded');
    });
    await expect(downloadReportPdf(report)).rejects.toThrow(/^quota exceeded$/);
  });
});
