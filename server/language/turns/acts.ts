/**
 * What a candidate's turn is. The interviewer answers each kind as a person would; the report scores
 * only answers.
 */
export const TURN_ACTS = [
  /** An answer with some substance, of any quality. */
  'answer',
  /** The start of an answer: one thin sentence, trailing off, "it depends". */
  'partial',
  /** Does not know, never did it, passes. */
  'dont_know',
  /** Asks to hear the question again. */
  'repeat',
  /** Asks for other words, or asks something about the question itself. */
  'rephrase',
  /** Asks for a moment to think. */
  'think',
  /** Asks the panel about the role, the team, the company, pay, process or stack. */
  'panel_question',
  /** Wants to end, or has nothing more to ask at the end. */
  'end',
  /** Speaks another language than English. */
  'other_language',
  /** Greetings, thanks, "can you hear me": talk that answers nothing. */
  'small_talk',
] as const;

export type TurnAct = (typeof TURN_ACTS)[number];

export function isTurnAct(value: unknown): value is TurnAct {
  return typeof value === 'string' && (TURN_ACTS as readonly string[]).includes(value);
}
