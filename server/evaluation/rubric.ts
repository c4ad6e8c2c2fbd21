import { collectAnswers } from './answers';
import { holdNotShown, round1 } from './area';
import { calibrate, shownOf } from './calibration';
import { coachAnswer, delivery } from './coaching';
import { scoreEnglish } from './english';
import { settle, type Draft } from './phrases';
import { observe, recommend } from './recommendations';
import { scoreTechnical } from './skills';
import { scoreSoft } from './soft';
import type { Analysis, EvaluationInput, GrammarChecker } from './types';

/**
 * The embedded report rubric (ARCHITECTURE.md, "Report rubric"): deterministic scores from the
 * transcript and the audio timing, each with the candidate's words it rests on. Same input, same
 * report: no clock, no randomness, stable orders.
 */

/** DECISIONS.md: technical 40 %, soft 30 %, English 30 %. */
export const WEIGHTS = { hard: 0.4, soft: 0.3, english: 0.3 } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Items of the soft-skills section. */
const SOFT_ITEMS = 5;

export async function evaluate(input: EvaluationInput, deps: { grammar: GrammarChecker }): Promise<Analysis> {
  const answers = collectAnswers(input.messages, input.scenario);
  // Each answer linted on its own (an error in one must not be read across the next one), all at
  // once: a threaded checker spreads them over its linters.
  const grammar = await Promise.all(answers.map((a) => (a.intent === 'answer' ? deps.grammar.check(a.text) : [])));
  for (const [i, answer] of answers.entries()) answer.grammar = grammar[i];

  const technical = scoreTechnical(input.scenario, answers);
  const soft = scoreSoft(answers);
  const english = scoreEnglish(answers);
  const areas = [...technical.areas, ...soft.areas, ...english.areas];
  const f = english.figures;
  // An interview ended early is scored over the questions it was planned to have (docs/decisions.md).
  const shown = shownOf(input.messages, answers);
  const calibrated = calibrate(
    { hardSkills: technical.hardSkills, softSkills: soft.softSkills, englishProficiency: english.englishProficiency },
    areas,
    answers,
    WEIGHTS,
    shown,
  );
  let overallScore = calibrated.overall;
  // No score says "good" beside its own finding that no answer showed it (area.ts).
  const held = holdNotShown(
    areas,
    { technical: technical.hardSkills, soft: soft.softSkills, english: english.englishProficiency },
    { technical: technical.hardSkills.skills.length, soft: SOFT_ITEMS, english: english.areas.filter((a) => a.item.measured !== false).length },
  );
  if (held) overallScore = round1(WEIGHTS.hard * technical.hardSkills.score + WEIGHTS.soft * soft.softSkills.score + WEIGHTS.english * english.englishProficiency.score);

  // The texts are written as phrases; the report holds them in English, and each phrase by its place.
  const draft: Draft<Omit<Analysis, 'metrics' | 'texts'>> = {
    overallScore,
    hardSkills: technical.hardSkills,
    softSkills: soft.softSkills,
    englishProficiency: english.englishProficiency,
    additionalObservations: observe(
      areas,
      technical.hardSkills,
      answers,
      f,
      shown.endedEarly ? { ...shown, cost: calibrated.earlyEndCost } : null,
      calibrated.hold,
    ),
    recommendations: recommend(areas, technical.hardSkills),
    answerCoaching: answers.map(coachAnswer),
    delivery: delivery(answers, f),
  };
  const { value, texts } = settle<Omit<Analysis, 'metrics' | 'texts'>>(draft);
  return {
    ...value,
    texts,
    metrics: {
      answers: answers.length,
      candidateWords: f.words,
      mtld: round2(f.mtld),
      grammarErrorsPer100Words: round2(f.grammarPer100),
      wordsPerMinute: f.wordsPerMinute === null ? null : round2(f.wordsPerMinute),
      fillersPer100Words: round2(f.fillersPer100),
      longPauses: f.longPauses,
      relevance: round2(f.relevance),
    },
  };
}
