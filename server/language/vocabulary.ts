import { questionBank } from '../catalog/questions';

/** The behavioural topics a panel asks about, each with the words that mark it. */
export const THEME_NAMES = [
  'conflict',
  'failure',
  'ownership',
  'prioritisation',
  'feedback',
  'ambiguity',
  'influence',
  'learning',
  'pressure',
  'collaboration',
  'mentoring',
  'communication',
  'hiring',
  'customer',
] as const;
export type BehaviouralTheme = (typeof THEME_NAMES)[number];

/**
 * What the scripted interviewer knows about kinds of skills and kinds of behavioural questions:
 * question templates (several per kind, so phrasing varies with the seed) and the vocabulary an
 * on-topic answer tends to use, read from the question bank (server/catalog/questions.yaml).
 * Placeholders: {skill}, {company}, {position}.
 */

export interface SkillCategory {
  name: string;
  match: RegExp;
  /** Templates for a named tool, language or framework (React, Kafka, Figma). */
  tool: string[];
  /** Templates for a practice (exploratory testing, threat modelling); generic ones when absent. */
  practice?: string[];
  vocab: string[];
}

const bank = questionBank();
const spaced = (words: string) => words.split(' ');

const GENERIC_TOOL = bank.generic.tool;

export const GENERIC_PRACTICE = bank.generic.practice;

/** The kinds of skills of the question bank (server/catalog/questions.yaml), in matching order. */
export const SKILL_CATEGORIES: SkillCategory[] = bank.skillCategories.map((c) => ({
  name: c.name,
  match: new RegExp(c.match, 'i'),
  tool: c.tool,
  ...(c.practice ? { practice: c.practice } : {}),
  vocab: spaced(c.vocab),
}));

export const FALLBACK_CATEGORY: SkillCategory = {
  name: 'general',
  match: /.^/,
  tool: GENERIC_TOOL,
  vocab: [],
};

export function categoryOf(skill: string): SkillCategory {
  const bare = skill.trim();
  for (const category of SKILL_CATEGORIES) {
    if (category.match.test(bare)) return category;
  }
  return FALLBACK_CATEGORY;
}

/** First words of practices that are names ("Android performance profiling" keeps its capital). */
const PROPER_FIRST_WORDS = new Set([
  'bayesian', 'windows', 'microsoft', 'apache', 'google', 'amazon', 'azure', 'aws', 'gxp',
  'android', 'apple', 'kafka', 'kubernetes', 'linux', 'python', 'java', 'swift', 'spark', 'docker', 'figma', 'jira', 'excel', 'tableau', 'salesforce', 'unity', 'oracle', 'snowflake', 'terraform', 'react', 'angular', 'vue', 'node', 'graphql', 'postgres', 'redis', 'splunk', 'okta', 'stripe', 'sap',
]);
const PRACTICE_SINGLE = /(ing|ity|ment|ments|ics|ices|sis|ography)$/i;
const PRACTICE_WORDS = new Set(['payments', 'microservices', 'roadmaps', 'accessibility', 'hiring', 'budgeting', 'pricing', 'prototyping', 'roadmapping', 'leadership']);

/** A practice ("exploratory testing", "REST API design") rather than a named tool ("React", "CSS Modules"). */
export function isPractice(skill: string): boolean {
  const parts = skill.trim().split(/\s+/);
  if (/\d/.test(skill)) return false;
  if (parts.length === 1) {
    const w = parts[0];
    if (/[A-Z].*[A-Z]/.test(w) || /^[A-Z]+$/.test(w)) return false;
    return PRACTICE_WORDS.has(w.toLowerCase()) || PRACTICE_SINGLE.test(w);
  }
  if (/ing$/i.test(parts[0])) return true;
  const last = parts[parts.length - 1];
  return /^[a-z][a-z-]*$/.test(last);
}

/** How a skill reads inside a sentence: practices lose their capital ("exploratory testing"), names keep it. */
export function skillInSentence(skill: string): string {
  if (!isPractice(skill)) return skill;
  const first = skill.split(/\s+/)[0];
  if (PROPER_FIRST_WORDS.has(first.toLowerCase())) return skill;
  if (/^[A-Z][a-z-]*$/.test(first) || /^[A-Z][a-z]+-[a-z]+$/.test(first)) return first.toLowerCase() + skill.slice(first.length);
  return skill;
}

// ───────────────────────────── Behavioural themes ─────────────────────────────

export interface ThemeInfo {
  theme: BehaviouralTheme;
  questions: string[];
  /** Ending used after a job-specific lead-in ("In this role you'd mentor two engineers."). */
  contextual: string;
  alt: string;
  topic: string;
  vocab: string[];
}

