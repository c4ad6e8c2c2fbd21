import { loadGuides, type SkillGuide } from '../catalog/guides';
import { asTurn, type TurnText } from '../language/turn';
import { tokens } from '../language/tagger';
import { lowerFirst, mentions, splitSentences, withoutFinalStop } from '../language/text';
import { companyName, panelOf } from './plan';
import { firstName } from './brains/scripted';
import type { InterviewPlan, JobScenario, Participant, PlanItem } from './types';

/**
 * What the panel says to turns that are no answer and no request to repeat: a term explained, the
 * question put in other words with every term kept, who an interviewer is, what this interview is
 * like. Composed from the catalogue (the skill guides' definitions, the panel's names and roles, the
 * plan) and the turn itself, never a stored line cut to a word limit.
 */

let guides: Map<string, SkillGuide> | null = null;

/** The skill guides, read once; while they are being written a broken file leaves the panel without them (the question's own words are used). */
function guideMap(): Map<string, SkillGuide> {
  if (!guides) {
    try {
      guides = loadGuides();
    } catch {
      guides = new Map();
    }
  }
  return guides;
}

/** The guide of a skill by its name or an alias (lower case), or null. */
export function guideFor(name: string): SkillGuide | null {
  const key = name.toLowerCase();
  const direct = guideMap().get(key);
  if (direct) return direct;
  for (const g of guideMap().values()) if (g.aliases?.some((a) => a.toLowerCase() === key)) return g;
  return null;
}

/** Nouns and names of a text (lemmas, lower case), in order. */
function termsOf(text: string): string[] {
  return tokens(text)
    .filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && /\p{L}{2,}/u.test(t.text))
    .map((t) => t.lemma.toLowerCase());
}

export interface Clarification {
  /** The term asked about, as the question or the turn writes it; null when none could be told. */
  term: string | null;
  /** One sentence explaining it (a skill guide's definition), or null. */
  definition: string | null;
}

/**
 * The term a candidate asks about: a skill of the question or the job the turn names (its guide says
 * what it means), else a noun of the turn that the question also uses, else the turn's first noun.
 */
export function clarificationOf(read: TurnText | string, item: PlanItem, scenario: JobScenario): Clarification {
  const { text: turn, tokens: turnTokens } = asTurn(read);
  const skills = [...new Set([...item.skills, ...scenario.skills])];
  for (const skill of skills) {
    const guide = guideFor(skill);
    const names = [skill, ...(guide?.aliases ?? [])];
    if (names.some((n) => mentions(turn, n))) return { term: skill, definition: guide?.definition ?? null };
  }
  // Any catalogue skill the turn names ("does Splunk count?").
  for (const guide of guideMap().values()) {
    if ([guide.skill, ...(guide.aliases ?? [])].some((n) => n.length > 2 && mentions(turn, n))) return { term: guide.skill, definition: guide.definition };
  }
  // The word after "mean by", "what is", "meaning of": what the turn asks about, whatever its part of speech.
  const named = turn.match(/\b(?:mean(?:s|t)? by|meaning of|what (?:is|are|does)|what'?s|by)\s+(?:the |a |an |this |that )?["'“‘]?([\p{L}\d][\p{L}\d-]*)/iu);
  if (named && !GENERIC.has(named[1].toLowerCase()) && !/^(you|it|that|this|mean|the)$/i.test(named[1])) return { term: named[1], definition: null };
  const asked = new Set(termsOf(item.text));
  const mine = turnTokens.filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && /\p{L}{2,}/u.test(t.text) && !GENERIC.has(t.lemma.toLowerCase()));
  const shared = mine.find((t) => asked.has(t.lemma.toLowerCase()));
  const term = shared ?? mine[0];
  return { term: term ? term.text : null, definition: null };
}

/** Nouns a question about a term uses without being the term ("what is the meaning of …"). */
const GENERIC = new Set(['meaning', 'word', 'term', 'question', 'sense', 'case', 'thing', 'sorry', 'example', 'context', 'mean', 'part', 'one', 'kind', 'type']);

/**
 * The question in other words, every term kept: the same request said as an instruction ("How would
 * you size a cluster?" → "Tell me how you would size a cluster."), or, where no pattern fits, the
 * question itself behind a different lead.
 */
