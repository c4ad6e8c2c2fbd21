import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The layout of a pasted posting: its lines (bullets, headings, paragraphs, job-board noise), the
 * sections under its headings and what each section is about, and the sentences of its paragraphs.
 */

export type SectionKind =
  | 'header'
  | 'about'
  | 'role'
  | 'responsibilities'
  | 'requirements'
  | 'nice'
  | 'skills'
  | 'benefits'
  | 'apply'
  | 'other';

export interface Line {
  /** Offset of the line in the normalised text. */
  start: number;
  /** The line as pasted (normalised spaces). */
  raw: string;
  /** Without bullet, markdown emphasis and decoration. */
  text: string;
  bullet: boolean;
  /** Job-board noise ("Apply now", "Share", "Posted 3 days ago") or legal boilerplate. */
  noise: boolean;
}

export interface Section {
  kind: SectionKind;
  heading: string | null;
  lines: Line[];
}

/** Line breaks, spaces and quotes as one spelling; zero-width characters removed. */
export function normalise(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[\u00A0\u2007\u202F\t]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/ +\n/g, '\n');
}

const BULLET = /^\s*(?:[-*•●◦·→»✓✔➢►▪■–—+>]|\d{1,2}[.)]|[a-z][)])\s+/u;
/** Pictographs and arrows that decorate headings ("🚀 What you'll do", "👉 Your skills"). */
const DECORATION = /^[\p{Extended_Pictographic}\p{So}\uFE0F\u200D\s]+|[\p{Extended_Pictographic}\p{So}\uFE0F\u200D\s]+$/gu;

