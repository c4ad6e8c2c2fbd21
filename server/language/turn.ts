import { tokens, type Token } from './tagger';
import { words } from './text';

/**
 * A candidate's turn, read once: its words, its tagged tokens (lemmas, parts of speech, negation) and
 * those of the question it replies to. Everything that reads a turn — the turn classifier's features,
 * the intent, the answer's reading, the interviewer's analysis and the report — takes this instead of
 * the text, so the tagger reads each turn once however many questions are asked about it, and a new
 * reading of a turn is added here, in one place. Each part is read when first asked for (an empty turn
 * is never tagged). The parts are shared: readers must not change them.
 */
export interface TurnText {
  readonly text: string;
  /** The words the turn replies to (empty when there are none). */
  readonly question: string;
  /** Lower-case word tokens (`words` of text.ts). */
  readonly words: readonly string[];
  /** The tagger's tokens of the turn. */
  readonly tokens: readonly Token[];
  /** The tagger's tokens of the question. */
  readonly questionTokens: readonly Token[];
}

export function readTurnText(text: string, question = ''): TurnText {
  let ws: string[] | undefined;
  let toks: Token[] | undefined;
  let asked: Token[] | undefined;
  return {
    text,
    question,
    get words() {
      return (ws ??= words(text));
    },
    get tokens() {
      return (toks ??= tokens(text));
    },
    get questionTokens() {
      return (asked ??= question ? tokens(question) : []);
    },
  };
}

/** The turn as read, whether given read or as text (a text is read here, once). */
export function asTurn(turn: TurnText | string, question = ''): TurnText {
  return typeof turn === 'string' ? readTurnText(turn, question) : turn;
}
