/** Pure reads of the report snapshot for the /report/{id} page. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import type { Report, ReportTab } from './report.events';
import type { ReportErrorKind, ReportProgress, reportMachine } from './report.machine';

type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

/** Which screen the page shows. */
export type ReportScreen = 'loading' | 'progress' | 'report' | 'error';

/**
 * The screen: the report once ready; the error screen for status 3 and every error; the progress
 * screen while queued, generating or not created yet (also while a poll or Refresh runs); otherwise
 * the loading text.
 */
export const selectScreen = (snapshot: ReportSnapshot): ReportScreen => {
  if (snapshot.matches('ready')) return 'report';
  if (snapshot.matches('failed') || snapshot.matches('error')) return 'error';
  if (snapshot.context.progress !== null && (snapshot.matches('waiting') || snapshot.matches('fetching'))) return 'progress';
  return 'loading';
};

export const selectReport = (snapshot: ReportSnapshot): Report | null =>
  snapshot.matches('ready') ? snapshot.context.report : null;
export const selectProgress = (snapshot: ReportSnapshot): ReportProgress | null => snapshot.context.progress;
/** A poll or Refresh is running on the progress screen: Refresh shows it and is disabled. */
export const selectIsRefreshing = (snapshot: ReportSnapshot): boolean =>
  snapshot.matches('fetching') && snapshot.context.progress !== null;
export const selectError = (snapshot: ReportSnapshot): UiText | null => snapshot.context.error;
export const selectErrorKind = (snapshot: ReportSnapshot): ReportErrorKind | null => snapshot.context.errorKind;
/** The server's reason for a failed generation, when it gave one. */
export const selectFailureReason = (snapshot: ReportSnapshot): UiText | null => snapshot.context.failureReason;
export const selectHasPro = (snapshot: ReportSnapshot): boolean => snapshot.context.hasPro;

export const selectActiveTab = (snapshot: ReportSnapshot): ReportTab => {
  if (snapshot.matches({ ready: { tab: 'soft' } })) return 'soft';
  if (snapshot.matches({ ready: { tab: 'language' } })) return 'language';
  return 'technical';
};
/** The recommendations modal is shown (PRO only). */
export const selectIsRecommendationsOpen = (snapshot: ReportSnapshot): boolean =>
  snapshot.context.hasPro && snapshot.matches({ ready: { recommendations: 'open' } });
export const selectIsConversationOpen = (snapshot: ReportSnapshot): boolean =>
  snapshot.matches({ ready: { conversation: 'open' } });
/** The correction editor of an answer in the conversation modal (with whether it is being saved), or null. */
export const selectCorrection = (snapshot: ReportSnapshot) =>
  snapshot.context.correction && { ...snapshot.context.correction, saving: snapshot.matches({ ready: { conversation: { open: 'saving' } } }) };
/** The PDF is being built: "Download PDF" shows its progress. */
export const selectIsGeneratingPdf = (snapshot: ReportSnapshot): boolean =>
  snapshot.matches({ ready: { pdf: 'generating' } });
/** The last export failed and its notice is up. */
export const selectPdfError = (snapshot: ReportSnapshot): UiText | null =>
  snapshot.matches({ ready: { pdf: 'failed' } }) ? snapshot.context.pdfError : null;

// ---------------------------------------------------------------- the report's parts, for the page

/** A quote of the candidate that a score rests on, with when it was said. */
export interface EvidenceQuote {
  quote: string;
  time: string;
}

/** One score bar: a skill or a criterion, its score out of 10, the comment and the quotes behind it. */
export interface ScoreLine {
  id: string;
  name: UiText;
  score: number;
  /** False when nothing could be measured (fluency of typed answers): shown as not measured, no bar. */
  measured: boolean;
  comment: string | null;
  evidence: EvidenceQuote[];
}

/** One tab's content: the section score, its bars and its recommendation. */
export interface ReportSection {
  score: number | null;
  lines: ScoreLine[];
  recommendation: string | null;
}

interface ScoredItem {
  score: number;
  measured?: boolean;
  comment?: string;
  evidence?: Array<{ quote: string; time: string }>;
}

