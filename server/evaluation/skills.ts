import { stem, stemsMatch, topicWords } from '../language/text';
import { categoryOf, FALLBACK_CATEGORY, TECH_TERMS } from '../language/vocabulary';
import { has, markerQuotes, opening, quote, type Answer } from './answers';
import { mean, round1, uniqueEvidence, type ScoredArea } from './area';
import { measuredSpan } from './measured';
import { clamp01, ON_QUESTION_RELEVANCE, skillStems } from './metrics';
import { fixed, joined, listOf, phrase, sentences, type Draft, type Phrase } from './phrases';
import type { Evidence, HardSkills, ScenarioFacts, SkillScore } from './types';

/**
 * Technical skills: one score per scenario skill the interview actually touched — named by the
 * candidate, asked about in a question they answered, or (for a skill with a known vocabulary) talked
 * about in its own terms. Coverage of the skill's vocabulary, depth and relevance make the score.
 */

/** Distinct skill terms that make full vocabulary coverage. */
const FULL_COVERAGE_TERMS = 10;
/** Words on a skill that make a full-weight discussion of it. */
const FULL_SUBSTANCE_WORDS = 100;
/** Distinct vocabulary words in one answer that count as discussing a skill never named. */
const VOCABULARY_ONLY_TERMS = 3;

interface SkillFinding {
  skill: string;
  answers: Answer[];
  item: Draft<SkillScore> & { score: number; comment: Phrase; evidence: Evidence[] };
  area: ScoredArea;
}

function answersOnSkill(skill: string, index: number, scenario: ScenarioFacts, answers: readonly Answer[]): Answer[] {
  const named = answers.filter((a) => a.skillsNamed.includes(skill) || a.topic.skills.includes(skill));
  if (named.length) return named;
  const category = categoryOf(skill);
  // Only the first skill of a category may be found by vocabulary, so one stretch of talk is not credited to several skills.
  if (category === FALLBACK_CATEGORY || scenario.skills.findIndex((s) => categoryOf(s) === category) !== index) return [];
  const vocab = category.vocab.map(stem);
  return answers.filter((a) => {
    if (a.intent !== 'answer') return false;
    const used = new Set(topicWords(a.ownText).map(stem).filter((s) => vocab.some((v) => stemsMatch(s, v))));
    return used.size >= VOCABULARY_ONLY_TERMS;
  });
}

/** The skill's terms (its vocabulary, general technical terms, other named skills) the candidate used. */
function termsUsed(skill: string, answers: readonly Answer[]): string[] {
  const vocab = skillStems(skill);
  const found = new Set<string>();
  for (const a of answers) {
    // Only the candidate's own words: what an answer copied from the posting names no skill of theirs.
    for (const w of topicWords(a.ownText)) {
      const s = stem(w);
      if (TECH_TERMS.has(w) || vocab.some((v) => stemsMatch(s, v))) found.add(w);
    }
    for (const named of a.skillsNamed) found.add(named.toLowerCase());
  }
  return [...found].sort();
}

interface Depth {
  example: number;
  quantified: number;
  tradeoffs: number;
  tools: number;
  reasoning: number;
}

/** What each sign of depth reads as in a comment ("a concrete example in 2"), in the order shown. */
const DEPTH_SIGNS = {
  example: 'skills.depth.example',
  quantified: 'skills.depth.quantified',
  tradeoffs: 'skills.depth.tradeoffs',
  tools: 'skills.depth.tools',
  reasoning: 'skills.depth.reasoning',
} as const satisfies Record<keyof Depth, string>;

/** What each missing sign of depth asks for in the advice. */
const MISSING = {
  example: 'skills.missing.example',
  quantified: 'skills.missing.quantified',
  tradeoffs: 'skills.missing.tradeoffs',
  reasoning: 'skills.missing.reasoning',
} as const satisfies Record<Exclude<keyof Depth, 'tools'>, string>;

/** What makes a technical answer deep, and how much each counts. */
const DEPTH_WEIGHTS: Record<keyof Depth, number> = { example: 0.2, quantified: 0.3, tradeoffs: 0.2, tools: 0.15, reasoning: 0.15 };

