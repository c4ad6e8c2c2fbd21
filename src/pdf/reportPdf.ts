import type { Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Schemas } from '../../openapi/types';
import { t, type MessageKey } from '../i18n';
import { formatDate, formatNumber, formatTimeOfDay } from '../i18n/format';
import { formatDuration as formatScreenDuration } from '../../machines/report/report.rules';
import { PDF_MARGIN_MM, PDF_PAGE_ORIENTATION, PDF_PAGE_SIZE } from '../../machines/shared/constants';
import { PRODUCT_NAME, SCORE_MAX } from '../../openapi/product';

export type Report = Schemas['Report'];
type ConversationMessage = Schemas['ConversationMessage'];
type ScoreItem = Schemas['ScoreItem'];

// --- Texts of the document, one place per section (spec §2 /report/{id}, §9 "PDF") ---------------

const FILE_NAME = {
  product: PRODUCT_NAME.replace(/\s+/g, '_'),
  report: 'Report',
  /** Used when the job title is empty (or only unsafe characters). */
  fallbackTitle: 'Interview',
  extension: '.pdf',
} as const;

/** The document's texts, from the catalogue (src/i18n), read when a document is built. */
const SUMMARY_TEXT = {
  get title() { return t('report.pdfTitle'); },
  get jobTitle() { return t('report.pdfJobTitle'); },
  get company() { return t('report.company'); },
  get interviewDate() { return t('report.pdfInterviewDate'); },
  get duration() { return t('report.duration'); },
  get overallScore() { return t('report.pdfOverallScore'); },
  get generated() { return t('report.pdfGenerated'); },
  get durationUnavailable() { return t('report.pdfNotAvailable'); },
};

const SKILLS_TEXT = {
  get overall() { return t('report.pdfOverall'); },
  get recommendation() { return t('report.recommendation'); },
  get technical() { return t('report.tabTechnical'); },
  get soft() { return t('report.tabSoft'); },
  get language() { return t('report.tabLanguage'); },
};

const SOFT_SKILL_KEYS = {
  communication: 'report.softCommunication',
  teamwork: 'report.softTeamwork',
  problemSolving: 'report.softProblemSolving',
  adaptability: 'report.softAdaptability',
  leadership: 'report.softLeadership',
} as const satisfies Record<string, MessageKey>;

const LANGUAGE_SKILL_KEYS = {
  vocabulary: 'report.englishVocabulary',
  grammar: 'report.englishGrammar',
  fluency: 'report.englishFluency',
  comprehension: 'report.englishComprehension',
} as const satisfies Record<string, MessageKey>;

const OBSERVATIONS_TEXT = {
  get strengths() { return t('report.keyStrengths'); },
  get areasForImprovement() { return t('report.growthOpportunities'); },
  get behavioralIndicators() { return t('report.behavioralInsights'); },
  get recommendations() { return t('report.recommendations'); },
  get empty() { return t('report.noRecommendations'); },
};

const CONVERSATION_TEXT = {
  get title() { return t('report.conversationTitle'); },
  get me() { return t('report.me'); },
  get interviewer() { return t('report.interviewer'); },
  get empty() { return t('report.noMessages'); },
};

// --- Layout (spec §9: page and margin from machines/shared/constants.ts) ----------------------------

const POINTS_PER_MM = 72 / 25.4;
/** The page margin in PDF points (20 mm ≈ 56.69). */
export const PAGE_MARGIN_PT = PDF_MARGIN_MM * POINTS_PER_MM;
/** The user role of a conversation message; every other role is an interviewer. */
const USER_ROLE = 'USER';
/** Long enough for every browser to have started the download before the URL goes away. */
const OBJECT_URL_REVOKE_DELAY_MS = 10_000;