function lineOf(id: string, name: UiText, item: ScoredItem | undefined): ScoreLine | null {
  if (!item || typeof item.score !== 'number' || !Number.isFinite(item.score)) return null;
  return {
    id,
    name,
    score: item.score,
    measured: item.measured !== false,
    comment: item.comment?.trim() ? item.comment.trim() : null,
    evidence: (item.evidence ?? []).filter((e) => typeof e.quote === 'string' && e.quote.trim() !== ''),
  };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

function textOrNull(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

const SOFT_ITEMS = [
  ['communication', 'report.softCommunication'],
  ['teamwork', 'report.softTeamwork'],
  ['problemSolving', 'report.softProblemSolving'],
  ['adaptability', 'report.softAdaptability'],
  ['leadership', 'report.softLeadership'],
] as const;

const ENGLISH_ITEMS = [
  ['vocabulary', 'report.englishVocabulary'],
  ['grammar', 'report.englishGrammar'],
  ['fluency', 'report.englishFluency'],
  ['comprehension', 'report.englishComprehension'],
] as const;

/**
 * The three tabs' contents (spec §3 Report): the technical skills as the server named them, the five
 * soft skills and the four English criteria; null for a section the report does not carry (free).
 */
export function reportSections(report: Report): Record<ReportTab, ReportSection | null> {
  const { hardSkills, softSkills, englishProficiency } = report;
  return {
    technical: hardSkills
      ? {
          score: hardSkills.score,
          lines: hardSkills.skills
            .map((skill, index) => lineOf(`skill-${index}`, { raw: skill.skill }, skill))
            .filter(present),
          recommendation: textOrNull(hardSkills.recommendation),
        }
      : null,
    soft: softSkills
      ? {
          score: softSkills.score,
          lines: SOFT_ITEMS.map(([field, key]) => lineOf(field, { key }, softSkills[field])).filter(present),
          recommendation: textOrNull(softSkills.recommendation),
        }
      : null,
    language: englishProficiency
      ? {
          score: englishProficiency.score,
          lines: ENGLISH_ITEMS.map(([field, key]) => lineOf(field, { key }, englishProficiency[field])).filter(present),
          recommendation: textOrNull(englishProficiency.recommendation),
        }
      : null,
  };
}

/** A card of the recommendations modal: the area and what to do, with the quotes that led to it. */
export interface AreaCard {
  area: UiText;
  recommendation: string;
  evidence: EvidenceQuote[];
}

/** The recommendations modal's content (spec §2): three lists and the per-area cards. */
export interface RecommendationsView {
  strengths: string[];
  growth: string[];
  insights: string[];
  areas: AreaCard[];
  isEmpty: boolean;
}

function cleanList(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((item) => item.trim()).filter(Boolean);
}

/**
 * The modal's sections from `additionalObservations` and `recommendations`; without per-area
 * recommendations, the three sections' own recommendations make the cards.
 */
export function recommendationsView(report: Report): RecommendationsView {
  const observations = report.additionalObservations;
  const strengths = cleanList(observations?.strengths);
  const growth = cleanList(observations?.areasForImprovement);
  const insights = cleanList(observations?.behavioralIndicators);
  let areas: AreaCard[] = (report.recommendations ?? [])
    .filter((item) => item.recommendation.trim() !== '')
    .map((item) => ({ area: { raw: item.area }, recommendation: item.recommendation.trim(), evidence: item.evidence ?? [] }));
  if (areas.length === 0) {
    const sections = reportSections(report);
    const fallback: Array<[ReportTab, UiText]> = [
      ['technical', { key: 'report.tabTechnical' }],
      ['soft', { key: 'report.tabSoft' }],
      ['language', { key: 'report.tabLanguage' }],
    ];
    areas = fallback
      .map(([tab, area]) => {
        const recommendation = sections[tab]?.recommendation;
        return recommendation ? { area, recommendation, evidence: [] } : null;
      })
      .filter(present);
  }
  return {
    strengths,
    growth,
    insights,
    areas,
    isEmpty: strengths.length + growth.length + insights.length + areas.length === 0,
  };
}
