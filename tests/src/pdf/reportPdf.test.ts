// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildReportDocument, keepHeadingsWithContent, reportPdfFileName, type Report } from '../../../src/pdf/reportPdf';
import { renderPdf } from './support/renderPdf';
import { documentStrings, NOW, popplerTool as which, REPORT_HEAD, usePdfFolder } from './support/reportFixtures';

function messages(count: number): Report['conversation'] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    role: i % 2 === 0 ? 'Senior Frontend Developer' : 'USER',
    sender: i % 2 === 0 ? (i % 4 === 0 ? 'Alex Carter' : undefined) : undefined,
    text: `Message number ${i + 1} about React hooks and state management.`,
    timestamp: new Date(Date.UTC(2026, 10, 20, 9, 0, i * 20)).toISOString(),
  }));
}

const item = (score: number, comment?: string) => ({ score, ...(comment ? { comment } : {}) });

function fullReport(extra: Partial<Report> = {}): Report {
  return {
    ...REPORT_HEAD,
    hardSkills: {
      score: 8,
      skills: [
        { skill: 'React', score: 8, comment: 'Explained hooks clearly.' },
        { skill: 'TypeScript', score: 7 },
      ],
      recommendation: 'Practise generics in TypeScript.',
    },
    softSkills: {
      score: 7,
      communication: item(8, 'Clear and structured.'),
      teamwork: item(7),
      problemSolving: item(6),
      adaptability: item(7),
      leadership: item(5),
      recommendation: 'Give concrete examples of leading a team.',
    },
    englishProficiency: {
      score: 8,
      vocabulary: item(8),
      grammar: item(8),
      fluency: item(7),
      comprehension: item(9),
      recommendation: 'Slow down slightly when explaining complex ideas.',
    },
    additionalObservations: {
      strengths: ['Strong React fundamentals'],
      areasForImprovement: ['System design depth'],
      behavioralIndicators: ['Stays calm under pressure'],
    },
    recommendations: [{ area: 'System Design', recommendation: 'Study caching strategies.' }],
    conversation: messages(15),
    ...extra,
  };
}

function freeReport(extra: Partial<Report> = {}): Report {
  const report: Report = { ...fullReport(), isFullReport: false, conversation: messages(3), ...extra };
  // A free user's report comes without the breakdown.
  for (const key of ['hardSkills', 'softSkills', 'englishProficiency', 'additionalObservations', 'recommendations'] as const) {
    delete report[key];
  }
  return report;
}

/** Every node of the content tree, depth first. */
function nodes(content: Content | undefined): Array<Record<string, unknown>> {
  if (content === undefined || content === null || typeof content !== 'object') return [];
  if (Array.isArray(content)) return content.flatMap((c) => nodes(c as Content));
  const node = content as unknown as Record<string, unknown>;
  const children = ['stack', 'columns', 'ul', 'ol', 'text']
    .map((key) => node[key])
    .filter((v): v is Content => Array.isArray(v));
  const table = node.table as { body?: Content[][] } | undefined;
  return [node, ...children.flatMap(nodes), ...(table?.body ?? []).flatMap((row) => nodes(row as Content))];
}

/** All the text of a document definition, in order. */
const allText = (doc: TDocumentDefinitions): string => documentStrings(doc).join('\n');

const messageBlocks = (doc: TDocumentDefinitions) => nodes(doc.content).filter((n) => n.style === 'message');