export function reworded(question: string): string {
  const sentences = splitSentences(question.trim());
  const asking = sentences.findIndex((s) => /\?$/.test(s) || /^(tell (me|us)|walk (me|us)|describe|give me|talk (me|us))/i.test(s));
  const lead = asking > 0 ? `${sentences.slice(0, asking).join(' ')} ` : '';
  const q = sentences[asking >= 0 ? asking : 0] ?? question;
  const rest = sentences.slice((asking >= 0 ? asking : 0) + 1).join(' ');
  // "And how would you …", "So what …": the linking word is no part of the question.
  const body = withoutFinalStop(q.replace(/\?+$/, '')).replace(/^(and|so|now|then|also|okay|ok),? (?=\p{L})/iu, '');
  const tail = rest ? ` ${rest}` : '';
  const rules: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
    // "How did you decide …" → "how you went about it when you had to decide …" (no verb to put in the past).
    [/^how did you (.+)$/i, (m) => `I'd like to hear how you went about it when you had to ${m[1]}.`],
    [/^how (would|do|will|could|should|can) you (.+)$/i, (m) => `I'd like to hear how you ${m[1].toLowerCase() === 'do' ? '' : `${m[1].toLowerCase()} `}${m[2]}.`],
    [/^what (would|do|did|will) you do (.+)$/i, (m) => `I'd like to hear what you ${m[1].toLowerCase()} do ${m[2]}.`],
    [/^what (is|was|are|were) (a|an|the|one|your|some) (.+)$/i, (m) => `Tell me about ${m[2].toLowerCase()} ${m[3]}.`],
    [/^(can|could) you (tell (?:me|us) about|talk about|describe|walk (?:me|us) through|give me|share|explain) (.+)$/i, (m) => `Please ${m[2].toLowerCase()} ${m[3]}.`],
    [/^(?:tell (?:me|us)(?: a (?:little|bit))? about|describe) (.+)$/i, (m) => `I'd like to hear about ${m[1]}.`],
    [/^(?:walk|talk) (?:me|us) through (.+)$/i, (m) => `Take me step by step through ${m[1]}.`],
    [/^have you (ever )?(.+)$/i, (m) => `I'd like to know whether you have ${m[2]}, and if so, how it went.`],
    [/^(do|did|are|were|is|was) you (.+)$/i, (m) => `I'd like to know whether you ${m[1].toLowerCase() === 'do' || m[1].toLowerCase() === 'did' ? '' : `${m[1].toLowerCase()} `}${m[2]}, and what that looked like.`],
    // "What would that tell you?" → "what that would tell you"; "why do you think …" → "why you think …".
    [
      /^(why|when|where|which|what|who|how) (would|will|could|should|can|is|are|was|were|has|have|do) (you|it|that|this|they|we|he|she|(?:the|your|our|this|that) [\p{L}\d-]+) (.+)$/iu,
      (m) => `I'd like to hear ${m[1].toLowerCase()} ${m[3]} ${m[2].toLowerCase() === 'do' ? '' : `${m[2].toLowerCase()} `}${m[4]}.`,
    ],
    // A question word followed by its verb ("what happened", "who owned it"), not an auxiliary to turn round ("what did the PM push back on").
    [/^(why|when|where|which|what|who) (?!(?:did|does|do|would|will|could|should|can|is|are|was|were|has|have|had|might|may|must)\b)(.+)$/i, (m) => `I'd like to hear ${m[1].toLowerCase()} ${m[2]}.`],
  ];
  for (const [pattern, make] of rules) {
    const m = body.match(pattern);
    if (m) return `${lead}${make(m).replace(/\s+/g, ' ')}${tail}`;
  }
  return `${lead}Put simply, the question is: ${lowerFirst(body)}?${tail}`;
}

/** Words of a turn that ask whether an interviewer is a person. */
const ARE_YOU_REAL = /\b(real|human|person|people|bot|robot|ai|a\.i\.|computer|machine|generated|recording|recorded|live|siri)\b/i;

/** The interviewer the turn addresses: one named in it, else the one who asked. */
export function addressed(turn: string, scenario: JobScenario, askedBy: string): Participant {
  const panel = panelOf(scenario);
  const named = panel.find((p) => mentions(turn, firstName(p.name, p.welcomeMessage)));
  return named ?? panel.find((p) => p.id === askedBy) ?? panel[0];
}

