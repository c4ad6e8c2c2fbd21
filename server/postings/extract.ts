import type { components } from '../../openapi/schema.gen';
import { languageOf } from '../language/detect';
import {
  categoryOf,
  EXPERIENCE_BY_SENIORITY,
  experienceOf,
  jobTypeOf,
  readHeader,
  salaryOf,
  seniorityOf,
  titleFromOpening,
  titleFromProse,
} from './fields';
import { items, normalise, readLines, readSections, sentences, warmUp, type Section, type SectionKind } from './layout';
import { CATEGORY_FAMILY, lexicon, type Family } from './lexicon';
import { buildPanel } from './panel';
import { requirementPhrases } from './phrases';
import { findSkills, skillNames, type SkillHit } from './skills';

/** Below this many lexicon skills, the requirements' noun phrases are added as skills. */
const MIN_LEXICON_SKILLS = 3;

type JobScenario = components['schemas']['JobScenario'];

/**
 * The deterministic posting extractor: turns a pasted job posting (plain text) into a scenario of the
 * catalogue's shape, with no model and no network. Pure: it reads its argument and returns a new
 * object; bad input gives an error result, never an exception.
 */

export const POSTING_LIMITS = {
  /** Fewer characters than this cannot describe a job. */
  minChars: 200,
  /** About ten pages of text; a longer paste is not one posting. */
  maxChars: 20000,
  /** Skills kept in the scenario (requirement sections first). */
  maxSkills: 24,
};

export type PostingErrorCode = 'empty' | 'too_long' | 'too_short' | 'not_english' | 'not_a_posting';

export interface PostingError {
  code: PostingErrorCode;
  message: string;
}

/** What the extractor found besides the scenario, for the review screen and the bench. */
export interface PostingDetails {
  /** The requirement items as the posting words them (before the scenario's capitalisation). */
  requirements: string[];
  seniority: string;
  /** Section headings the extractor recognised, with the kind it gave each. */
  sections: Array<{ heading: string; kind: SectionKind }>;
}

export type PostingResult =
  | { ok: true; scenario: JobScenario; details: PostingDetails }
  | { ok: false; error: PostingError };

export interface ExtractOptions {
  /** The scenario's posted date (default: now). */
  now?: Date;
}

const fail = (code: PostingErrorCode, message: string): PostingResult => ({ ok: false, error: { code, message } });

/** FNV-1a hash of the text: the scenario's id and the panel's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Sentences of prose that state what a candidate must bring ("You should have…", "Experience with … is a plus"). */
const REQUIREMENT_CUE =
  /\b(?:\d+\+?\s*(?:or more\s+)?years|years of|experience (?:with|in|as|of|building|writing)|knowledge of|understanding of|grasp of|familiar(?:ity)? with|proficien\w+|you have|you know|you understand|you speak|you should|you need|you must|you are (?:comfortable|confident|skilled|able|fluent|familiar)|you've|would be great if|(?:is|are) a (?:plus|bonus|must)|(?:is|are) an (?:asset|advantage)|(?:is|are) (?:helpful|required|essential|desirable|important to us)|degree in|background in|comfortable (?:with|using)|fluent|ability to|we are looking for|we're looking for|would love to hear from you if)\b/i;
