/**
 * Pure rules of the jobs list (spec §2 /jobs, §4 Jobs list, §5 Jobs search, §9): sort, search, category
 * filter, categories, company name, gating and the card's view model. No snapshot, no I/O.
 */
import type { Schemas } from '../../openapi/types';
import type { UiText } from '../shared/text';
import { SKILLS_SHOWN_ON_CARD } from '../shared/constants';

export type JobScenario = Schemas['JobScenario'];

function postedTime(job: JobScenario): number {
  const time = Date.parse(job.postedDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Non-PRO scenarios first, then newest postedDate (undated last; ties keep the server's order). */
export function sortJobs(jobs: readonly JobScenario[]): JobScenario[] {
  return [...jobs].sort((a, b) => Number(a.isPro) - Number(b.isPro) || postedTime(b) - postedTime(a));
}

/** The company's name: the object's `name` or the plain string, trimmed ('' when none). */
export function companyNameOf(job: Pick<JobScenario, 'company'>): string {
  const company: unknown = job.company;
  if (typeof company === 'string') return company.trim();
  if (typeof company === 'object' && company !== null && typeof (company as { name?: unknown }).name === 'string') {
    return (company as { name: string }).name.trim();
  }
  return '';
}

function skillsOf(job: JobScenario): string[] {
  return Array.isArray(job.skills) ? job.skills.filter((skill): skill is string => typeof skill === 'string') : [];
}

/** Case-insensitive substring search over position, company name, description and skills; blank matches all. */
export function matchesQuery(job: JobScenario, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [job.position, companyNameOf(job), job.description, ...skillsOf(job)];
  return haystack.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
}

/** Exact category match; null means every category. */
export function matchesCategory(job: JobScenario, category: string | null): boolean {
  return category === null || job.category === category;
}

export function filterJobs(jobs: readonly JobScenario[], query: string, category: string | null): JobScenario[] {
  return jobs.filter((job) => matchesCategory(job, category) && matchesQuery(job, query));
}

/**
 * The English collator `localeCompare(b, 'en')` would build on every comparison: made once, when first
 * needed (making one costs the ICU data's loading).
 */
let englishCollator: Intl.Collator | null = null;

/** The distinct, non-blank categories of the data, sorted. */
export function categoriesOf(jobs: readonly JobScenario[]): string[] {
  const found = new Set(jobs.map((job) => job.category).filter((c): c is string => typeof c === 'string' && c !== ''));
  englishCollator ??= new Intl.Collator('en');
  return [...found].sort(englishCollator.compare);
}

export function findJob(jobs: readonly JobScenario[], id: string): JobScenario | null {
  return jobs.find((job) => job.id === id) ?? null;
}

/** A PRO-only scenario for a user without PRO: shown with the PRO badge and cannot be started. */
export function isGated(job: Pick<JobScenario, 'isPro'>, hasPro: boolean): boolean {
  return job.isPro === true && !hasPro;
}

export interface JobCard {
  id: string;
  position: UiText;
  company: UiText;
  location: string;
  category: string;
  /** The first `SKILLS_SHOWN_ON_CARD` skills. */
  skills: string[];
  /** How many skills are not shown (0 when all are). */
  moreSkills: number;
  /** "+N more", or null when every skill is shown. */
  moreSkillsText: UiText | null;
  /** The fixed-rose PRO badge: a PRO scenario and a user without PRO. */
  showProBadge: boolean;
  /** The job detail route, without the base path. */
  href: string;
}

export function toJobCard(job: JobScenario, hasPro: boolean): JobCard {
  const skills = skillsOf(job);
  const moreSkills = Math.max(0, skills.length - SKILLS_SHOWN_ON_CARD);
  const position = job.position?.trim() ?? '';
  const company = companyNameOf(job);
  return {
    id: job.id,
    position: position ? { raw: position } : { key: 'common.unknownPosition' },
    company: company ? { raw: company } : { key: 'common.unknownCompany' },
    location: job.location ?? '',
    category: job.category ?? '',
    skills: skills.slice(0, SKILLS_SHOWN_ON_CARD),
    moreSkills,
    moreSkillsText: moreSkills > 0 ? { key: 'jobs.moreSkills', values: { count: moreSkills } } : null,
    showProBadge: isGated(job, hasPro),
    href: `/jobs/${encodeURIComponent(job.id)}`,
  };
}