export function clean(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s*/, '')
    .replace(BULLET, '')
    .replace(/\*\*|__/g, '')
    .replace(/^[*_]+|[*_]+$/g, '')
    .replace(DECORATION, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Short lines a job board adds around the posting. */
const NOISE_LINE =
  /^(?:(?:easy )?apply(?: now| for this job| here)?|share(?: this job)?|save(?: job)?|report(?: (?:this )?job)?|show (?:more|less)|skip to main content|back to (?:all )?jobs|set alert.*|hiring insights|job activity.*|posted .*ago.*|\d[\d,]* applicants.*|.*\bapplicants\b|home\s*>.*|see more jobs.*|similar jobs.*|about the job|full job description|job details|interested\? apply now!?.*|ready\? hit "apply" below!?.*)$/i;
/** Several noise words in a row ("Apply now | Share this job | Report", "Share Save Apply"). */
const NOISE_WORDS = /^(?:apply(?: now)?|share(?: this job)?|save(?: job)?|report(?: job)?|email|linkedin|facebook|twitter|x|share:|[|·•\s])+$/i;
/** Equal-opportunity and accommodation boilerplate. */
const LEGAL =
  /equal (?:opportunit|employment)|without regard to|do not discriminate|disability confident|accommodations? (?:is |are )?available|committed to (?:diversity|equality|an inclusive)|value diversity|consent for processing personal data|adjustments during the application/i;

function isNoise(text: string): boolean {
  if (!text) return false;
  if (text.split(/\s+/).length <= 8 && (NOISE_LINE.test(text) || NOISE_WORDS.test(text))) return true;
  // A paragraph of boilerplate, not a whole posting pasted as one line that ends with it.
  return LEGAL.test(text) && text.split(/\s+/).length <= 120;
}

/** Longer than this, a line is a posting pasted without its line breaks. */
const RUN_ON = 600;

/** Line breaks put back before the bullets of a run-on line ("… · Berlin • Own the pipeline • Mentor …"). */
function unrun(line: string): string[] {
  if (line.length <= RUN_ON) return [line];
  // Only markers used as a list (three times or more): a lone " - " is a dash in a sentence.
  const markers = ['[•●◦→»▪■✓✔➢►]', '\\d{1,2}[.)]', '-', '–', '\\*'].filter(
    (m) => (line.match(new RegExp(`\\s${m}\\s+[A-Za-z]`, 'gu')) ?? []).length >= 3,
  );
  if (!markers.length) return [line];
  return line.split(new RegExp(`\\s+(?=(?:${markers.join('|')})\\s+[A-Za-z])`, 'u'));
}

/** Heading words and the section they open; the first rule that matches wins. */
const KIND_RULES: Array<[SectionKind, RegExp]> = [
  ['apply', /\bhow to apply\b/i],
  ['nice', /\b(?:nice to have|nice|bonus|plus|preferred|desirable|advantage|asset|would be great|extra points?)\b/i],
  ['benefits', /\b(?:offer|benefits?|perks?|why (?:join|work|us|\w+)|in it for you|we give|compensation|what you get|package)\b/i],
  ['skills', /\b(?:tech stack|stack|tools|technologies|our tech)\b/i],
  ['requirements', /\b(?:requirements?|qualifications?|need|needs|bring|profile|expect|looking for|skills|must|about you|who you are|you have|what you have|succeed|background|competenc\w*|ideal candidate)\b/i],
  ['responsibilities', /\b(?:responsibilit\w*|you(?:'ll| will)(?: be)?(?: do| doing)?|what you'?ll do|tasks?|mission|involves|day[- ]to[- ]day|duties|impact|doing|your role|key accountabilities)\b/i],
  ['role', /\b(?:the role|about the role|the opportunity|job summary|overview|the position|about the position)\b/i],
  ['about', /\b(?:about|who we are|company|the team|our team)\b/i],
];

export function kindOf(heading: string): SectionKind {
  for (const [kind, rule] of KIND_RULES) if (rule.test(heading)) return kind;
  return 'other';
}

const isAllCaps = (s: string) => /[A-Z]{3}/.test(s) && !/[a-z]/.test(s);

/** A line that is a heading: its section kind, and any text after a colon on the same line. */
export function headingOf(raw: string): { kind: SectionKind; heading: string; rest: string } | null {
  if (BULLET.test(raw) && !/^\s*#/.test(raw)) return null;
  const marked = /^\s*#{1,6}\s/.test(raw) || /^\s*(\*\*|__)[^*_]+(\*\*|__):?\s*$/.test(raw);
  const decorated = /^[\p{Extended_Pictographic}\p{So}]/u.test(raw.trim());
  const text = clean(raw);
  if (!text) return null;
  const colon = text.indexOf(':');
  if (colon > 0) {
    const head = text.slice(0, colon).trim();
    const rest = text.slice(colon + 1).trim();
    if (head.split(/\s+/).length <= 6) {
      const kind = kindOf(head);
      if (!rest) return { kind, heading: head, rest: '' };
      if (kind !== 'other' && kind !== 'about') return { kind, heading: head, rest };
    }
    return null;
  }
  const words = text.split(/\s+/).length;
  if (words > 8 || /[.!?]$/.test(text)) return null;
  const kind = kindOf(text);
  if (marked || decorated || isAllCaps(text)) return { kind, heading: text, rest: '' };
  if (kind !== 'other' && words <= 6) return { kind, heading: text, rest: '' };
  return null;
}

export function readLines(text: string): Line[] {
  const out: Line[] = [];
  let offset = 0;
  for (const whole of text.split('\n')) {
    const start = offset;
    offset += whole.length + 1;
    for (const raw of unrun(whole)) {
      if (!raw.trim()) continue;
      const t = clean(raw);
      out.push({ start, raw, text: t, bullet: BULLET.test(raw), noise: isNoise(t) });
    }
  }
  return out;
}

/**
 * The posting's sections. Lines before the first heading are the header (title, company, place) and,
 * once a paragraph starts, the role's description.
 */
export function readSections(lines: readonly Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  const kept = lines.filter((l) => !l.noise);
  for (const [i, line] of kept.entries()) {
    const h = line.bullet ? nestedHeading(line, kept[i + 1]) : headingOf(line.raw);
    if (h) {
      sections.push({ kind: h.kind, heading: h.heading, lines: [] });
      if (h.rest) sections[sections.length - 1].lines.push({ ...line, text: h.rest });
      continue;
    }
    const current = sections[sections.length - 1];
    // A long paragraph in the header is the description, not the header any more.
    if (current.kind === 'header' && current.lines.length > 0 && line.text.split(/\s+/).length > 18) {
      sections.push({ kind: 'role', heading: null, lines: [line] });
      continue;
    }
    current.lines.push(line);
  }
  return sections.filter((s) => s.lines.length > 0 || s.heading);
}

const indent = (raw: string) => raw.length - raw.trimStart().length;

/** A bullet with more deeply indented bullets under it is a heading ("◦ What you'll do" then "   ◦ …"). */
function nestedHeading(line: Line, next: Line | undefined): { kind: SectionKind; heading: string; rest: string } | null {
  if (!next || !next.bullet || indent(next.raw) <= indent(line.raw)) return null;
  const text = line.text.replace(/:$/, '');
  if (text.split(/\s+/).length > 8 || /[.!?]$/.test(text)) return null;
  return { kind: kindOf(text), heading: text, rest: '' };
}

let reader: WinkMethods | null = null;
/** wink-nlp with only its sentence boundary step (no tagging: several times faster). */
function nlp(): WinkMethods {
  reader ??= winkNLP(model, ['sbd']);
  return reader;
}

/** A dot inside a word (Node.js, Vue.js 3) stands in for a full stop that does not end a sentence. */
const INNER_DOT = /(?<=[A-Za-z0-9])\.(?=[A-Za-z0-9])/g;
const DOT_STAND_IN = '\u2024';

/** The sentences of a paragraph (wink-nlp's sentence boundaries, technical spellings kept whole). */
export function sentences(paragraph: string): string[] {
  // One sentence unless a stop, question or exclamation mark is followed by more words.
  if (!/[.!?]["')\]]?\s+\S/.test(paragraph.trim())) return paragraph.trim() ? [paragraph.trim()] : [];
  const masked = paragraph.replace(INNER_DOT, DOT_STAND_IN);
  const found = nlp().readDoc(masked).sentences().out() as string[];
  return found.map((s) => s.split(DOT_STAND_IN).join('.').trim()).filter(Boolean);
}

/** Loads the sentence reader's model ahead of the first posting (about half a second). */
export function warmUp(): void {
  nlp().readDoc('Ready.');
}

/** Items of a section: one per bullet (continuation lines joined), or one per sentence of its paragraphs. */
export function items(section: Section): string[] {
  const out: string[] = [];
  let openBullet = false;
  for (const line of section.lines) {
    if (line.bullet) {
      out.push(line.text);
      openBullet = true;
      continue;
    }
    // Inline lists: "You have: a · b · c".
    const parts = line.text.split(/\s+[·•|]\s+/);
    if (parts.length > 1) {
      out.push(...parts.map((p) => p.trim()).filter(Boolean));
      openBullet = false;
      continue;
    }
    if (openBullet && /^[a-z(]/.test(line.text) && out.length) {
      out[out.length - 1] += ` ${line.text}`;
      continue;
    }
    openBullet = false;
    out.push(...sentences(line.text));
  }
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => /[A-Za-z]/.test(s));
}
