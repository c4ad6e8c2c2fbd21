/**
 * Pure rules of the report page (spec §2 /report/{id}, §3 Report, §4 "Report screen", §9): the
 * overall score when the server left it out, reading a cached or received report defensively, the
 * duration as m:ss, and what counts as an authentication failure. No snapshot, no I/O.
 */
import { SCORE_MAX, SCORE_MIN } from '../shared/constants';
import type { Report } from './report.events';

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

/**
 * A report read back from the session cache, or null when the entry is not one (another build's,
 * tampered, half written): it needs an id, a status, and a conversation list.
 */
export function parseCachedReport(value: unknown, conversationId: string): Report | null {
  if (!isObject(value)) return null;
  if (typeof value.id !== 'string' || typeof value.status !== 'number') return null;
  if (typeof value.conversationId === 'string' && value.conversationId !== conversationId) return null;
  if (!Array.isArray(value.conversation)) return null;
  return {
    ...(value as unknown as Report),
    jobTitle: typeof value.jobTitle === 'string' ? value.jobTitle : '',
    company: typeof value.company === 'string' ? value.company : '',
    interviewDate: typeof value.interviewDate === 'string' ? value.interviewDate : '',
    duration: finite(value.duration) ?? 0,
    isFullReport: value.isFullReport === true,
  };
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