function depthOf(answers: readonly Answer[]): { depth: Depth; score: number } {
  const depth: Depth = { example: 0, quantified: 0, tradeoffs: 0, tools: 0, reasoning: 0 };
  const perAnswer = answers.map((a) => {
    if (a.intent !== 'answer') return 0;
    // Named in so many words, or read from what the answer says — the reading the answer-by-answer
    // coaching quotes ("What you did", "A measured result", "Your reasoning"), so the two agree.
    const r = a.reading;
    const signs: Record<keyof Depth, boolean> = {
      example: has(a, 'example') || r.actions >= 1,
      // A result with a number: "from four seconds to nine hundred milliseconds", "dropped by six percent".
      quantified: (has(a, 'number') && (has(a, 'result') || has(a, 'outcome'))) || measuredSpan(a.text, r.tokens) !== null,
      tradeoffs: has(a, 'tradeoff') || r.contrasts >= 1,
      tools: a.skillsNamed.length > 1 || a.techTerms >= 3,
      reasoning: has(a, 'reasoning') || r.reasons >= 1,
    };
    let sum = 0;
    const onQuestion = a.relevance.score >= ON_QUESTION_RELEVANCE;
    for (const key of Object.keys(signs) as Array<keyof Depth>) {
      if (!signs[key]) continue;
      if (onQuestion) depth[key] += 1;
      sum += DEPTH_WEIGHTS[key];
    }
    // Depth about something else (an off-topic story) is no depth on this skill.
    return sum * clamp01(a.relevance.score / 0.5);
  });
  const best = perAnswer.length ? Math.max(...perAnswer) : 0;
  return { depth, score: 0.5 * best + 0.5 * mean(perAnswer) };
}

function scoreSkill(skill: string, answers: Answer[]): SkillFinding {
  const said = answers.filter((a) => a.intent === 'answer');
  const terms = termsUsed(skill, said);
  const coverage = clamp01(terms.length / FULL_COVERAGE_TERMS);
  const { depth, score: depthScore } = depthOf(answers);
  const relevance = mean(answers.map((a) => a.relevance.score));
  const words = said.reduce((n, a) => n + a.wordCount, 0);
  const substance = clamp01(words / FULL_SUBSTANCE_WORDS);
  const score = round1(10 * (0.25 * coverage + 0.45 * depthScore + 0.3 * relevance) * (0.45 + 0.55 * substance));

  const unanswered = answers.length - said.length;
  const offQuestion = said.length > 0 && relevance < ON_QUESTION_RELEVANCE;
  const parts: Array<Phrase | false> = said.length
    ? [phrase('skills.cameUp', { count: answers.length, words }), offQuestion && phrase('skills.notAddressed')]
    : [phrase('skills.askedOnly', { count: answers.length })];
  if (said.length) {
    const shown = joined(terms.slice(0, 6), ', ');
    parts.push(terms.length ? (terms.length > 6 ? phrase('skills.termsMore', { terms: shown, more: terms.length - 6 }) : phrase('skills.terms', { terms: shown })) : phrase('skills.noTerms'));
  }
  const signs = (Object.keys(DEPTH_SIGNS) as Array<keyof Depth>).filter((key) => depth[key] > 0).map((key) => phrase(DEPTH_SIGNS[key], { count: depth[key] }));
  if (said.length) {
    parts.push(signs.length ? phrase('skills.depth', { signs: joined(signs, ', ') }) : phrase('skills.noDepth'));
    parts.push(phrase('skills.relevance', { relevance: fixed(relevance, 2) }));
  }
  if (unanswered && said.length) parts.push(phrase('skills.unanswered', { x: unanswered, n: answers.length }));

  const strongest = [...said].sort((a, b) => b.wordCount - a.wordCount || a.index - b.index);
  const evidence = uniqueEvidence([
    ...markerQuotes(strongest.filter((a) => a.relevance.score >= ON_QUESTION_RELEVANCE), ['result', 'tradeoff', 'number'], 1),
    ...said.filter((a) => a.skillsNamed.includes(skill)).slice(0, 1).map((a) => quote(a.message, namedSpan(a, skill))),
    ...answers.filter((a) => a.intent !== 'answer' || a.wordCount < 25).map(opening),
    ...strongest.slice(0, 1).map(opening),
  ], 2);

  // What to add, each once: weighing an alternative already says why you chose, so a missing reason
  // is asked for on its own only when a trade-off was given.
  const lacking = (['example', 'quantified', 'tradeoffs', 'reasoning'] as const).filter((key) => !depth[key] && !(key === 'reasoning' && !depth.tradeoffs)).slice(0, 3);
  const missing = lacking.map((key) => phrase(MISSING[key]));
  const kind = offQuestion ? 'offQuestion' : said.length === 0 ? 'noAnswer' : lacking.length ? `missing:${lacking.join(',')}` : 'keep';
  const advice = offQuestion
    ? phrase('skills.adviceOffQuestion', { skill, relevance: fixed(relevance, 2) })
    : said.length === 0
    ? phrase('skills.adviceNoAnswer', { skill })
    : missing.length
      ? phrase('skills.adviceMissing', { skill, missing: joined(missing, '; '), words, terms: terms.length })
      : phrase('skills.adviceKeep', { skill });
  // The same advice for several skills is given once, naming them all (recommendations.ts).
  const together = (skills: readonly string[]): Phrase => {
    const all = listOf(skills);
    if (offQuestion) return phrase('skills.adviceOffQuestionMany', { skills: all });
    if (said.length === 0) return phrase('skills.adviceNoAnswerMany', { skills: all });
    if (missing.length) return phrase('skills.adviceMissingMany', { skills: listOf(skills, { or: true }), missing: joined(missing, '; ') });
    return phrase('skills.adviceKeepMany', { skills: all });
  };

  // One object for the skill's line of the report and its scored area, so whatever moves one moves the other.
  const item = { skill, score, comment: sentences(...parts), evidence };
  return {
    skill,
    answers,
    item,
    area: {
      area: skill,
      section: 'technical',
      item,
      advice,
      shared: { meaning: `skills:${kind}`, advice: together },
      // "The answers did not address it", or "No example, measured result, trade-off or reason was given".
      notShown: offQuestion || (said.length > 0 && signs.length === 0),
    },
  };
}