/** The behavioural themes of the question bank (server/catalog/questions.yaml). */
export const THEMES = Object.fromEntries(
  THEME_NAMES.map((theme) => {
    const t = bank.themes[theme];
    if (!t) throw new Error(`server/catalog/questions.yaml: no theme ${theme}`);
    return [theme, { theme, questions: t.questions, contextual: t.contextual, alt: t.alt, topic: t.topic, vocab: spaced(t.vocab) }];
  }),
) as Record<BehaviouralTheme, ThemeInfo>;

/** Themes every panel may use; the rest come in when the scenario hints at them. */
export const BASE_THEMES: BehaviouralTheme[] = ['conflict', 'failure', 'ownership', 'prioritisation', 'feedback', 'learning', 'pressure', 'collaboration', 'ambiguity'];

/** Scenario cues (in requirements, responsibilities and description) that make a theme relevant. */
export const THEME_CUES: Array<[RegExp, BehaviouralTheme]> = [
  [/mentor|coach|grow(ing)? (the|a) team|career growth|develop(ing)? (strong )?engineers/i, 'mentoring'],
  [/\bhir(e|ing)\b|recruit(ing|ment)? (of )?(engineers|staff|talent|people)/i, 'hiring'],
  [/explain|communicat|non-specialists|present (progress|findings)|written|rfc/i, 'communication'],
  [/without (direct )?authority|influenc|align(ing)? several|executives|buy-in|across (product )?teams/i, 'influence'],
  [/customer|tenant|patient|merchant|carer|pet owner|user feedback|classroom feedback/i, 'customer'],
  [/on-call|incident|peak|deadline|outage/i, 'pressure'],
  [/feedback|one-to-ones|code review|critique/i, 'feedback'],
  [/ownership|independently|own the/i, 'ownership'],
  [/priorit|balance|trade-offs?/i, 'prioritisation'],
];

/** Theme of a people-oriented duty or requirement. */
export function themeOfText(text: string): BehaviouralTheme {
  const t = text.toLowerCase();
  if (/^(pair|partner|work|collaborate)\b/.test(t)) return 'collaboration';
  if (/\bmentor(ing|s)?\b(?! onboarding)|coach|grow(ing)? (a|the|our|their|engineers|people|team)|career/.test(t)) return 'mentoring';
  if (/\bhir(e|ing)\b|\brecruit(s|ing)?\s+(and \w+\s+)?(\S+\s+)?(engineers|staff|people|talent|designers|developers|analysts)\b/.test(t)) return 'hiring';
  if (/feedback|one-to-ones|performance issues|critique/.test(t)) return 'feedback';
  if (/without (direct )?authority|influenc|executives|aligning|buy-in|regulators|auditors/.test(t)) return 'influence';
  if (/explain|communicat|\bpresent|\bbrief|written|training|\bteach(es|ing)?\b/.test(t)) return 'communication';
  if (/ownership|independently/.test(t)) return 'ownership';
  if (/curiosity|ask questions|learning/.test(t)) return 'learning';
  if (/vulnerable|sensitively|customer|users?\b|tenants|patients|merchants|drivers/.test(t)) return 'customer';
  if (/priorit|balance/.test(t)) return 'prioritisation';
  return 'collaboration';
}

/** General technical terms that show an answer is specific (used with the scenario's own skills). */
export const TECH_TERMS = new Set(
  (
    'api apis endpoint schema index indexes query queries cache caching hook hooks component components props state reducer ' +
    'test tests unit integration e2e mock fixture ci cd pipeline deploy deployment rollback feature flag flags latency throughput ' +
    'p95 p99 memory cpu profiler profiling bundle render rendering memoisation memoization virtualisation virtualization refactor ' +
    'migration migrations queue queues retry retries timeout timeouts idempotent idempotency transaction transactions lock locks ' +
    'partition partitions replica replication shard sharding metric metrics dashboard dashboards alert alerts trace traces tracing ' +
    'log logs logging container containers cluster kubernetes docker terraform lambda serverless encryption token tokens oauth ' +
    'jwt sql nosql json graphql rest grpc websocket websockets sse useeffect usememo usestate typescript javascript generics ' +
    'interface interfaces enum union unions regression regressions a/b experiment hypothesis sample cohort funnel conversion ' +
    'retention churn prototype prototypes wireframe wireframes persona personas usability figma survey interviews backlog sprint ' +
    'roadmap okr okrs kpi kpis stakeholders rfc adr post-mortem postmortem on-call runbook playbook sla slo slos'
  ).split(' '),
);
