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
  /** Greetings, thanks, the weather, noise: talk that answers nothing. */
  'small_talk',
  /** Asks what a term of the question means, or checks their reading of it ("what is EDR?", "does Splunk count?"). */
  'clarify_term',
  /** Asks about the interviewer: who they are, their role, whether they are a real person. */
  'about_interviewer',
  /** Asks about this interview: its length, format, notes, feedback now or in the report. */
  'about_interview',
  /** Asks to skip the question for now and come back to it later. */
  'defer',
  /** Corrects something said earlier ("I joined in 2019, not 2021"). */
  'correction',
  /** Adds to an earlier answer ("I didn't finish the previous one: we also …"). */
  'addition',
  /** Asks to hold the interview in another language. */
  'language_change',
  /** Says they are nervous, stressed or frustrated. */
  'nerves',
  /** A remark or complaint about the interview or the interviewer. */
  'remark',
  /** Checks that the panel heard them ("my mic was off, did you hear me?"). */
  'heard_check',
] as const;

export type TurnAct = (typeof TURN_ACTS)[number];

/**
 * Acts that answer nothing: the open question still stands, and the report scores no answer for them
 * (server/evaluation reads the act of each turn as the interviewer did).
 */
export const REQUEST_ACTS: ReadonlySet<TurnAct> = new Set<TurnAct>([
  'repeat', 'rephrase', 'think', 'panel_question', 'end', 'small_talk', 'clarify_term', 'about_interviewer', 'about_interview', 'defer', 'language_change', 'nerves', 'remark', 'heard_check',
]);

/**
 * Acts that belong to an earlier answer, not the open question: a correction amends it, an addition
 * completes it. The open question still stands; the report credits the words to the earlier answer.
 */
export const AMENDING_ACTS: ReadonlySet<TurnAct> = new Set<TurnAct>(['correction', 'addition']);

export function isTurnAct(value: unknown): value is TurnAct {
  return typeof value === 'string' && (TURN_ACTS as readonly string[]).includes(value);
}
