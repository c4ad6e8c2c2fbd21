import type { components } from '../../openapi/schema.gen';
import type { ReportTexts } from './phrases';

/**
 * What the report generator reads and writes. The analysis has exactly the contract's shapes
 * (`Report` in openapi/openapi.yaml) so the stored report is sent as it is, cut down for free users.
 */

type Schemas = components['schemas'];

export type Evidence = Schemas['Evidence'];
export type ScoreItem = Schemas['ScoreItem'];
export type SkillScore = Schemas['SkillScore'];
export type HardSkills = Schemas['HardSkills'];
export type SoftSkills = Schemas['SoftSkills'];
export type EnglishProficiency = Schemas['EnglishProficiency'];
export type AdditionalObservations = Schemas['AdditionalObservations'];
export type AreaRecommendation = Schemas['AreaRecommendation'];

/** Timing of one spoken answer, measured on its audio (null for a typed answer). */
export type { SpeechTiming } from '../speech/timing';
import type { SpeechTiming } from '../speech/timing';

/** One stored message of the interview, in order. */
export interface TranscriptMessage {
  id: string;
  /** `USER` for the candidate; anything else is a member of the panel. */
  role: string;
  sender: string;
  /** What is scored and quoted: for an answer the candidate corrected, the corrected text. */
  text: string;
  /**
   * Only for an answer the candidate corrected: what the recogniser heard (or what was first typed).
   * The delivery figures (speaking rate, fillers, repetitions) are measured on it: they describe how
   * the answer was said, not how it was meant.
   */
  recognizedText?: string | null;
  createdAt: Date;
  /** Length of the recorded audio (spoken answers only). */
  audioMs: number | null;
  speech: SpeechTiming | null;
}

/** The scenario as it was when the interview started. */
export interface ScenarioFacts {
  position: string;
  company: string;
  skills: readonly string[];
  requirements: readonly string[];
  responsibilities: readonly string[];
  description: string;
}

export interface EvaluationInput {
  scenario: ScenarioFacts;
  messages: readonly TranscriptMessage[];
  startedAt: Date;
  endedAt: Date;
}

/** One problem a grammar checker found in a text (offsets in UTF-16 code units of that text). */
export interface GrammarIssue {
  kind: string;
  message: string;
  /** The words at fault, as they appear in the text. */
  problem: string;
  start: number;
  end: number;
  /** The checker's suggested replacement for the words at fault ('' to remove them); null when it has none. */
  replacement?: string | null;
}

export interface GrammarChecker {
  check(text: string): Promise<GrammarIssue[]>;
}

/** The figures the scores rest on, kept with the report so each can be checked. */
export interface MeasuredMetrics {
  answers: number;
  candidateWords: number;
  /** Measure of textual lexical diversity over all answers (0 when too few words). */
  mtld: number;
  grammarErrorsPer100Words: number;
  /** Null when no answer was spoken (typed answers have no timing). */
  wordsPerMinute: number | null;
  fillersPer100Words: number;
  longPauses: number;
  /** Mean relevance of the answers to their questions, 0–1. */
  relevance: number;
}

/** The scored part of a report: the contract's breakdown plus the figures behind it. */
export interface Analysis {
  overallScore: number;
  hardSkills: HardSkills;
  softSkills: SoftSkills;
  englishProficiency: EnglishProficiency;
  additionalObservations: AdditionalObservations;
  recommendations: AreaRecommendation[];
  /** Per question: its score, what the answer had and lacked, one way to make it stronger (absent in older reports). */
  answerCoaching?: Schemas['AnswerCoaching'][];
  /** How the answers were said (absent in older reports). */
  delivery?: Schemas['Delivery'];
  metrics: MeasuredMetrics;
  /**
   * Each text above as a phrase, by its place (`softSkills.teamwork.comment`), so the report can be
   * sent in the reader's language (phrases.ts); absent in older reports, which are sent in English.
   */
  texts?: ReportTexts;
}
