import { isFiller } from './text';
import { asTurn, type TurnText } from './turn';
import type { TurnAct } from './turns/acts';

/**
 * What a candidate's turn asks of the interview (answer it, repeat, move on, stop), and the phrases
 * that mark an example or a result in an answer. The interviewer decides its next step by them and
 * the report decides which turns it scores by them: one reading, two uses.
 */

/** `skip`: "next question, please"; `stop`: "let's end here"; `repeat`: "could you repeat that?". */
export type AnswerIntent = 'answer' | 'empty' | 'dont_know' | 'skip' | 'stop' | 'repeat';

/**
 * Fewer words than this cannot fully answer a question (DECISIONS.md: a follow-up under ~25 words):
 * the interviewer asks for more, the report counts the answer as short.
 */
export const FULL_ANSWER_WORDS = 25;

/** Words that admit not knowing or not having done it ("not sure", "I haven't used it"), anywhere in a turn. */
export const ADMITS_NOT_KNOWING = /\b(?:i (?:really )?(?:don'?t|do not) know|no idea|not sure|never (?:used|done|worked with)|i (?:haven'?t|have not) (?:used|done|worked with))\b/i;

/** Longer than this, a phrase like "could you repeat" is part of an answer, not a request. */
export const REQUEST_MAX_WORDS = 18;

export const SKIP_PATTERNS = [
  /^\W*(can we |could we |let'?s |let us |i'?d like to |i would like to |i want to |i'?ll |please )?(just )?(skip|pass)( on)?( (this|that|it))?( one| question)?( please)?\W*$/i,
  /\b(next question|(can|could) we move on|let'?s move on|move on to the next|go on to the next)\b/i,
];

/** Words that tell a concrete past situation or example. */
export const EXAMPLE_MARKERS = [
  /\bfor (example|instance)\b/i,
  /\bsuch as\b/i,
  /\b(at|in) my (last|previous|current|first|old) (job|role|company|team|position|project|employer)\b/i,
  /\b(last|this|that) (year|month|week|quarter|sprint|summer|spring|autumn|winter|time)\b/i,
  /\b(one|a) time\b/i,
  /\bonce\b/i,
  /\bwhen i (was|worked|joined|led|had|started)\b/i,
  /\b(there was|we had|i had|we were|i was)\b/i,
  /\bin (19|20)\d\d\b/i,
  /\b(years?|months?|weeks?) ago\b/i,
  /\bi (led|built|wrote|fixed|found|noticed|decided|convinced|talked|suggested|proposed|asked|helped|realised|realized|introduced|migrated|shipped|designed|ran|set up|started|created|worked)\b/i,
];

export const OUTCOME_MARKERS = /\b(result|resulted|as a result|outcome|in the end|eventually|finally|which meant|so that|reduced|increased|improved|cut|saved|grew|dropped|went (up|down|from)|shipped|launched|delivered|learned|learnt|lesson|percent|%)\b/i;

/** Words that, in a turn read as "I don't know", ask to go on to the next question. */
const SKIP_LEMMAS = new Set(['skip', 'pass', 'next']);

/** "Can I pass on this one?", "next one please": not knowing, and asking to move on. */
function asksToSkip(turn: TurnText): boolean {
  return SKIP_PATTERNS.some((p) => p.test(turn.text)) || turn.tokens.some((t) => SKIP_LEMMAS.has(t.lemma));
}

/**
 * The intent of a turn the classifier read as `act`: what to do with an answer, a "don't know" or a
 * pass. Requests (repeat, rephrase, a moment, a question to the panel, another language, small talk,
 * ending) are decided by the act itself.
 */
export function intentOf(act: TurnAct, turn: TurnText | string): AnswerIntent {
  const read = asTurn(turn);
  const answer = read.text;
  const ws = read.words;
  // Words in any script count: "можно я отвечу по-русски" is not silence.
  const otherScript = /\p{L}/u.test(answer.replace(/[a-z]/gi, ''));
  if (!otherScript && ws.every((w) => isFiller(w))) return 'empty';
  if (act === 'dont_know') return ws.length <= REQUEST_MAX_WORDS && asksToSkip(read) ? 'skip' : 'dont_know';
  if (act === 'repeat') return 'repeat';
  if (act === 'end') return 'stop';
  return 'answer';
}
