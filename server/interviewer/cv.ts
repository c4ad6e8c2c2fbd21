import { tokens } from '../language/tagger';
import { joinList, lowerFirst, withoutFinalStop } from '../language/text';
import { createRng } from './random';
import type { PlanCv, PlanCvHighlight, PlanCvRole } from './types';

/**
 * The questions about the candidate's own CV: a line of their experience that uses the posting's
 * skills ("Your CV says you moved the payments service to Kafka. Walk us through that: …"), and the
 * role of theirs that matches the posting in the opening question. Pure functions of the CV reading
 * (server/postings/cv.ts) and the scenario; the CV text itself never reaches the plan.
 */

/** CV questions in a plan: lines of experience asked about (the rest of the plan stays the job's). */
export const MAX_CV_QUESTIONS = 2;
/** A line longer than this is cut at its first clause; still longer, it is asked about by its skills. */
const MAX_CLAUSE_WORDS = 24;
const MIN_CLAUSE_WORDS = 4;

const DID_TEMPLATES = [
  'Your CV says you {clause}. Walk us through that: what was your own part, and how did it turn out?',
  'I see on your CV that you {clause}. How did you go about it, and what would you do differently today?',
  'Your CV mentions that you {clause}. What problem were you solving, and what came of it?',
];

const SKILL_TEMPLATES = [
  'Your CV mentions your work with {skills}{where}. Pick one project from it and walk us through it: what was your own part, and how did it turn out?',
  'I see {skills} on your CV{where}. Tell us about the most demanding thing you built with {them}, and what you learned from it.',
];

/** Pronouns of a CV written in the first person, turned to the candidate. */
const TO_SECOND_PERSON: Array<[RegExp, string]> = [
  [/^(?:I|We)\s+/, ''],
  [/\bI\b/g, 'you'],
  [/\bmy\b/gi, 'your'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bme\b/g, 'you'],
  [/\bwe\b/g, 'your team'],
  [/\bour\b/gi, "your team's"],
  [/\bus\b/g, 'your team'],
];

/** Words a title shares with a posting's title that say nothing about the craft. */
const TITLE_NOISE = new Set(['senior', 'junior', 'lead', 'principal', 'staff', 'head', 'of', 'and', 'the', 'i', 'ii', 'iii', 'iv', 'mid', 'level', 'sr', 'jr', 'associate', 'intern', 'chief', 'vp', 'remote', 'contract', 'freelance', '&', '-', '–']);

const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z0-9+#.]+/)
    .filter((w) => w && !TITLE_NOISE.has(w));

/** Whether a role title is in the same line of work as the posting's ("Software Engineer" and "Backend Engineer"). */
export function roleMatches(role: PlanCvRole, position: string): boolean {
  const wanted = new Set(wordsOf(position));
  return wordsOf(role.title).some((w) => wanted.has(w));
}

const isCurrent = (role: PlanCvRole) => !!role.period && /present|now|current|today/i.test(role.period);

/** The CV's role that matches the posting: the current one first, then in the CV's order (newest first). */
export function matchingRole(cv: PlanCv, position: string): PlanCvRole | null {
  const matching = cv.roles.filter((r) => r.title.trim() && roleMatches(r, position));
  return matching.find(isCurrent) ?? matching[0] ?? null;
}

/** "a", or "an" before a vowel sound ("an Engineering Manager", "an SRE", "a UX Designer"). */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}s?$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  const lower = first.toLowerCase();
  if (/^(uni|use|usu|ux|ui\b|eu|one|once)/.test(lower)) return 'a';
  if (/^(hour|honest|honou?r)/.test(lower)) return 'an';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** A title as spoken inside a sentence: a title written in capitals reads as a title. */
function titleForSpeech(title: string): string {
  const bare = withoutFinalStop(title.trim());
  if (bare !== bare.toUpperCase()) return bare;
  return bare
    .toLowerCase()
    .replace(/\b([a-z])([a-z]*)/g, (_, a: string, rest: string) => a.toUpperCase() + rest)
    .replace(/\b(Of|And|The|At|For|In)\b/g, (w) => w.toLowerCase());
}

