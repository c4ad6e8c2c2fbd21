/**
 * Pure rules of the report page (spec §2 /report/{id}, §3 Report, §4 "Report screen", §9): the
 * overall score when the server left it out, reading a cached or received report defensively, the
 * duration as m:ss, and what counts as an authentication failure. No snapshot, no I/O.
 */
import type { Schemas } from '../../openapi/types';
import { SCORE_MAX, SCORE_MIN } from '../shared/constants';
import { matchReportFailure } from '../../openapi/refusals';
import type { UiText } from '../shared/text';
import type { Report } from './report.events';

/** Why a report failed (its `error`): a reason the server is known to give from the catalogue, another in its words; null when blank. */
export function failureText(error: string | null | undefined): UiText | null {
  const reason = error?.trim();
  if (!reason) return null;
  const known = matchReportFailure(reason);
  return known ? { key: `reportFailure.${known}` } : { raw: reason };
}

type Evidence = Schemas['Evidence'];
type AreaRecommendation = Schemas['AreaRecommendation'];
type ConversationMessage = Schemas['ConversationMessage'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function clampScore(score: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** The parts of a report the overall-score rule reads (any of them may be missing). */
export interface ScoredParts {
  overallScore?: number | null;
  hardSkills?: { score?: number | null } | null;
  softSkills?: { score?: number | null } | null;
  englishProficiency?: { score?: number | null } | null;
}

/**
 * spec §4: the report's overallScore; when it is missing, the rounded average of the hard, soft and
 * English scores when all three exist, else 0. Always within 0–10.
 */
export function overallScoreOf(report: ScoredParts): number {
  const given = finite(report.overallScore);
  if (given !== null) return clampScore(given);
  const parts = [report.hardSkills?.score, report.softSkills?.score, report.englishProficiency?.score].map(finite);
  if (parts.some((part) => part === null)) return 0;
  const sum = (parts as number[]).reduce((total, part) => total + part, 0);
  return clampScore(Math.round(sum / parts.length));
}

/** The report with its overall score settled by `overallScoreOf`. */
export function withOverallScore(report: Report): Report {
  const overallScore = overallScoreOf(report);
  return report.overallScore === overallScore ? report : { ...report, overallScore };
}

/** A text field: the string as sent; a list of texts (an answer given in points) joined; anything else ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .map(textOf)
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  }
  return '';
}

/** A list of texts: its string entries (a lone string is a list of one); anything else is left out. */
function textListOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}

function objectsOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** `value`'s own fields with those present in it replaced by `read` of them; absent ones stay absent. */
function withRead(value: Record<string, unknown>, read: Record<string, (field: unknown) => unknown>): Record<string, unknown> {
  const result = { ...value };
  for (const [key, readField] of Object.entries(read)) {
    if (key in value) result[key] = readField(value[key]);
  }
  return result;
}

/** The quotes a score rests on: those with a quote; a missing time is ''. */
function evidenceOf(value: unknown): Evidence[] {
  return objectsOf(value)
    .filter((item) => typeof item.quote === 'string')
    .map((item) => withRead(item, { time: textOf }) as unknown as Evidence);
}

/** A scored item (a skill, a soft skill, an English criterion); its score is checked where it is shown. */
function scoreItemOf(value: unknown): Record<string, unknown> | undefined {
  return isObject(value) ? withRead(value, { comment: textOf, evidence: evidenceOf }) : undefined;
}

/** A section of the breakdown with its recommendation as text and its items read as scored items. */
function sectionOf(value: unknown, items: readonly string[]): Record<string, unknown> | undefined {
  if (!isObject(value)) return undefined;
  const section: Record<string, unknown> = { ...value, recommendation: textOf(value.recommendation) };
  for (const item of items) if (item in value) section[item] = scoreItemOf(value[item]);
  return section;
}

function hardSkillsOf(value: unknown): Record<string, unknown> | undefined {
  const section = sectionOf(value, []);
  if (!section) return undefined;
  const skills = objectsOf(section.skills).map((skill) => ({ ...scoreItemOf(skill), skill: textOf(skill.skill) }));
  return { ...section, skills };
}

const SOFT_SKILL_FIELDS = ['communication', 'teamwork', 'problemSolving', 'adaptability', 'leadership'] as const;
const ENGLISH_FIELDS = ['vocabulary', 'grammar', 'fluency', 'comprehension'] as const;

function observationsOf(value: unknown): Report['additionalObservations'] {
  if (!isObject(value)) return undefined;
  return {
    strengths: textListOf(value.strengths),
    areasForImprovement: textListOf(value.areasForImprovement),
    behavioralIndicators: textListOf(value.behavioralIndicators),
  };
}

function areaRecommendationsOf(value: unknown): Report['recommendations'] {
  return objectsOf(value).map((item) => {
    const texts = { ...item, area: textOf(item.area), recommendation: textOf(item.recommendation) };
    return withRead(texts, { evidence: evidenceOf }) as unknown as AreaRecommendation;
  });
}

/** Coaching per answer: entries with a score and a quoted answer; their texts and lists read as texts. */
function answerCoachingOf(value: unknown): Report['answerCoaching'] {
  return objectsOf(value)
    .filter((item) => finite(item.score) !== null && isObject(item.answer) && typeof item.answer.quote === 'string')
    .map((item) => ({
      question: textOf(item.question),
      answer: withRead(item.answer as Record<string, unknown>, { quote: textOf, time: textOf }) as unknown as Evidence,
      ...(finite(item.words) !== null ? { words: finite(item.words)! } : {}),
      score: clampScore(finite(item.score)!),
      verdict: (typeof item.verdict === 'string' ? item.verdict : 'answered') as NonNullable<Report['answerCoaching']>[number]['verdict'],
      had: textListOf(item.had),
      lacked: textListOf(item.lacked),
      suggestion: textOf(item.suggestion),
    }));
}

/** The delivery panel, when it has its measurements; otherwise absent. */
function deliveryOf(value: unknown): Report['delivery'] {
  if (!isObject(value) || !isObject(value.targetWordsPerMinute)) return undefined;
  const target = value.targetWordsPerMinute;
  const low = finite(target.low);
  const high = finite(target.high);
  if (low === null || high === null) return undefined;
  const mode = value.mode === 'spoken' || value.mode === 'typed' || value.mode === 'mixed' ? value.mode : 'typed';
  return {
    mode,
    wordsPerMinute: finite(value.wordsPerMinute),
    targetWordsPerMinute: { low, high },
    fillersPer100Words: finite(value.fillersPer100Words) ?? 0,
    fillerWords: objectsOf(value.fillerWords)
      .filter((f) => typeof f.word === 'string' && (finite(f.count) ?? 0) > 0)
      .map((f) => ({ word: f.word as string, count: finite(f.count)! })),
    longPauses: finite(value.longPauses),
    lexicalDiversity: finite(value.lexicalDiversity),
    grammarIssues: objectsOf(value.grammarIssues)
      .filter((g) => typeof g.sentence === 'string')
      .map((g) => ({
        sentence: textOf(g.sentence),
        problem: textOf(g.problem),
        message: textOf(g.message),
        correction: typeof g.correction === 'string' ? g.correction : null,
        ...(typeof g.time === 'string' ? { time: g.time } : {}),
      })),
  };
}

function messagesOf(value: unknown): Report['conversation'] {
  return objectsOf(value).map((message) => {
    const texts = { ...message, id: textOf(message.id), role: textOf(message.role), text: textOf(message.text), timestamp: textOf(message.timestamp) };
    return withRead(texts, { sender: textOf, senderId: textOf }) as unknown as ConversationMessage;
  });
}

/**
 * A report as the page reads it, from the server's answer or the session cache: every text the page,
 * the modals and the PDF trim and show is a string (a list of points is joined, a lone string in
 * place of a list is a list of one, anything else is left out), so an answer in another shape than
 * the contract's never throws while it is drawn. Numbers are checked where they are shown.
 */
export function readReport(value: Record<string, unknown>): Report {
  const report = withRead(value, {
    error: textOf,
    hardSkills: hardSkillsOf,
    softSkills: (section) => sectionOf(section, SOFT_SKILL_FIELDS),
    englishProficiency: (section) => sectionOf(section, ENGLISH_FIELDS),
    additionalObservations: observationsOf,
    recommendations: areaRecommendationsOf,
    answerCoaching: answerCoachingOf,
    delivery: deliveryOf,
  });
  return {
    ...(report as unknown as Report),
    jobTitle: textOf(value.jobTitle),
    company: textOf(value.company),
    interviewDate: textOf(value.interviewDate),
    duration: finite(value.duration) ?? 0,
    isFullReport: value.isFullReport === true,
    conversation: messagesOf(value.conversation),
  };
}

/**
 * A report read back from the session cache, or null when the entry is not one (another build's,
 * tampered, half written): it needs an id, a status, and a conversation list.
 */
export function parseCachedReport(value: unknown, conversationId: string): Report | null {
  if (!isObject(value)) return null;
  if (typeof value.id !== 'string' || typeof value.status !== 'number') return null;
  if (typeof value.conversationId === 'string' && value.conversationId !== conversationId) return null;
  if (!Array.isArray(value.conversation)) return null;
  return readReport(value);
}

/** spec §4: only a complete report (status 2) is taken from the cache or stored in it. */
export function isCompleteReport(report: Pick<Report, 'status'>): boolean {
  return report.status === 2;
}

/** spec §2: the duration as minutes:seconds ("12:05"); null for a missing or negative one ("N/A"). */
export function formatDuration(seconds: number | null | undefined): string | null {
  const value = finite(seconds);
  if (value === null || value < 0) return null;
  const whole = Math.round(value);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** spec §4 "Auth-required handling": a message containing Unauthorized, Authentication required or auth. */
export function isAuthMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && /unauthori[sz]ed|authentication required|\bauth/i.test(message);
}

/** HTTP statuses that mean the session is not accepted (spec §7: 530 means authentication required). */
export const AUTH_STATUSES: ReadonlySet<number> = new Set([401, 530]);
