import { hasRoleNoun } from './fields';
import type { Family } from './lexicon';
import { clean, normalise, sentences } from './layout';
import { findSkills, tokenize } from './skills';

/**
 * The CV reader: from pasted CV text, the candidate's roles, the technologies they share with the
 * posting and the lines of their experience that use them ("Moved the payments service to Kafka"),
 * best first, for questions about the candidate's own work. Deterministic; reads nothing else.
 */

export const CV_LIMITS = { maxChars: 30000, maxHighlights: 6 };

export interface CvRole {
  title: string;
  company: string | null;
  /** As the CV writes it ("2021 – present"). */
  period: string | null;
}

export interface CvHighlight {
  /** The CV's line or sentence. */
  text: string;
  /** The posting's skills it mentions (the posting's names). */
  skills: string[];
  /** The role it is listed under, when the CV says. */
  role: string | null;
}

export interface CvReading {
  roles: CvRole[];
  /** The posting's skills the CV mentions. */
  matchingSkills: string[];
  /** Skills of the lexicon the CV mentions that the posting does not ask for. */
  otherSkills: string[];
  highlights: CvHighlight[];
}

export type CvResult = { ok: true; cv: CvReading } | { ok: false; error: { code: 'empty' | 'too_long'; message: string } };

const ALL_FAMILIES: Family[] = ['engineering', 'data', 'design', 'product', 'management', 'marketing', 'sales', 'support', 'finance', 'hr', 'operations'];

const PERIOD =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:-|–|—|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|present|now|current|today)\b/i;

const key = (s: string) => tokenize(s).map((t) => t.key).join(' ');

/** Reads a CV against the skills of a posting (a scenario's `skills`). */
export function readCv(input: unknown, postingSkills: readonly string[]): CvResult {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, error: { code: 'empty', message: 'Paste the text of your CV.' } };
  if (input.length > CV_LIMITS.maxChars) {
    return { ok: false, error: { code: 'too_long', message: `The CV is longer than ${CV_LIMITS.maxChars.toLocaleString('en-GB')} characters.` } };
  }
  const text = normalise(input);
  const wanted = new Map(postingSkills.map((s) => [key(s), s]));
  /** The posting's name for a lexicon hit, when the posting asks for that skill. */
  const postingName = (spellings: readonly string[]) => {
    for (const s of spellings) {
      const name = wanted.get(key(s));
      if (name) return name;
    }
    return null;
  };

  const roles: CvRole[] = [];
  const highlights: Array<CvHighlight & { score: number; order: number }> = [];
  const matching = new Set<string>();
  const other = new Set<string>();
  let currentRole: string | null = null;
  let order = 0;
  for (const raw of text.split('\n')) {
    const line = clean(raw);
    if (!line) continue;
    const period = line.match(PERIOD);
    const words = line.split(/\s+/).length;
    if (words <= 4 && !/[.,;]$/.test(line) && (/^[A-Z\s&/]+:?$/.test(line) || line.endsWith(':'))) {
      // A heading ("SKILLS", "Education:") ends the role above it.
      currentRole = null;
      continue;
    }
    if (words <= 14 && hasRoleNoun(line) && (period || /\s(?:at|@)\s/.test(line))) {
      const parts = line
        .replace(PERIOD, ' ')
        .split(/\s+(?:at|@)\s+|\s*[|,–—]\s*|\s+-\s+|\s*\(\s*|\s*\)\s*/)
        .map((p) => p.trim())
        .filter((p) => p && /[A-Za-z]/.test(p));
      const title = parts.find(hasRoleNoun);
      if (title) {
        const company = parts.find((p) => p !== title && /^[A-Z]/.test(p)) ?? null;
        roles.push({ title, company, period: period ? period[0] : null });
        currentRole = company ? `${title}, ${company}` : title;
        continue;
      }
    }
    for (const sentence of words > 40 ? sentences(line) : [line]) {
      const hits = findSkills(sentence, ALL_FAMILIES);
      const named: string[] = [];
      for (const hit of hits) {
        const name = postingName(hit.entry.spellings);
        if (name) {
          matching.add(name);
          if (!named.includes(name)) named.push(name);
        } else other.add(hit.entry.name);
      }
      // A line of experience, not a list of skills: at least four words besides the skills' own.
      const skillWords = hits.reduce((n, h) => n + h.surface.split(/\s+/).length, 0);
      if (named.length && sentence.split(/\s+/).length - skillWords >= 4) {
        // Lines with more of the posting's skills, and with a figure (a result), first.
        const score = named.length + (/\d/.test(sentence) ? 0.5 : 0);
        highlights.push({ text: sentence, skills: named, role: currentRole, score, order: order++ });
      }
    }
  }
  highlights.sort((a, b) => b.score - a.score || a.order - b.order);
  return {
    ok: true,
    cv: {
      roles,
      matchingSkills: [...matching],
      otherSkills: [...other].filter((s) => !matching.has(s)),
      highlights: highlights.slice(0, CV_LIMITS.maxHighlights).map(({ text: t, skills, role }) => ({ text: t, skills, role })),
    },
  };
}