/** What an interviewer says about themselves: name, role and company, and that the panel is simulated when asked whether they are real. */
export function aboutInterviewer(turn: string, scenario: JobScenario, person: Participant): string[] {
  const name = firstName(person.name, person.welcomeMessage);
  const lines = [`I'm ${name}, ${withArticle(person.role)} at ${companyName(scenario)}.`];
  if (ARE_YOU_REAL.test(turn)) {
    lines.push('This panel is simulated by AI for your practice, so I am not a real person, but the questions are the ones a real panel for this job would ask.');
  } else {
    // Not a greeting, and not their own introduction in whatever words it came ("Hej, I'm Ingrid, …"): the line above says that.
    const team = splitSentences(person.welcomeMessage ?? '').find((s) => !/^(hi|hello|welcome|thanks|thank you|i'?m|i am)\b/i.test(s) && !mentions(s, name) && s.length < 160);
    if (team) lines.push(team);
  }
  return lines;
}

function withArticle(role: string): string {
  const r = role.trim();
  if (/^(the|a|an)\s/i.test(r)) return r;
  return /^[aeiou]/i.test(r) ? `an ${r}` : `a ${r}`;
}

export type InterviewTopic = 'length' | 'remaining' | 'notes' | 'feedback' | 'format' | 'recording' | 'answer_length' | 'how_am_i_doing';

const INTERVIEW_TOPICS: Array<[InterviewTopic, RegExp]> = [
  // How the candidate is doing: "how was my answer", "how did I do", not "how is this working" (the format).
  ['how_am_i_doing', /\b(how (was|did)|how is (my|it going)|was (it|that|my)|am i doing|doing (ok|okay|well|good|fine)|good or bad|too (long|short)\b.*\?|should i be)\b/i],
  ['feedback', /\b(feedback|score|result|results|grade|mark|evaluat\w*|assess\w*)\b/i],
  ['notes', /\b(notes?|cv|resume|google|look (at|up)|paper|write (down|code)|allowed|cheat)\b/i],
  ['recording', /\b(record(ed|ing)?|saved|stored)\b/i],
  ['remaining', /\b(left|remaining|more (questions|coming)|last question|how many (more )?questions|in total)\b/i],
  ['answer_length', /\b(how long should|answers? be|each answer|per answer|time (do i have )?for (each|an) answer)\b/i],
  ['length', /\b(how long|minutes?|hours?|time|duration|last)\b/i],
  ['format', /\b(format|coding|live cod\w*|technical|behaviou?ral|kind of questions|type of questions|whiteboard|part)\b/i],
];

/** Whether a turn names something of this interview (its length, format, notes, feedback, recording, questions left). */
export const namesInterviewTopic = (turn: string): boolean => INTERVIEW_TOPICS.some(([, pattern]) => pattern.test(turn));

export function interviewTopicOf(turn: string): InterviewTopic {
  for (const [topic, pattern] of INTERVIEW_TOPICS) if (pattern.test(turn)) return topic;
  return 'format';
}

/** What the panel says about this interview: from the plan (its questions, where we are) and the product's rules (feedback in the report). */
export function aboutInterview(topic: InterviewTopic, plan: InterviewPlan, position: number): string[] {
  const main = plan.items.filter((i) => i.kind === 'technical' || i.kind === 'behavioural');
  const reached = plan.items.slice(0, position + 1).filter((i) => i.kind === 'technical' || i.kind === 'behavioural').length;
  const left = Math.max(0, main.length - reached);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  switch (topic) {
    case 'remaining':
      return [left > 0 ? `After this one there are ${count(left, 'more question')}, then time for your questions.` : 'This is the last of our questions; after it there is time for your questions.'];
    case 'length':
      return [`We have ${count(main.length, 'main question')} in all, about ${Math.round(main.length * 3)} minutes, with time for your questions at the end.`];
    case 'notes':
      return ['Yes, notes are fine: it is a rehearsal, and what matters is how you explain your own experience.'];
    case 'feedback':
    case 'how_am_i_doing':
      return ['We don\'t score answers during the conversation. Your feedback report comes right after the interview, with notes on every answer.'];
    case 'recording':
      return ['Your answers are kept as a transcript for your feedback report, which only you can see.'];
    case 'answer_length':
      return ['A minute or two per answer is plenty: one real example, what you did, and how it turned out.'];
    case 'format':
      return [
        `It is a conversation, with no live coding: ${count(main.length, 'question')} about your experience and how you would approach the work, then your questions for us.`,
        'Each of us asks our own questions; answer the one who asked, and the whole panel hears you.',
      ];
  }
}

/** What a remark is about, for a reply that answers it plainly. */
export function remarkReply(turn: string): string {
  if (/\b(cut(ting)? (me )?off|interrupt\w*|let me finish)\b/i.test(turn)) return 'Sorry about that, I did not mean to cut you off. Please take all the time you need.';
  if (/\b(fast|quick(ly)?|slow down)\b/i.test(turn)) return "Sorry, I'll slow down.";
  if (/\b(robot|bot|ai|siri|machine|metallic|voice|sound)\b/i.test(turn)) return 'Fair point: this panel is simulated by AI for your practice, so it may sound a little mechanical.';
  if (/\b(already|similar|same question|asked (me )?(that|this) before)\b/i.test(turn)) return "You're right, it is close to an earlier one. This time I'd like a different example if you have one.";
  if (/\b(not listening|didn'?t react|ignor\w*)\b/i.test(turn)) return "Sorry if it felt that way. I did hear your answer, and it's noted for your report.";
  if (/\b(like|love|nice|interesting|good) (this |the )?question\b|\binteresting question\b/i.test(turn)) return "I'm glad you find it interesting.";
  if (/\b(hard|difficult|tough|tricky|trick|unfair|not fair|rude|strange|weird|generic|makes no sense|long)\b/i.test(turn)) return 'I understand, and that is fair to say. Answer it as best you can from your own experience; there is no trick.';
  return 'I understand, thanks for saying so.';
}

/** Where the first of two readings offered starts: after a word that introduces it ("you mean …", "like …"). */
const READING_OPENERS = new Set(['mean', 'means', 'meaning', 'like', 'about', 'is', 'want', 'either', 'by']);
/** Longest reading said back: a longer stretch is not one the candidate offered as a choice. */
const READING_MAX_WORDS = 7;
/** The candidate's own words said back to them ("at my job" → "at your job"). */
const PERSON: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", myself: 'yourself', we: 'you', our: 'your', us: 'you' };
const NOT_A_READING = /\b(not|no|never|sorry|um|uh)\b/i;
/** A reading that opens as a question of its own ("… or can it be from a side project") or is left hanging ("… or only reading without"). */
const ASKS_ITSELF = /^(can|could|is|are|do|does|did|should|would|will|may|shall)\b/i;
const HANGING = /\b(without|with|of|to|for|the|a|an|and|in|on|at|from|by|like|about|that)$/i;

/**
 * The two readings of the question a candidate offered to choose from ("you mean load testing or the
 * sizing math?" → ["load testing", "the sizing math"]), in the panel's words ("at my job" → "at your
 * job"); null when the turn does not mark where the first starts (punctuation, or a word such as "mean"
 * or "like" just before it) within a few words, or either is long.
 */
export function readingsOffered(text: string): [string, string] | null {
  const words = text.replace(/[“”"'‘’]+(?=\s|$|[,.?!;:])|(?<=\s|^)[“”"'‘’]+/g, '').split(/\s+/).filter(Boolean);
  const bare = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '');
  const at = words.map(bare).lastIndexOf('or');
  if (at <= 0 || at === words.length - 1) return null;
  // The second: from "or" to the first mark that ends it.
  const second: string[] = [];
  for (const w of words.slice(at + 1)) {
    second.push(w);
    if (/[?.!,;:]$/.test(w)) break;
  }
  // The first: back from "or" to a mark or an opening word.
  const first: string[] = [];
  let opened = false;
  // A comma before "or" ("the Terraform code, or the account structure") closes the first reading, not what opens it.
  words[at - 1] = words[at - 1].replace(/,$/, '');
  for (let i = at - 1; i >= 0; i -= 1) {
    if (/[?.!,;:(—–]$/.test(words[i]) || /[—–]/.test(words[i]) || words[i] === '-' || READING_OPENERS.has(bare(words[i]))) {
      opened = true;
      break;
    }
    first.unshift(words[i]);
  }
  if (!opened && first.length !== at) return null;
  // Two readings in the same shape ("people who cancel or people who just stopped"): the first starts where the second does.
  const lead = bare(second[0]);
  const parallel = first.map(bare).lastIndexOf(lead);
  const a = parallel > 0 ? first.slice(parallel) : first;
  const clean = (ws: string[]) =>
    ws
      .map((w) => w.replace(/[?.!,;:]+$/, ''))
      .map((w) => PERSON[bare(w)] ?? w)
      .join(' ')
      .trim();
  const [one, two] = [clean(a), clean(second)];
  const count = (s: string) => s.split(' ').filter(Boolean).length;
  if (!one || !two || count(one) > READING_MAX_WORDS || count(two) > READING_MAX_WORDS || one.toLowerCase() === two.toLowerCase()) return null;
  if ([one, two].some((r) => NOT_A_READING.test(r) || ASKS_ITSELF.test(r) || HANGING.test(r))) return null;
  return [one, two];
}