describe('reportPdfFileName', () => {
  it('joins the product name, "Report", the job title with underscores and an ISO timestamp without colons', () => {
    expect(reportPdfFileName('Senior Frontend Engineer', NOW)).toBe(
      'JobTalk_AI_Report_Senior_Frontend_Engineer_2026-11-23T10-15-30.pdf',
    );
  });

  it('collapses whitespace runs and trims the title', () => {
    expect(reportPdfFileName('  Data \t Engineer\n II ', NOW)).toBe('JobTalk_AI_Report_Data_Engineer_II_2026-11-23T10-15-30.pdf');
  });

  it('removes characters unsafe in file names', () => {
    expect(reportPdfFileName('UI/UX Designer: Web\\Mobile *?"<>|', NOW)).toBe(
      'JobTalk_AI_Report_UIUX_Designer_WebMobile_2026-11-23T10-15-30.pdf',
    );
  });

  it('uses "Interview" for an empty or blank title', () => {
    expect(reportPdfFileName('', NOW)).toBe('JobTalk_AI_Report_Interview_2026-11-23T10-15-30.pdf');
    expect(reportPdfFileName('   ', NOW)).toBe('JobTalk_AI_Report_Interview_2026-11-23T10-15-30.pdf');
    expect(reportPdfFileName('///', NOW)).toBe('JobTalk_AI_Report_Interview_2026-11-23T10-15-30.pdf');
  });

  it('formats the timestamp as UTC ISO seconds with dashes', () => {
    const name = reportPdfFileName('QA', new Date('2027-01-05T03:04:05.999Z'));
    expect(name).toBe('JobTalk_AI_Report_QA_2027-01-05T03-04-05.pdf');
    expect(name).toMatch(/_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.pdf$/);
  });
});

