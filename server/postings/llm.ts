import type { components } from '../../openapi/schema.gen';
import { createLlmClient, type ChatMessage, type JsonSchemaFormat, type LlmClientOptions } from '../llm/client';
import { POSTING_LIMITS, scenarioParts } from './extract';
import { normalise } from './layout';

type JobScenario = components['schemas']['JobScenario'];

/**
 * The LLM path of posting extraction (issue: "with LLM_BASE_URL set, by the LLM with a JSON schema,
 * checked against the text"). The deterministic extractor still reads the posting first: it refuses
 * what is not an English job posting and gives the draft. The model then reads the same text for the
 * fields it reads better (title, company, location, skills, requirements, responsibilities), and its
 * answer is checked against the posting: a skill, title, company or location the posting does not
 * contain is dropped, and so is a requirement or responsibility whose words mostly are not the
 * posting's. What the model could not give stays the draft's; the panel is made again for a new
 * title, company or skill list, as the extractor makes it.
 */

export interface PostingRefiner {
  /** The draft with the model's reading of `postingText` where it holds up against the text. */
  refine(postingText: string, draft: JobScenario): Promise<JobScenario>;
}

/** The most items of a list kept from the model (the catalogue's scenarios have far fewer). */
const MAX_ITEMS = 20;
/** A list item is the posting's when at least this share of its content words appear in it. */
const ITEM_WORDS_IN_POSTING = 0.75;

const text = (maxLength: number) => ({ type: 'string', maxLength });
const list = (maxLength: number) => ({ type: 'array', items: text(maxLength), maxItems: MAX_ITEMS });

/** What the model is asked for (`response_format: json_schema`, strict). */
export const POSTING_SCHEMA: JsonSchemaFormat = {
  name: 'job_posting',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['position', 'company', 'location', 'skills', 'requirements', 'responsibilities'],
    properties: {
      position: text(200),
      company: text(200),
      location: text(200),
      skills: list(80),
      requirements: list(500),
      responsibilities: list(500),
    },
  },
};

const INSTRUCTIONS = [
  'You read one job posting and return its facts as JSON in the given schema.',
  'position: the job title as the posting writes it. company: the hiring company, empty if the posting does not name it.',
  'location: where the job is (a city, a country, "Remote"), empty if not stated.',
  'skills: the technologies, tools, methods and professional skills the job asks for, each written exactly as in the posting, at most 20, the most important first; no soft skills such as "communication".',
  'requirements: what a candidate must or should bring, one item per requirement, in the posting\'s words.',
  'responsibilities: what the person will do in the job, one item each, in the posting\'s words.',
  'Use only what the posting says; never add a skill or fact it does not state.',
].join('\n');

const lower = (s: string) => normalise(s).toLowerCase();

/** `needle` occurs in `haystack` as whole words (not inside a longer word). */
function containsWords(haystack: string, needle: string): boolean {
  const term = lower(needle).trim();
  if (!term) return false;
  let from = haystack.indexOf(term);
  while (from >= 0) {
    const before = haystack[from - 1];
    const after = haystack[from + term.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return true;
    from = haystack.indexOf(term, from + 1);
  }
  return false;
}

/** The share of an item's words of three letters or more that the posting contains. */
function shareInPosting(posting: Set<string>, item: string): number {
  const words = lower(item).match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu)?.filter((w) => w.length >= 3) ?? [];
  if (!words.length) return 0;
  return words.filter((w) => posting.has(w)).length / words.length;
}

interface ModelReading {
  position: string;
  company: string;
  location: string;
  skills: string[];
  requirements: string[];
  responsibilities: string[];
}

/** The model's answer as a reading, or null when it is not the schema's object. */
export function readingOf(answer: string): ModelReading | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const value = parsed as Record<string, unknown>;
  const str = (key: string) => (typeof value[key] === 'string' ? (value[key] as string).trim() : '');
  const strs = (key: string) =>
    Array.isArray(value[key]) ? (value[key] as unknown[]).filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean) : [];
  return {
    position: str('position'),
    company: str('company'),
    location: str('location'),
    skills: strs('skills'),
    requirements: strs('requirements'),
    responsibilities: strs('responsibilities'),
  };
}

/** The draft with what of the model's reading the posting bears out. Pure. */
export function checkedAgainstPosting(postingText: string, draft: JobScenario, reading: ModelReading): JobScenario {
  const posting = lower(postingText);
  const postingWords = new Set(posting.match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? []);
  const stated = (value: string, limit: number) => (value && value.length <= limit && containsWords(posting, value) ? value : null);
  const seen = new Set<string>();
  const skills = reading.skills
    .filter((skill) => skill.length <= 80 && containsWords(posting, skill))
    .filter((skill) => !seen.has(skill.toLowerCase()) && Boolean(seen.add(skill.toLowerCase())))
    .slice(0, POSTING_LIMITS.maxSkills);
  const items = (values: string[], fallback: string[]) => {
    const kept = values.filter((v) => v.length <= 500 && shareInPosting(postingWords, v) >= ITEM_WORDS_IN_POSTING).slice(0, MAX_ITEMS);
    return kept.length ? kept.map((v) => (/[.!?]$/.test(v) ? v : `${v}.`)).map((v) => v[0].toUpperCase() + v.slice(1)) : fallback;
  };
  const position = stated(reading.position, 200) ?? draft.position;
  const draftCompany = typeof draft.company === 'string' ? draft.company : draft.company.name;
  const company = stated(reading.company, 200) ?? draftCompany;
  const location = stated(reading.location, 200) ?? draft.location;
  const next: JobScenario = {
    ...draft,
    position,
    company,
    location,
    skills: skills.length ? skills : draft.skills,
    requirements: items(reading.requirements, draft.requirements),
    responsibilities: items(reading.responsibilities, draft.responsibilities),
  };
  const same = position === draft.position && company === draftCompany && next.skills.join('\n') === draft.skills.join('\n');
  return same ? next : { ...next, ...scenarioParts(postingText, { position, company, skills: next.skills }) };
}

/** The refiner over an OpenAI-compatible endpoint (server/llm); its failures are the caller's to handle. */
export function createLlmPostingRefiner(options: LlmClientOptions): PostingRefiner {
  const llm = createLlmClient(options);
  return {
    async refine(postingText, draft) {
      const messages: ChatMessage[] = [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: postingText },
      ];
      const reading = readingOf(await llm.complete(messages, { json: POSTING_SCHEMA, temperature: 0 }));
      return reading ? checkedAgainstPosting(postingText, draft, reading) : draft;
    },
  };
}
