import { loadThemeGuides, type ThemeGuide } from '../catalog/guides';
import { categoryOf, isPractice, type SkillCategory } from '../language/vocabulary';
import { joinList, lowerFirst, mentions, splitSentences, stem, upperFirst, withoutFinalStop } from '../language/text';
import { skillAsWritten } from './plan';
import { guideFor, reworded } from './turnReplies';
import type { JobScenario, PlanItem } from './types';

/**
 * The interviewer's notes on a question (issue 39, item 2): a one-sentence explanation of each term it
 * uses, what a good answer talks about (never an answer), and the question in other words, written
 * whole. A catalogue skill's notes come from its guide (server/catalog/skills); a behavioural theme's
 * from its theme guide; a question about a posting's sentence — a catalogue job's or the candidate's
 * own posting — is built from the posting (what the question asks about, the skills the sentence
 * names) and the skill templates' kinds and vocabulary (server/catalog/questions.yaml), so an own
 * posting's questions have notes too, whatever their terms.
 */

export interface TermNote {
  /** The term as the question or the posting writes it. */
  term: string;
  /** One sentence saying what it is. */
  explanation: string;
}

export interface QuestionNotes {
  terms: TermNote[];
  /** What a good answer talks about, one sentence opening "A good answer talks about". */
  goodAnswer: string;
  /** The question in other words, every term kept, written whole. */
  rewording: string;
}

/** What a kind of skill is called in a sentence ("a testing tool", "a security practice"). */
const KIND_NAMES: Record<string, string> = {
  accessibility: 'accessibility',
  security: 'security',
  testing: 'testing',
  messaging: 'messaging',
  'data-store': 'data storage',
  infrastructure: 'infrastructure',
  observability: 'monitoring',
  'data-science': 'data and analysis',
  frontend: 'front-end',
  language: 'programming',
  api: 'API',
  architecture: 'software architecture',
  design: 'design',
  research: 'research',
  product: 'product',
  management: 'management',
};

let themeGuides: Map<string, ThemeGuide> | null = null;

/** The theme guides, read once; a broken file leaves the notes without them (a general example is given). */
function themeGuide(theme: string): ThemeGuide | null {
  if (!themeGuides) {
    try {
      themeGuides = loadThemeGuides();
    } catch {
      themeGuides = new Map();
    }
  }
  return themeGuides.get(theme) ?? null;
}

function withArticle(words: string): string {
  return /^[aeiou]/i.test(words) && !/^(uni|use|eu)/i.test(words) ? `an ${words}` : `a ${words}`;
}

/**
 * One sentence on a term: its guide's definition when the catalogue knows it; else what the posting
 * and the skill templates say of it: its kind (a testing tool, a management practice) and where the
 * question meets it.
 */
function termNote(scenario: JobScenario, term: string, item: PlanItem): TermNote {
  const guide = guideFor(term);
  const spoken = skillAsWritten(scenario, term);
  if (guide) return { term: spoken, explanation: guide.definition };
  const category: SkillCategory = categoryOf(term);
  const kind = KIND_NAMES[category.name];
  const what = isPractice(term) ? 'practice' : 'tool or technology';
  const where = item.topic && !mentions(item.topic, term) ? `; here it comes up in ${item.topic}` : '';
  const explanation = kind
    ? `${upperFirst(spoken)} is ${withArticle(`${kind} ${what}`)} this job asks for${where}.`
    : `${upperFirst(spoken)} is part of the work this job describes${where}.`;
  return { term: spoken, explanation };
}

/** The words of the skill templates an answer about these skills tends to use (a few, in order). */
function templateWords(skills: readonly string[], text: string): string[] {
  const words = skills.flatMap((s) => categoryOf(s).vocab.flatMap((v) => v.split(/\s+/)));
  // One form of each word ("deploy", not "deploy, deploys and deployment"), none the question already says.
  const stems = new Set(text.toLowerCase().split(/[^a-z0-9]+/).map((w) => stem(w)));
  const out: string[] = [];
  for (const w of words) {
    if (w.length <= 3 || stems.has(stem(w))) continue;
    stems.add(stem(w));
    out.push(w);
  }
  return out.slice(0, 3);
}

/**
 * What a good answer to a question about a posting's sentence talks about: one real piece of work on
 * what the question asks about, with the sentence's skills, the candidate's own part and its outcome,
 * and (where the skill templates know the kind of skill) the things such an answer names.
 */
function postingExample(scenario: JobScenario, item: PlanItem): string {
  const topic = item.topic;
  const skills = item.skills.filter((s) => !mentions(topic, s)).map((s) => skillAsWritten(scenario, s));
  const using = skills.length > 0 ? ` with ${joinList(skills)}` : '';
  const words = templateWords(item.skills, `${topic} ${item.text}`);
  const naming = words.length > 0 ? `, naming things such as ${joinList(words)}` : '';
  const guide = item.skills.map((s) => guideFor(s)).find((g) => g !== null);
  const guided = guide ? `, and ${lowerFirst(withoutFinalStop(guide.example).replace(/^A good answer talks about\s+/i, ''))}` : '';
  return `A good answer talks about one real piece of work on ${topic}${using}: what the candidate did themselves, the choices they made and why, and how it turned out${naming}${guided}.`;
}

/** The interviewer's notes on a plan item. */
export function questionNotes(scenario: JobScenario, item: PlanItem): QuestionNotes {
  const named = [...new Set([...item.skills, ...scenario.skills.filter((s) => mentions(item.text, s))])];
  // A term inside a longer one is explained with it ("React" in "React Testing Library").
  const terms = named.filter((t) => !named.some((o) => o !== t && o.length > t.length && mentions(o, t)));
  const source = item.source;
  let goodAnswer: string;
  if (source.type === 'skill' && guideFor(source.skill)) goodAnswer = guideFor(source.skill)?.example ?? '';
  else if (item.theme && themeGuide(item.theme)) goodAnswer = themeGuide(item.theme)?.example ?? '';
  else if (source.type === 'requirement' || source.type === 'responsibility' || source.type === 'skill') goodAnswer = postingExample(scenario, item);
  else goodAnswer = `A good answer talks about ${item.topic} with one real example: what happened, what the candidate did themselves, and how it turned out.`;
  return {
    terms: terms.map((t) => termNote(scenario, t, item)),
    goodAnswer: splitSentences(goodAnswer).length === 1 ? goodAnswer : (splitSentences(goodAnswer)[0] ?? goodAnswer),
    rewording: reworded(item.text),
  };
}