function namedSpan(a: Answer, skill: string) {
  const parts = skill.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean);
  const at = a.text.toLowerCase().indexOf(parts[0] ?? '');
  return at >= 0 ? { start: at, end: at + (parts[0]?.length ?? 0) } : { start: 0, end: 0 };
}

export interface TechnicalResult {
  hardSkills: Draft<HardSkills> & { skills: Array<Draft<SkillScore> & { score: number; comment: Phrase }>; recommendation: Phrase };
  areas: ScoredArea[];
}

/** Breadth: a full score needs at least this many of the role's skills discussed. */
const FULL_BREADTH = 3;

export function scoreTechnical(scenario: ScenarioFacts, answers: readonly Answer[]): TechnicalResult {
  const findings = scenario.skills
    .map((skill, i) => ({ skill, answers: answersOnSkill(skill, i, scenario, answers) }))
    .filter((f) => f.answers.length > 0)
    .map((f) => scoreSkill(f.skill, f.answers));

  if (!findings.length) {
    const listed = scenario.skills.slice(0, 4).join(', ');
    const said = answers.filter((a) => a.intent === 'answer').length;
    return {
      hardSkills: {
        score: round1(said ? 1 : 0),
        skills: [],
        recommendation: listed
          ? phrase('skills.noneCameUp', { skills: `${listed}${scenario.skills.length > 4 ? '…' : ''}` })
          : phrase('skills.noneDiscussed'),
      },
      areas: [],
    };
  }

  const weights = findings.map((f) => f.answers.length);
  const total = weights.reduce((a, b) => a + b, 0);
  const weighted = findings.reduce((sum, f, i) => sum + f.area.item.score * weights[i], 0) / total;
  const breadth = Math.min(1, findings.length / Math.min(FULL_BREADTH, scenario.skills.length));
  const score = round1(weighted * (0.7 + 0.3 * breadth));

  const skills: TechnicalResult['hardSkills']['skills'] = findings.map((f) => f.item);
  const weakest = [...findings].sort((a, b) => a.area.item.score - b.area.item.score || scenario.skills.indexOf(a.skill) - scenario.skills.indexOf(b.skill))[0];
  const notDiscussed = scenario.skills.filter((s) => !findings.some((f) => f.skill === s));
  const breadthNote = notDiscussed.length && findings.length < FULL_BREADTH
    ? phrase('skills.breadth', { count: findings.length, missing: notDiscussed.slice(0, 3).join(', ') })
    : null;
  return {
    hardSkills: { score, skills, recommendation: breadthNote ? sentences(weakest.area.advice, breadthNote) : weakest.area.advice },
    areas: findings.map((f) => f.area),
  };
}