/** The opening question, asked about the candidate's matching role. */
export function roleIntroduction(role: PlanCvRole, company: string): string {
  const title = titleForSpeech(role.title);
  const at = role.company?.trim() ? ` at ${withoutFinalStop(role.company.trim())}` : '';
  return isCurrent(role)
    ? `Your CV says you're currently ${articleFor(title)} ${title}${at}. Tell us a little about that role, and what draws you to ${company}.`
    : `Your CV says you worked as ${articleFor(title)} ${title}${at}. Tell us a little about that role, and what from it you'd bring to ${company}.`;
}

/**
 * The CV line as a clause after "you" ("moved the payments service to Kafka"), or null when it does
 * not start with a verb (a noun phrase, a heading) or is too long to say back.
 */
export function cvClause(text: string): string | null {
  let line = withoutFinalStop(text.replace(/^[\s\-–—•*·▪◦]+/, '').replace(/\s+/g, ' ').trim());
  if (!line) return null;
  const verbFirst = (s: string) => {
    const first = tokens(s).find((t) => /\w/.test(t.text));
    // Past or present verbs only ("Moved", "Build"): a gerund ("Leading …") would not follow "you".
    return !!first && first.pos === 'VERB' && !/ing$/i.test(first.text);
  };
  for (const [pattern, replacement] of TO_SECOND_PERSON) line = line.replace(pattern, replacement);
  if (!verbFirst(line)) return null;
  let words = line.split(/\s+/);
  if (words.length > MAX_CLAUSE_WORDS) {
    const first = line.split(/[,;:]\s|\s[–—-]\s|\s\(/)[0].trim();
    words = first.split(/\s+/);
    if (words.length > MAX_CLAUSE_WORDS) return null;
    line = first;
  }
  if (words.length < MIN_CLAUSE_WORDS) return null;
  // Unbalanced brackets or quotes would be read out as they are: not said back.
  if ((line.match(/\(/g) ?? []).length !== (line.match(/\)/g) ?? []).length || /["“”]/.test(line)) return null;
  return lowerFirst(line);
}

/** Where a line was listed, for the skill wording (" in your role at Northwind Pay"). */
function whereOf(highlight: PlanCvHighlight, roles: readonly PlanCvRole[]): string {
  const role = roles.find((r) => highlight.role !== null && (highlight.role === r.title || highlight.role === `${r.title}, ${r.company}`));
  if (!role) return '';
  if (role.company?.trim()) return ` in your role at ${withoutFinalStop(role.company.trim())}`;
  const title = titleForSpeech(role.title);
  return ` in your role as ${articleFor(title)} ${title}`;
}

export interface CvQuestion {
  text: string;
  alt: string;
  topic: string;
}

/** One question about a line of the candidate's experience. */
export function cvQuestion(highlight: PlanCvHighlight, roles: readonly PlanCvRole[], seed: string, index: number): CvQuestion {
  const rng = createRng(`${seed}|cv|${index}`);
  const skills = joinList(highlight.skills);
  const topic = `your work with ${skills}`;
  const alt = `Tell us about the work on your CV that used ${skills}: what did you do yourself, and how did it turn out?`;
  const clause = cvClause(highlight.text);
  if (clause) return { text: rng.pick(DID_TEMPLATES).replace('{clause}', clause), alt, topic };
  const text = rng
    .pick(SKILL_TEMPLATES)
    .replace('{skills}', skills)
    .replace('{where}', whereOf(highlight, roles))
    .replace('{them}', highlight.skills.length > 1 ? 'them' : 'it');
  return { text, alt, topic };
}

/**
 * The lines asked about: best first as the CV reader ranked them, each bringing a skill not asked
 * about in an earlier CV question where it can.
 */
export function cvHighlightsToAsk(cv: PlanCv, max = MAX_CV_QUESTIONS): PlanCvHighlight[] {
  const usable = cv.highlights.filter((h) => h.skills.length > 0 && h.text.trim());
  const chosen: PlanCvHighlight[] = [];
  const asked = new Set<string>();
  for (const pass of ['fresh', 'any'] as const) {
    for (const h of usable) {
      if (chosen.length >= max) return chosen;
      if (chosen.includes(h)) continue;
      if (pass === 'fresh' && h.skills.every((s) => asked.has(s))) continue;
      chosen.push(h);
      for (const s of h.skills) asked.add(s);
    }
  }
  return chosen;
}