describe('buildReportDocument', () => {
  it('is A4 portrait with 20 mm margins', () => {
    const doc = buildReportDocument(fullReport(), NOW);
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('portrait');
    const margins = doc.pageMargins as number[];
    expect(margins).toHaveLength(4);
    for (const m of margins) expect(m).toBeCloseTo(56.69, 2);
  });

  it('writes the duration as the screen does (1:32, not 01:32)', () => {
    const text = allText(buildReportDocument(fullReport({ duration: 92 }), NOW));
    expect(text).toContain('1:32');
    expect(text).not.toContain('01:32');
  });

  it('moves a heading that would end a page to the next one', () => {
    expect(keepHeadingsWithContent({ headlineLevel: 1 }, [])).toBe(true);
    expect(keepHeadingsWithContent({ headlineLevel: 1 }, [{ style: 'pageNumber' }])).toBe(true);
    expect(keepHeadingsWithContent({ headlineLevel: 2 }, [{}])).toBe(false);
    // A section title followed on its page only by its first sub-heading moves with it.
    expect(keepHeadingsWithContent({ headlineLevel: 1 }, [{ headlineLevel: 2 }, { style: 'pageNumber' }])).toBe(true);
    expect(keepHeadingsWithContent({ headlineLevel: 1 }, [{ headlineLevel: 2 }, {}])).toBe(false);
    expect(keepHeadingsWithContent({}, [])).toBe(false);
  });

  it('starts with the title and the summary', () => {
    const text = allText(buildReportDocument(fullReport(), NOW));
    expect(text.startsWith('JobTalk AI — Interview Report')).toBe(true);
    for (const expected of ['Senior Frontend Engineer', 'Acme Widgets', 'Interview Date', '12:05', '7.5/10', 'Generated', 'What the score means: 8 and above, strong']) {
      expect(text).toContain(expected);
    }
  });

  it('writes "Not measured" for the fluency of a typed interview, not a 0', () => {
    const report = fullReport();
    report.englishProficiency = { ...report.englishProficiency!, fluency: { score: 0, measured: false, comment: 'Not measured: the answers were typed.' } };
    const text = allText(buildReportDocument(report, NOW));
    expect(text).toContain('Not measured');
    expect(text).toContain('Not measured: the answers were typed.');
  });

  it('writes the delivery panel and the coaching answer by answer when the report has them', () => {
    const report = fullReport({
      delivery: {
        mode: 'typed',
        wordsPerMinute: null,
        targetWordsPerMinute: { low: 120, high: 160 },
        fillersPer100Words: 0,
        fillerWords: [],
        longPauses: null,
        lexicalDiversity: 92.1,
        grammarIssues: [{ sentence: 'he go to work', problem: 'go', message: 'The verb must agree.', correction: 'he goes to work' }],
      },
      answerCoaching: [
        { question: 'How do you test hooks?', answer: { quote: 'I render the hook in a test component', time: '2026-11-02T10:01:00.000Z' }, score: 7.2, verdict: 'answered', had: ['Specifics: hook, renderHook'], lacked: ['a result you measured'], suggestion: 'Add the result in numbers.' },
      ],
    });
    const text = allText(buildReportDocument(report, NOW));
    for (const expected of ['Delivery', 'Not measured (typed answers)', '92.1', 'Suggested: “he goes to work”', 'Answer by answer', 'Q1. How do you test hooks? — 7.2/10', 'What your answer had', 'Specifics: hook, renderHook', 'What it lacked', 'Make it stronger: ', 'Add the result in numbers.']) {
      expect(text).toContain(expected);
    }
  });

  it('shows every section of a full report', () => {
    const text = allText(buildReportDocument(fullReport(), NOW));
    for (const expected of [
      'Technical Skills',
      'React',
      'Explained hooks clearly.',
      'Practise generics in TypeScript.',
      'Soft Skills',
      'Communication',
      'Teamwork',
      'Problem Solving',
      'Adaptability',
      'Leadership',
      'Give concrete examples of leading a team.',
      'Language Skills',
      'Vocabulary',
      'Grammar',
      'Fluency',
      'Comprehension',
      'Key Strengths',
      'Strong React fundamentals',
      'Growth Opportunities',
      'Behavioral Insights',
      'Recommendations',
      'System Design',
      'Study caching strategies.',
      'Conversation',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('holds the whole conversation, the last message included, with no "more messages" line', () => {
    const doc = buildReportDocument(fullReport({ conversation: messages(25) }), NOW);
    expect(messageBlocks(doc)).toHaveLength(25);
    const text = allText(doc);
    expect(text).toContain('Message number 11 ');
    expect(text).toContain('Message number 25 ');
    expect(text).not.toMatch(/more messages/);
  });

  it.each([0, 1, 10])('has no "more messages" line for %i messages', (count) => {
    const doc = buildReportDocument(fullReport({ conversation: messages(count) }), NOW);
    expect(messageBlocks(doc)).toHaveLength(count);
    expect(allText(doc)).not.toMatch(/more messages/);
    if (count === 0) expect(allText(doc)).toContain('No conversation messages available.');
  });

  it('labels the user "Me", an interviewer by name, else "Interviewer"', () => {
    const doc = buildReportDocument(fullReport({ conversation: messages(3) }), NOW);
    const senders = messageBlocks(doc).map((block) => {
      const header = (block.stack as Array<{ text: Array<{ text: string }> }>)[0];
      return header.text[0].text;
    });
    expect(senders).toEqual(['Alex Carter', 'Me', 'Interviewer']);
  });

  it('gives a free report its summary and conversation but no skills sections', () => {
    const doc = buildReportDocument(freeReport(), NOW);
    const text = allText(doc);
    expect(text).toContain('Interview Report');
    expect(text).toContain('Senior Frontend Engineer');
    expect(text).toContain('7.5/10');
    expect(text).toContain('Conversation');
    expect(messageBlocks(doc)).toHaveLength(3);
    for (const absent of ['Technical Skills', 'Soft Skills', 'Language Skills', 'Key Strengths', 'Recommendations']) {
      expect(text).not.toContain(absent);
    }
  });

  it('ignores a breakdown on a report that is not full', () => {
    const text = allText(buildReportDocument(fullReport({ isFullReport: false }), NOW));
    expect(text).not.toContain('Technical Skills');
    expect(text).not.toContain('Key Strengths');
  });

  it('is pure', () => {
    const report = fullReport();
    const a = buildReportDocument(report, NOW);
    const b = buildReportDocument(report, NOW);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('shares no object or array with the report it is built from', () => {
    const report = fullReport({
      answerCoaching: [
        { question: 'Q?', answer: { quote: 'A.', time: '2026-11-20T09:01:00.000Z' }, words: 10, score: 6, verdict: 'answered', had: ['an example'], lacked: ['a figure'], suggestion: 'Add a figure.' },
      ],
    });
    const fromReport = new Set<object>();
    const collect = (value: unknown): void => {
      if (!value || typeof value !== 'object' || fromReport.has(value)) return;
      fromReport.add(value);
      Object.values(value).forEach(collect);
    };
    collect(report);
    const shared: string[] = [];
    const seen = new Set<object>();
    const walk = (value: unknown, at: string): void => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      if (fromReport.has(value)) shared.push(at);
      Object.entries(value).forEach(([key, child]) => walk(child, `${at}.${key}`));
    };
    walk(buildReportDocument(report, NOW), 'doc');
    expect(shared).toEqual([]);
  });
});

describe('rendered PDF', () => {
  const dir = usePdfFolder('jobtalk-pdf-');

  it('renders to a real PDF holding the report text', async () => {
    const report = fullReport({ conversation: messages(15) });
    const buffer = await renderPdf(buildReportDocument(report, NOW));
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(dir, reportPdfFileName(report.jobTitle, NOW));
    writeFileSync(file, buffer);

    const pdftotext = which('pdftotext');
    if (!pdftotext) {
      console.warn('pdftotext not installed: text check skipped');
    } else {
      const text = execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Senior Frontend Engineer');
      expect(text).toContain('Interview Report');
      expect(text).toContain('JobTalk AI — Interview Report');
      expect(text).toContain('7.5/10');
      expect(text).toContain('Problem Solving');
      expect(text).toContain('Message number 15 ');
      expect(text).not.toMatch(/more messages/);
    }

    const pdftoppm = which('pdftoppm');
    if (!pdftoppm) {
      console.warn('pdftoppm not installed: page render check skipped');
    } else {
      execFileSync(pdftoppm, ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
      const pngs = readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.png'));
      expect(pngs).toHaveLength(1);
      const png = path.join(dir, pngs[0]);
      const header = execFileSync('head', ['-c', '8', png]);
      expect(header.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    }
  });

  it('never leaves a heading alone at the bottom of a page', async () => {
    const pdftotext = which('pdftotext');
    if (!pdftotext) return void console.warn('pdftotext not installed: page check skipped');
    const comment = 'Described the trade-offs between server rendering and client rendering with a concrete example from production work.';
    let checkedPages = 0;
    // Reports of growing length put every heading at every height of a page somewhere along the way.
    for (let skills = 4; skills <= 40; skills += 3) {
      const report = fullReport({
        hardSkills: {
          score: 7,
          skills: Array.from({ length: skills }, (_, i) => ({ skill: `Skill ${i + 1}`, score: 7, comment })),
          recommendation: 'Practise generics in TypeScript.',
        },
      });
      const definition = buildReportDocument(report, NOW);
      const headings = new Set(headingTexts(definition.content as Content));
      const file = path.join(dir, `headings-${skills}.pdf`);
      writeFileSync(file, await renderPdf(definition));
      const pages = execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((page) => page.trim());
      for (const page of pages.slice(0, -1)) {
        const lines = page.split('\n').map((line) => line.trim()).filter(Boolean).filter((line) => !/^\d+\s*\/\s*\d+$/.test(line));
        expect(headings.has(lines.at(-1)!), `page ending with "${lines.at(-1)}" (${skills} skills)`).toBe(false);
        checkedPages += 1;
      }
    }
    expect(checkedPages).toBeGreaterThan(20);
  });

  it('leaves the report it was built from as it was (pdfmake writes its layout into the definition)', async () => {
    const report = fullReport();
    const before = structuredClone(report);
    await renderPdf(buildReportDocument(report, NOW));
    expect(report).toEqual(before);
  });

  it('renders a free report too', async () => {
    const buffer = await renderPdf(buildReportDocument(freeReport(), NOW));
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdftotext = which('pdftotext');
    if (pdftotext) {
      const file = path.join(dir, 'free.pdf');
      writeFileSync(file, buffer);
      const text = execFileSync(pdftotext, [file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Conversation');
      expect(text).not.toContain('Technical Skills');
      expect(text).not.toMatch(/more messages/);
    }
  });
});

/** The texts of every node marked as a heading (headlineLevel). */
function headingTexts(content: Content): string[] {
  if (Array.isArray(content)) return content.flatMap((item) => headingTexts(item as Content));
  if (content && typeof content === 'object') {
    const node = content as { headlineLevel?: number; text?: unknown; stack?: Content; columns?: Content };
    const own = node.headlineLevel !== undefined && typeof node.text === 'string' ? [node.text] : [];
    return [...own, ...(node.stack ? headingTexts(node.stack) : []), ...(node.columns ? headingTexts(node.columns) : [])];
  }
  return [];
}