/** Characters Windows, macOS or Linux refuse (or misread) in a file name. */
const UNSAFE_FILE_NAME_CHARS = /[/\\:*?"<>|]/g;

// --- File name ------------------------------------------------------------------------------------

/** `JobTalk_AI_Report_<Job_Title>_<2026-11-23T10-15-30>.pdf` (timestamp in UTC). */
export function reportPdfFileName(jobTitle: string, now: Date): string {
  const title =
    jobTitle.replace(UNSAFE_FILE_NAME_CHARS, '').trim().replace(/\s+/g, '_') || FILE_NAME.fallbackTitle;
  const timestamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${FILE_NAME.product}_${FILE_NAME.report}_${title}_${timestamp}${FILE_NAME.extension}`;
}

// --- Formatting helpers ---------------------------------------------------------------------------

/** Seconds as the screen shows them (`1:32`, `12:05`); "N/A" when unknown. */
function formatDuration(totalSeconds: number): string {
  return formatScreenDuration(totalSeconds) ?? SUMMARY_TEXT.durationUnavailable;
}

function formatScore(score: number): string {
  return `${formatNumber(score, { maximumFractionDigits: 1 })}/${SCORE_MAX}`;
}

/** A figure with one decimal in the UI's language ("2.5", "2,5"), spaces the font has. */
const oneDecimal = (value: number): string =>
  withPlainSpaces(formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** Newer ICU puts a narrow no-break space before AM/PM; Roboto has no glyph for it. */
const withPlainSpaces = (text: string): string => text.replace(/[\u202f\u2009]/g, ' ');

function formatDateTime(value: string): string {
  return withPlainSpaces(formatDate(value, { withTime: true }));
}

function formatTime(value: string): string {
  return withPlainSpaces(formatTimeOfDay(value));
}

function senderLabel(message: ConversationMessage): string {
  if (message.role === USER_ROLE) return CONVERSATION_TEXT.me;
  return message.sender?.trim() || CONVERSATION_TEXT.interviewer;
}

// --- Document pieces ------------------------------------------------------------------------------

/** The footer's page number: laid out with each page, never content. */
const PAGE_NUMBER_STYLE = 'pageNumber';

// Headings carry a headline level: `keepHeadingsWithContent` moves one that would end a page.
const sectionHeader = (text: string): Content => ({ text, style: 'sectionHeader', headlineLevel: 1 });
const subHeader = (text: string): Content => ({ text, style: 'subHeader', headlineLevel: 2 });

/**
 * pdfmake's page-break hook: a heading with nothing after it on its page starts the next page
 * instead, so no heading is left alone at the bottom of a page.
 */
export function keepHeadingsWithContent(
  node: { headlineLevel?: unknown },
  followingNodesOnPage: ReadonlyArray<{ style?: unknown; headlineLevel?: unknown }>,
): boolean {
  // The page number in the footer is laid out with the page: it is not content after the heading;
  // nor is another heading (a section's title followed only by its first sub-heading would be left alone).
  return (
    node.headlineLevel !== undefined &&
    followingNodesOnPage.every((next) => next.style === PAGE_NUMBER_STYLE || next.headlineLevel !== undefined)
  );
}

function summary(report: Report, now: Date): Content {
  const rows: Array<[string, string]> = [
    [SUMMARY_TEXT.jobTitle, report.jobTitle],
    [SUMMARY_TEXT.company, report.company],
    [SUMMARY_TEXT.interviewDate, formatDateTime(report.interviewDate)],
    [SUMMARY_TEXT.duration, formatDuration(report.duration)],
    [SUMMARY_TEXT.overallScore, formatScore(report.overallScore)],
    [SUMMARY_TEXT.generated, formatDateTime(now.toISOString())],
  ];
  return {
    stack: [
      {
        table: {
          widths: ['auto', '*'],
          body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]),
        },
        layout: 'noBorders',
      },
      { text: t('report.scaleNote'), style: 'comment', margin: [0, 4, 0, 0] },
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Thin lines between rows only. */
const ROW_SEPARATORS: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#cccccc',
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

interface ScoreRow {
  label: string;
  item: Pick<ScoreItem, 'score' | 'comment' | 'measured'>;
}

function scoreTable(rows: ScoreRow[]): Content {
  return {
    table: {
      headerRows: 0,
      widths: ['*', 'auto'],
      body: rows.map(({ label, item }) => [
        {
          stack: [
            { text: label, style: 'label' },
            ...(item.comment ? [{ text: item.comment, style: 'comment' }] : []),
          ],
        },
        { text: item.measured === false ? t('report.notMeasured') : formatScore(item.score), style: 'score' },
      ]),
    },
    layout: ROW_SEPARATORS,
  };
}

function skillSection(title: string, overall: number, rows: ScoreRow[], recommendation: string): Content[] {
  return [
    sectionHeader(title),
    { text: [{ text: `${SKILLS_TEXT.overall}: `, style: 'label' }, formatScore(overall)], margin: [0, 0, 0, 4] },
    scoreTable(rows),
    // A short label and its paragraph: kept on one page together.
    ...(recommendation
      ? [{ stack: [subHeader(SKILLS_TEXT.recommendation), { text: recommendation, style: 'recommendation' }], unbreakable: true }]
      : []),
  ];
}

function skillSections(report: Report): Content[] {
  if (!report.isFullReport) return [];
  const content: Content[] = [];
  const { hardSkills, softSkills, englishProficiency } = report;
  if (hardSkills) {
    const rows = hardSkills.skills.map((s) => ({ label: s.skill, item: s }));
    content.push(...skillSection(SKILLS_TEXT.technical, hardSkills.score, rows, hardSkills.recommendation));
  }
  if (softSkills) {
    const rows = (Object.keys(SOFT_SKILL_KEYS) as Array<keyof typeof SOFT_SKILL_KEYS>).map((key) => ({
      label: t(SOFT_SKILL_KEYS[key]),
      item: softSkills[key],
    }));
    content.push(...skillSection(SKILLS_TEXT.soft, softSkills.score, rows, softSkills.recommendation));
  }
  if (englishProficiency) {
    const rows = (Object.keys(LANGUAGE_SKILL_KEYS) as Array<keyof typeof LANGUAGE_SKILL_KEYS>).map((key) => ({
      label: t(LANGUAGE_SKILL_KEYS[key]),
      item: englishProficiency[key],
    }));
    content.push(
      ...skillSection(SKILLS_TEXT.language, englishProficiency.score, rows, englishProficiency.recommendation),
    );
  }
  return content;
}

/** Delivery (PRO): speaking rate, fillers with the words, long pauses, lexical diversity, grammar with corrections. */
function deliverySection(report: Report): Content[] {
  const d = report.isFullReport ? report.delivery : undefined;
  if (!d) return [];
  const notMeasured = t('report.deliveryNotMeasured');
  const fillers = d.fillerWords.map((f) => t('report.deliveryFillerWord', { word: f.word, count: f.count })).join(', ');
  const facts: Array<[string, string]> = [
    [t('report.deliveryRate'), d.wordsPerMinute == null ? notMeasured : t('report.deliveryRateValue', { wpm: d.wordsPerMinute, low: d.targetWordsPerMinute.low, high: d.targetWordsPerMinute.high })],
    [t('report.deliveryFillers'), `${t('report.deliveryFillersValue', { per100: oneDecimal(d.fillersPer100Words) })}${fillers ? ` — ${fillers}` : ''}`],
    [t('report.deliveryPauses'), d.longPauses == null ? notMeasured : formatNumber(d.longPauses)],
    [t('report.deliveryDiversity'), d.lexicalDiversity == null ? t('report.deliveryTooFewWords') : oneDecimal(d.lexicalDiversity)],
  ];
  const grammar: Content = d.grammarIssues.length
    ? {
        ul: d.grammarIssues.map((g) => ({
          text: [{ text: `“${g.sentence}” ` }, { text: `${g.message}${g.correction ? ` ${t('report.deliveryCorrection', { sentence: g.correction })}` : ''}`, style: 'comment' }],
        })),
        margin: [0, 0, 0, 4],
      }
    : { text: t('report.deliveryNoGrammar'), style: 'comment' };
  return [
    sectionHeader(t('report.deliveryTitle')),
    { ul: facts.map(([label, value]) => ({ text: [{ text: `${label}: `, style: 'label' }, value] })), margin: [0, 0, 0, 4] },
    subHeader(t('report.deliveryGrammar')),
    grammar,
  ];
}

/** Answer by answer (PRO): each question's score, what the answer had and lacked, and how to make it stronger. */
function coachingSection(report: Report): Content[] {
  const coaching = report.isFullReport ? (report.answerCoaching ?? []) : [];
  if (coaching.length === 0) return [];
  const content: Content[] = [sectionHeader(t('report.coachingTitle'))];
  coaching.forEach((item, index) => {
    const verdict = {
      answered: null,
      'not-english': t('report.coachingVerdictNotEnglish'),
      'addresses-scorer': t('report.coachingVerdictScorer'),
      'read-back': t('report.coachingVerdictReadBack'),
      copied: t('report.coachingVerdictCopied'),
      'keyword-list': t('report.coachingVerdictKeywords'),
      repeated: t('report.coachingVerdictRepeated'),
      'no-answer': t('report.coachingVerdictNoAnswer'),
    }[item.verdict];
    content.push({
      stack: [
        subHeader(`${t('report.coachingQuestion', { n: String(index + 1) })} ${item.question || t('report.coachingNoQuestion')} — ${formatScore(item.score)}`),
        ...(verdict ? [{ text: verdict, style: 'comment' } as Content] : []),
        ...(item.answer.quote ? [{ text: `“${item.answer.quote}”`, style: 'comment' } as Content] : []),
        ...(item.had.length ? [{ text: t('report.coachingHad'), style: 'label' } as Content, { ul: item.had } as Content] : []),
        ...(item.lacked.length ? [{ text: t('report.coachingLacked'), style: 'label' } as Content, { ul: item.lacked } as Content] : []),
        ...(item.suggestion ? [{ text: [{ text: `${t('report.coachingStronger')}: `, style: 'label' }, item.suggestion] } as Content] : []),
      ],
      margin: [0, 0, 0, 6],
    });
  });
  return content;
}

function observationSections(report: Report): Content[] {
  if (!report.isFullReport) return [];
  const observations = report.additionalObservations;
  const lists: Array<[string, string[]]> = observations
    ? [
        [OBSERVATIONS_TEXT.strengths, observations.strengths],
        [OBSERVATIONS_TEXT.areasForImprovement, observations.areasForImprovement],
        [OBSERVATIONS_TEXT.behavioralIndicators, observations.behavioralIndicators],
      ]
    : [];
  const content: Content[] = [];
  for (const [title, items] of lists) {
    if (items.length === 0) continue;
    content.push(sectionHeader(title), { ul: items, margin: [0, 0, 0, 4] });
  }
  const areas = report.recommendations ?? [];
  if (areas.length > 0) {
    content.push(sectionHeader(OBSERVATIONS_TEXT.recommendations));
    for (const { area, recommendation } of areas) {
      content.push(subHeader(area), { text: recommendation, style: 'recommendation' });
    }
  }
  if (content.length === 0 && (report.hardSkills || report.softSkills || report.englishProficiency)) {
    content.push(sectionHeader(OBSERVATIONS_TEXT.recommendations), { text: OBSERVATIONS_TEXT.empty, style: 'muted' });
  }
  return content;
}

function messageBlock(message: ConversationMessage): Content {
  return {
    style: 'message',
    unbreakable: message.text.length < 600,
    stack: [
      {
        text: [
          { text: senderLabel(message), style: 'label' },
          { text: `  ${formatTime(message.timestamp)}`, style: 'muted' },
        ],
      },
      { text: message.text },
    ],
  };
}

/**
 * The whole conversation, every message in order. Spec §9 capped it at 10 messages and "... and N more
 * messages"; issue 36 asks for the complete conversation, the record the candidate downloads it for.
 */
function conversationSection(messages: ConversationMessage[]): Content[] {
  return [
    sectionHeader(CONVERSATION_TEXT.title),
    ...(messages.length === 0 ? [{ text: CONVERSATION_TEXT.empty, style: 'muted' } as Content] : messages.map(messageBlock)),
  ];
}

// --- The document ---------------------------------------------------------------------------------

/**
 * The report as a pdfmake document definition (pure: the same input gives the same document). It
 * shares no object with `report`: pdfmake writes its layout into the definition it is given (a list's
 * strings become `{ text, _margin, _inlines, … }` in place), and the report object is the one the page
 * renders — a shared array would put those objects in React's children and crash the page.
 */
export function buildReportDocument(source: Report, now: Date): TDocumentDefinitions {
  const report = structuredClone(source);
  return {
    pageSize: PDF_PAGE_SIZE,
    pageOrientation: PDF_PAGE_ORIENTATION,
    pageMargins: [PAGE_MARGIN_PT, PAGE_MARGIN_PT, PAGE_MARGIN_PT, PAGE_MARGIN_PT],
    info: {
      title: `${SUMMARY_TEXT.title}: ${report.jobTitle}`,
      author: PRODUCT_NAME,
      creator: PRODUCT_NAME,
      creationDate: now,
    },
    content: [
      { text: SUMMARY_TEXT.title, style: 'title' },
      summary(report, now),
      ...skillSections(report),
      ...observationSections(report),
      ...deliverySection(report),
      ...coachingSection(report),
      ...conversationSection(report.conversation),
    ],
    pageBreakBefore: (node, nodes) => keepHeadingsWithContent(node, nodes.getFollowingNodesOnPage()),
    footer: (currentPage: number, pageCount: number): Content => ({
      text: `${currentPage} / ${pageCount}`,
      style: PAGE_NUMBER_STYLE,
      alignment: 'center',
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      sectionHeader: { fontSize: 14, bold: true, margin: [0, 14, 0, 6] },
      subHeader: { fontSize: 11, bold: true, margin: [0, 6, 0, 2] },
      label: { bold: true },
      score: { bold: true, alignment: 'right' },
      comment: { color: '#444444' },
      recommendation: { italics: true, margin: [0, 0, 0, 4] },
      message: { margin: [0, 0, 0, 6] },
      muted: { color: '#666666', fontSize: 9 },
      [PAGE_NUMBER_STYLE]: { color: '#666666', fontSize: 9 },
    },
  };
}

// --- Browser: create, then download ---------------------------------------------------------------

type PdfMake = typeof import('pdfmake/build/pdfmake');
type Vfs = typeof import('pdfmake/build/vfs_fonts');

/** Vite hands CommonJS builds over as `{ default: module.exports }`; plain Node may not. */
function moduleValue<T>(mod: T | { default: T }): T {
  return (mod as { default?: T }).default ?? (mod as T);
}

let pdfMakeLoad: Promise<PdfMake> | null = null;

/** pdfmake and its fonts are ~1.8 MB: load them on first use, as a separate chunk. */
function loadPdfMake(): Promise<PdfMake> {
  pdfMakeLoad ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')])
    .then(([pdfMakeModule, vfsModule]) => {
      const pdfMake = moduleValue<PdfMake>(pdfMakeModule);
      pdfMake.addVirtualFileSystem(moduleValue<Vfs>(vfsModule));
      return pdfMake;
    })
    .catch((error: unknown) => {
      pdfMakeLoad = null; // a failed chunk load may succeed next time
      throw error;
    });
  return pdfMakeLoad;
}

/** Builds the report's PDF in the browser. */
export async function generateReportPdf(
  report: Report,
  now: Date = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const pdfMake = await loadPdfMake();
  // A created document can be read only once: getBlob() is its single read.
  const blob = await pdfMake.createPdf(buildReportDocument(report, now)).getBlob();
  return { blob, fileName: reportPdfFileName(report.jobTitle, now) };
}

/**
 * Generates the PDF and saves it through a temporary `<a download>`. Resolves the file name;
 * rejects with an Error whose message is the reason (shown as "Failed to generate PDF: {reason}").
 */
export async function downloadReportPdf(report: Report): Promise<string> {
  try {
    const { blob, fileName } = await generateReportPdf(report);
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    document.body.appendChild(anchor);
    try {
      anchor.click();
    } finally {
      anchor.remove();
      setTimeout(() => {
        // Absent in some test DOMs.
        if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
      }, OBJECT_URL_REVOKE_DELAY_MS);
    }
    return fileName;
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
}