const NOT_REQUIREMENT = /\b(?:you will|you'll|we offer|we give|our team|salary|send (?:us )?your|to apply)\b/i;

/** Sentences of prose that state the work ("You will…"). */
const RESPONSIBILITY_CUE = /\b(?:you will|you'll|your (?:job|work|role) (?:is|will be)|day to day)\b/i;
const NOT_RESPONSIBILITY = /\b(?:you will have|you'll have|you will get|you'll get|we offer|mentor and|learning afternoon|salary)\b/i;

/** Lines that end up in a list but are about pay or applying ("Salary: …", "Apply with your CV"). */
const NOT_AN_ITEM = /^(?:salary|apply|to apply|how to apply)\b|\b(?:we offer|send (?:us )?your cv)\b/i;

const headNoun = (title: string) => coreOf(title).split(/\s+/).pop()!.toLowerCase();

const STANDARDS_COMPLIANCE = /^(?:GDPR|HIPAA|PCI DSS|PCI-DSS|SOC 2|SOC 2 Type II|ISO 27001|PSD2|CCPA|SOX|Sarbanes-Oxley)$/i;

const asSentence = (s: string) => {
  const t = s.trim().replace(/[;,:]+$/, '');
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The title without seniority, brackets and a trailing area ("Senior Backend Engineer (Go)" → "Backend Engineer"). */
function coreOf(title: string): string {
  let core = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s*,.*$|\s+[-–].*$/, '')
    .replace(/\b(?:senior|sr\.?|junior|jr\.?|lead|staff|principal|mid(?:-level)?|middle|graduate|entry[- ]level|ii|iii|iv)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/\b(?:intern|trainee|apprentice)$/i.test(core)) {
    core = core.replace(/\s*\b(?:intern|trainee|apprentice)$/i, '');
    const mapped = core
      .replace(/Science$/, 'Scientist')
      .replace(/Engineering$/, 'Engineer')
      .replace(/Design$/, 'Designer')
      .replace(/Development$/, 'Developer')
      .replace(/Analytics$/, 'Analyst');
    core = mapped !== core ? mapped : `${core} Specialist`.trim();
  }
  return core || title;
}

function familiesOf(category: string, title: string): Family[] {
  const family = CATEGORY_FAMILY[category];
  if (!family) return /\b(?:engineer|developer|programmer)\b/i.test(title) ? ['engineering'] : [];
  const out: Family[] = [family];
  if (family === 'data' || family === 'management' || /\b(?:engineer|developer|programmer)\b/i.test(title)) out.push('engineering');
  return out;
}

const SKILL_SECTIONS: ReadonlySet<SectionKind> = new Set(['header', 'about', 'role', 'responsibilities', 'requirements', 'nice', 'skills', 'other']);

/**
 * Loads what the first extraction would otherwise load on the way (the sentence model, the word
 * frequencies, the lexicon and its index: about a second on a busy machine), so that a server can pay
 * it at start rather than on a candidate's first posting.
 */
export function warmUpExtractor(): void {
  lexicon();
  requirementPhrases(['Warm up with TypeScript.']);
  findSkills('Warm up with TypeScript.', []);
  warmUp();
  readHeader(readLines('Engineer'), []);
}

/**
 * The parts of a posting's scenario that follow from its title, company and skills: the category and
 * the panel (seeded by the posting's text, so the same posting meets the same people). The extractor's,
 * and the LLM path's when the model reads another title, company or skill list (llm.ts).
 */
export function scenarioParts(
  postingText: string,
  fields: { position: string; company: string; skills: string[] },
): Pick<JobScenario, 'category' | 'participants'> {
  const { position, company, skills } = fields;
  const category = categoryOf(position, skills);
  const seed = hash(normalise(postingText));
  return { category, participants: buildPanel({ category, core: coreOf(position), seniority: seniorityOf(position), company, position, skills, seed }) };
}

export function extractPosting(input: unknown, options: ExtractOptions = {}): PostingResult {
  if (typeof input !== 'string' || !input.trim()) return fail('empty', 'Paste the text of a job posting.');
  if (input.length > POSTING_LIMITS.maxChars) {
    return fail('too_long', `The posting is longer than ${POSTING_LIMITS.maxChars.toLocaleString('en-GB')} characters; paste only the job description.`);
  }
  const text = normalise(input);
  if (text.trim().length < POSTING_LIMITS.minChars) {
    return fail('too_short', 'This is too short to be a job posting: paste the whole description, with its requirements.');
  }
  const language = languageOf(text);
  if (language !== null && language !== 'eng') return fail('not_english', 'Only job postings in English can be read for now.');

  const lines = readLines(text);
  const sections = readSections(lines);
  const paragraphs = sections
    .filter((s) => s.kind !== 'benefits' && s.kind !== 'apply')
    .flatMap((s) => s.lines.filter((l) => !l.bullet && wordsOf(l.text) > 8).map((l) => l.text));
  const header = readHeader(lines, paragraphs);
  const title = header.title ?? titleFromOpening(text) ?? titleFromProse(paragraphs);

  const ofKind = (...kinds: SectionKind[]) => sections.filter((s) => kinds.includes(s.kind));
  const requirementSections = ofKind('requirements', 'nice');
  let requirements = requirementSections.flatMap(items).filter((s) => !NOT_AN_ITEM.test(s));
  if (!requirements.length) {
    // No requirement heading: the sentences (and bullets) of the text that state requirements.
    const prose = sections
      .filter((s) => s.kind !== 'benefits' && s.kind !== 'apply' && s.kind !== 'responsibilities')
      .flatMap((s) => s.lines.filter((l) => l.bullet || wordsOf(l.text) > 8).map((l) => l.text));
    requirements = prose
      .flatMap(sentences)
      .filter((s) => REQUIREMENT_CUE.test(s) && !NOT_REQUIREMENT.test(s))
      .filter((s) => !(title && /looking for|hiring/i.test(s) && s.toLowerCase().includes(headNoun(title))));
  }
  let responsibilities = ofKind('responsibilities').flatMap(items).filter((s) => !NOT_AN_ITEM.test(s));
  if (!responsibilities.length) {
    responsibilities = paragraphs.flatMap(sentences).filter((s) => RESPONSIBILITY_CUE.test(s) && !NOT_RESPONSIBILITY.test(s));
  }

  const knownSections = sections.filter((s) => !['header', 'other', 'about', 'role'].includes(s.kind)).length;
  const jobWords = (text.match(/\b(?:experience|responsibilit\w+|requirements?|qualifications?|role|position|candidate|salary|hiring|apply|team|skills?|job)\b/gi) ?? []).length;
  if (!title || requirements.length === 0 || (knownSections === 0 && jobWords < 3)) {
    return fail('not_a_posting', 'This does not read like a job posting: it needs a job title and what the job asks of a candidate.');
  }

  // Skills: the title's category sets which professional skills count; the title alone may not tell.
  const scope = (kinds: (k: SectionKind) => boolean) => {
    const chosen = sections.filter((s) => kinds(s.kind) && SKILL_SECTIONS.has(s.kind));
    const body = chosen.flatMap((s) => s.lines.map((l) => (s.kind === 'header' ? l.text : l.text))).join('\n');
    const starts = new Set<number>([0]);
    for (const m of body.matchAll(/(?:^|\n|[.!?:]\s+)(?=\S)/g)) starts.add(m.index + m[0].length);
    return { body, starts };
  };
  const everywhere = scope(() => true);
  const provisional = categoryOf(title, skillNames(everywhere.body, findSkills(everywhere.body, [], everywhere.starts)));
  const families = familiesOf(provisional, title);
  const first = scope((k) => k === 'requirements' || k === 'nice' || k === 'skills');
  const rest = scope((k) => !(k === 'requirements' || k === 'nice' || k === 'skills'));
  const companyName = header.company;
  const keep = (body: string) => (hit: SkillHit) => {
    // Not a skill when the posting says it is not needed ("Danish is not required"), or when it is
    // part of the company's name ("Redhollow Logistics").
    const after = body.slice(hit.start, hit.start + hit.surface.length + 40).split(/[.;\n]/)[0];
    if (/\b(?:is|are)(?: not|n't) (?:required|needed|necessary)\b/i.test(after)) return false;
    if (companyName && insideName(body, companyName, hit.start, hit.surface.length)) return false;
    return true;
  };
  const hits = [
    ...findSkills(first.body, families, first.starts).filter(keep(first.body)),
    ...findSkills(rest.body, families, rest.starts).filter(keep(rest.body)),
  ];
  const lowerInput = input.toLowerCase();
  let named = skillNames(`${first.body}\n${rest.body}`, hits);
  // A job family the lexicon hardly knows (nursing, law): the noun phrases of the requirements too.
  if (named.length < MIN_LEXICON_SKILLS) {
    const known = new Set(named.map((s) => s.toLowerCase()));
    named = [...named, ...requirementPhrases(requirements).filter((p) => !known.has(p.toLowerCase()))];
  }
  const skills = named.filter((s) => lowerInput.includes(s.toLowerCase())).slice(0, POSTING_LIMITS.maxSkills);

  const seniority = seniorityOf(title);
  const company = header.company ?? 'The hiring company';
  const seed = hash(text);
  const { category, participants } = scenarioParts(input, { position: title, company, skills });
  const description = descriptionOf(sections, title);
  const standards = hits.filter((h) => h.entry.standard).map((h) => h.entry.name);
  const uniqueStandards = [...new Set(standards)];

  const scenario: JobScenario = {
    id: `posting-${seed.toString(36)}`,
    position: title,
    company,
    location: header.location ?? 'Not stated',
    jobType: jobTypeOf(text, title),
    experience: experienceOf(requirements) ?? experienceOf([text]) ?? EXPERIENCE_BY_SENIORITY[seniority],
    salary: salaryOf(text) ?? 'Not stated',
    description,
    skills,
    requirements: requirements.map(asSentence),
    responsibilities: responsibilities.map(asSentence),
    category,
    isPro: false,
    postedDate: (options.now ?? new Date()).toISOString(),
    metadata: {
      source: 'Pasted job posting',
      systemStandards: uniqueStandards.filter((s) => !STANDARDS_COMPLIANCE.test(s)),
      securityCompliance: uniqueStandards.filter((s) => STANDARDS_COMPLIANCE.test(s)),
    },
    participants,
  };
  return {
    ok: true,
    scenario,
    details: {
      requirements,
      seniority,
      sections: sections.filter((s) => s.heading).map((s) => ({ heading: s.heading!, kind: s.kind })),
    },
  };
}

/** Whether the span lies inside one of the places the body writes the name. */
function insideName(body: string, name: string, start: number, length: number): boolean {
  for (let at = body.indexOf(name); at >= 0; at = body.indexOf(name, at + 1)) {
    if (start >= at && start + length <= at + name.length) return true;
  }
  return false;
}

/** Up to four sentences about the company and the role, from the text before the lists. */
function descriptionOf(sections: readonly Section[], title: string): string {
  const prose = sections
    .filter((s) => s.kind === 'header' || s.kind === 'about' || s.kind === 'role' || s.kind === 'other')
    .flatMap((s) => s.lines.filter((l) => !l.bullet && wordsOf(l.text) > 8 && !/[|·]/.test(l.text)).map((l) => l.text));
  const chosen: string[] = [];
  for (const paragraph of prose) {
    if (chosen.length >= 4) break;
    chosen.push(...sentences(paragraph));
  }
  const out = chosen.slice(0, 4).join(' ');
  return out || `An opening for a ${title}.`;
}
