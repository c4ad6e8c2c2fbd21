import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarios } from '../server/catalog/scenarios';
import { initialProgress, resumeInterviewer } from '../server/interviewer/engine';
import { createScriptedBrain, firstName, handoverSentences } from '../server/interviewer/brains/scripted';
import { isBrokenSentence } from '../server/interviewer/phrases';
import { panelOf } from '../server/interviewer/plan';
import type { InterviewerBrain, InterviewProgress, JobScenario, PlanItem, TurnStep, Utterance } from '../server/interviewer/types';
import { tokens } from '../server/language/tagger';
import { escapeRegExp, splitSentences, withoutFinalStop } from '../server/language/text';

/**
 * What the panel says back to one labelled turn, judged by the rules of the blind turn set's README
 * (tests/fixtures/turns/blind/README.md: "a right reply" per label), as far as a program can check
 * them: the turn is put to the scripted panel right after the question it followed (the catalogue job's
 * interview, at the plan item with that question's words, asked by that interviewer), and what the
 * panel says and does next is checked. Also counted: questions lost (a turn that was no answer, after
 * which the question is no longer open and never comes back) and broken phrases in the reply.
 */

/** Every label of the blind set (the classifier's and the ten kinds it may not have). */
export const ALL_LABELS = [
  'answer', 'partial', 'dont_know', 'repeat', 'rephrase', 'clarify_term', 'think', 'panel_question', 'about_interviewer', 'about_interview',
  'end', 'defer', 'correction', 'addition', 'language_change', 'other_language', 'nerves', 'remark', 'heard_check', 'small_talk',
] as const;

export interface PlacedTurn {
  id: string;
  text: string;
  label: string;
  question: string;
  style: string;
  /** A catalogue job (blind turns); else the family picks one. */
  scenarioId?: string;
  family?: string;
  /** The interviewer who asked (by name, blind turns). */
  askedBy?: string;
  earlier?: { question: string; answer: string } | null;
}

/** Every turn of a corpus folder, labels not checked against the classifier's (the blind set has more). */
export function readPlacedTurns(dir: string): PlacedTurn[] {
  const out: PlacedTurn[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) if (line.trim()) out.push(JSON.parse(line) as PlacedTurn);
  }
  return out;
}

/** The catalogue job a development or held-out turn is put in: the first of its family's category. */
const FAMILY_JOB: Record<string, string> = {
  'engineering-frontend': 'frontend-react-sumlark',
  'engineering-backend': 'backend-nodejs-parcelrun',
  fullstack: 'fullstack-typescript-quillstack',
  mobile: 'android-engineer-kotlin-marigold',
  data: 'data-analyst-copperline',
  ml: 'ml-engineer-sagefield',
  devops: 'devops-engineer-pikewater',
  security: 'soc-analyst-redwood-civic',
  qa: 'qa-automation-playwright-stonebridge',
  design: 'product-designer-saltmarsh',
  product: 'product-manager-payments-ferncastle',
  management: 'engineering-manager-growth-lanternfish',
};

/**
 * The questions each scenario's panel asked, as the authors of the turn sets with a scenario were given
 * them (the catalogue's plan of that day): a turn placed after one of these followed a main question.
 */
const AUTHORED_QUESTIONS = JSON.parse(readFileSync(new URL('../tests/fixtures/turns/authored-questions.json', import.meta.url), 'utf8')) as Record<
  string,
  Array<{ kind: PlanItem['kind']; askedBy: string; text: string }>
>;

const SEEDS = ['blind', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
/** Share of content words (of both together) a plan item's question must share with a turn's question to be taken as it, worded anew. */
const SAME_QUESTION = 0.5;
/** A text's content words (nouns, names, verbs, adjectives), as lemmas. */
const contentOf = (text: string) =>
  new Set(
    tokens(text)
      .filter((t) => ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(t.pos) && /\p{L}{2,}/u.test(t.text))
      .map((t) => t.lemma.toLowerCase()),
  );

interface Placement {
  scenario: JobScenario;
  progress: InterviewProgress;
  item: PlanItem;
}

/** The interview stopped right after the turn's question: the plan item that asks it (else a main question of the one who asked, the question said as a follow-up). */
function place(turn: PlacedTurn): Placement | null {
  const scenario = scenarios.find((s) => s.id === (turn.scenarioId ?? FAMILY_JOB[turn.family ?? '']));
  if (!scenario) return null;
  const panel = panelOf(scenario);
  const asker = panel.find((p) => p.name === turn.askedBy);
  let progress: InterviewProgress | null = null;
  let index = -1;
  for (const seed of SEEDS) {
    const p = initialProgress(scenario, `${seed}|${turn.id}`);
    index = p.plan.items.findIndex((i) => i.text === turn.question);
    if (index >= 0) {
      progress = p;
      break;
    }
  }
  // A question the plan now words differently (posting questions are rephrased since the turn was
  // written): the item of any seed's plan that asks about the same things, by its content words.
  if (!progress) {
    const asked = contentOf(turn.question);
    let best = { share: SAME_QUESTION, progress: null as InterviewProgress | null, index: -1 };
    for (const seed of SEEDS) {
      const p = initialProgress(scenario, `${seed}|${turn.id}`);
      p.plan.items.forEach((item, i) => {
        if (item.kind !== 'technical' && item.kind !== 'behavioural') return;
        const words = contentOf(item.text);
        const both = [...asked].filter((w) => words.has(w)).length;
        const share = both / Math.max(1, asked.size + words.size - both);
        if (share > best.share) best = { share, progress: p, index: i };
      });
    }
    if (best.progress) ({ progress, index } = best);
  }
  let kind: 'question' | 'follow_up' | 'candidate_question' = 'question';
  // A question of the list its author was given, which the plan now words differently or draws from a
  // larger pool: said as the plan item of the same kind by the same interviewer.
  if (!progress && turn.scenarioId) {
    const authored = AUTHORED_QUESTIONS[turn.scenarioId]?.find((q) => q.text === turn.question);
    if (authored) {
      const p = initialProgress(scenario, `${SEEDS[0]}|${turn.id}`);
      const sameKind = (i: PlanItem) => i.kind === authored.kind;
      const at = p.plan.items.findIndex((i) => sameKind(i) && (!asker || i.participantId === asker.id));
      index = at >= 0 ? at : p.plan.items.findIndex(sameKind);
      if (index >= 0) {
        progress = p;
        progress.plan.items[index] = { ...progress.plan.items[index], text: turn.question };
      }
    }
  }
  if (!progress) {
    progress = initialProgress(scenario, `${SEEDS[0]}|${turn.id}`);
    const main = (i: PlanItem) => i.kind === 'technical' || i.kind === 'behavioural';
    index = progress.plan.items.findIndex((i) => main(i) && (!asker || i.participantId === asker.id));
    if (index < 0) index = progress.plan.items.findIndex(main);
    // A development turn's question is said as that item's question; words its author wrote (not in the
    // list they were given) as a follow-up to it, asked after the candidate's answer.
    if (turn.scenarioId) kind = 'follow_up';
    else progress.plan.items[index] = { ...progress.plan.items[index], text: turn.question };
  }
  const item = progress.plan.items[index];
  if (item.kind === 'candidate_questions') kind = 'candidate_question';
  progress.phase = 'in_progress';
  progress.position = index;
  progress.turn = index + 1;
  progress.asked = progress.plan.items.slice(0, index + 1).map((i, n) => ({
    itemId: i.id,
    participantId: i.participantId,
    followUps: n === index && kind === 'follow_up' ? 1 : 0,
    repeats: 0,
    answers: n < index || (n === index && kind === 'follow_up') ? 1 : 0,
    gaps: [],
  }));
  progress.awaiting = { kind, itemId: item.id, participantId: asker?.id ?? item.participantId, text: turn.question, gap: null };
  progress.transcript = [];
  if (turn.earlier) {
    const earlier = progress.plan.items.find((i) => i.text === turn.earlier!.question);
    progress.transcript.push({ speaker: earlier?.participantId ?? item.participantId, text: turn.earlier.question }, { speaker: 'candidate', text: turn.earlier.answer });
  }
  progress.transcript.push({ speaker: progress.awaiting.participantId, text: turn.question });
  return { scenario, progress, item };
}

export interface Reply {
  steps: TurnStep[];
  said: Utterance[];
  before: InterviewProgress;
  after: InterviewProgress;
  /** Whether the question came back before the end (for a deferred question: played on with plain answers). */
  cameBack: boolean;
}

/** Labels whose turn answers the question (or ends the interview): its question need not come back. */
const ANSWERED = new Set(['answer', 'partial', 'dont_know', 'end']);

const PLAIN_ANSWER =
  'At my last job I worked on this with two colleagues. We measured the problem first, changed the process step by step, and the errors dropped by about thirty percent in two months.';

async function replyTo(turn: PlacedTurn, placement: Placement): Promise<Reply> {
  const steps: TurnStep[] = [];
  const scripted = createScriptedBrain();
  const brain: InterviewerBrain = {
    name: 'scripted',
    nextTurn(input, signal) {
      steps.push(...input.steps);
      return scripted.nextTurn(input, signal);
    },
  };
  const interviewer = resumeInterviewer(placement.scenario, brain, placement.progress);
  const said: Utterance[] = [];
  for await (const u of interviewer.respond(turn.text)) said.push(u);
  const replySteps = [...steps];
  const after = interviewer.progress();
  let cameBack = after.awaiting?.itemId === placement.item.id;
  // Only a turn that answered nothing needs its question back.
  if (ANSWERED.has(turn.label)) return { steps: replySteps, said, before: placement.progress, after, cameBack };
  // Played on with plain answers (saying no to an offer to end) until the question comes back or the interview ends.
  for (let i = 0; i < 30 && !cameBack && !interviewer.finished; i += 1) {
    const p = interviewer.progress();
    const say = p.awaiting?.kind === 'end_confirmation' ? 'no, I want to continue' : p.awaiting?.kind === 'candidate_question' ? 'no, that is all, thank you' : PLAIN_ANSWER;
    for await (const u of interviewer.respond(say)) void u;
    cameBack = interviewer.progress().awaiting?.itemId === placement.item.id;
  }
  return { steps: replySteps, said, before: placement.progress, after, cameBack };
}

const lemmasOf = (text: string) => new Set(tokens(text).map((t) => t.lemma.toLowerCase()));
/** The question's terms: its nouns and names. */
const termsOf = (text: string) =>
  tokens(text)
    .filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && /\p{L}{2,}/u.test(t.text))
    .map((t) => t.lemma.toLowerCase());

const OPENS_CHEERFULLY = /^(certainly|great|sure|of course|good to hear|excellent|perfect|wonderful)\b/i;
const THANKS = /\b(thank|thanks|good to hear|great)\b/i;
const REASSURES = /\b(take your time|no rush|don'?t worry|(perfectly|completely|quite) normal|no pressure|(it'?s|that'?s) (okay|ok|fine|normal|alright)|happens to everyone|you'?re doing (fine|well))\b/i;
const ABOUT_INTERVIEW = /\b(\d+|minutes?|report|notes?|feedback|format|questions? (in all|left|in total)|last (one|question|of (our|the) questions))\b/i;
const HEARD = /\b(heard|hear you|came through)\b/i;
const ACKNOWLEDGES_CHANGE = /\b(noted|correct(ed|ion)|updat(e|ed)|got it|thanks for (adding|the|that)|i'?ll add|added|i'?ve (noted|added|updated)|understood)\b/i;

export interface Judged {
  right: boolean;
  lost: boolean;
  broken: string[];
  doubledHandover: boolean;
}

export function judge(turn: PlacedTurn, placement: Placement, reply: Reply): Judged {
  const before = reply.before;
  const after = reply.after;
  const text = reply.said.map((u) => u.text).join(' ');
  const sentences = reply.said.flatMap((u) => splitSentences(u.text));
  const kinds = new Set(reply.steps.map((s) => s.kind));
  const closed = after.phase === 'finished';
  const open = !closed && after.awaiting?.itemId === placement.item.id && after.awaiting.kind !== 'end_confirmation';
  const moved = after.position > before.position;
  const answersBefore = before.asked.find((r) => r.itemId === placement.item.id)?.answers ?? 0;
  const answersAfter = after.asked.find((r) => r.itemId === placement.item.id)?.answers ?? 0;
  const question = turn.question;
  const replyLemmas = lemmasOf(text);
  const asker = panelOf(placement.scenario).find((p) => p.id === before.awaiting?.participantId);
  let right: boolean;
  switch (turn.label) {
    case 'answer':
      right = !closed && (moved || kinds.has('follow_up')) && !kinds.has('confirm_end');
      break;
    case 'partial':
      // Asks for the rest: a follow-up, a prompt, or "please go ahead" after a bare "yes".
      right = open && (kinds.has('follow_up') || kinds.has('prompt') || reply.steps.some((s) => s.kind === 'reply' && s.to === 'go_on'));
      break;
    case 'dont_know':
      right = !closed && (moved || kinds.has('follow_up')) && !OPENS_CHEERFULLY.test(text);
      break;
    case 'repeat':
      right = open && text.includes(question.trim());
      break;
    case 'rephrase':
      // Other words: not the question again, whatever its capitals ("Put simply, the question is: how …?" is the same question).
      right = open && !text.toLowerCase().includes(withoutFinalStop(question.trim()).toLowerCase()) && termsOf(question).every((t) => replyLemmas.has(t));
      break;
    case 'clarify_term': {
      // The term asked about (the turn's own nouns and names), named in what the reply says besides the
      // question said again: the question's own words name it whatever the reply did.
      const asked = termsOf(turn.text);
      const besides = lemmasOf(sentences.filter((s) => !question.includes(withoutFinalStop(s))).join(' '));
      right = open && asked.some((t) => besides.has(t)) && !sentences.every((s) => question.includes(s)) && !ACKNOWLEDGES_CHANGE.test(text);
      break;
    }
    case 'think':
      right = open && kinds.size === 1 && kinds.has('wait');
      break;
    case 'panel_question':
      right = !closed && kinds.has('answer_candidate') && (open || after.awaiting?.kind === 'candidate_question');
      break;
    case 'about_interviewer': {
      // The one addressed answers: the one member of the panel the turn names, else the one who asked.
      const speakers = new Set(reply.said.map((u) => u.participantId));
      const named = panelOf(placement.scenario).filter((p) => new RegExp(`(?<!\\p{L})${escapeRegExp(firstName(p.name, p.welcomeMessage))}(?!\\p{L})`, 'iu').test(turn.text));
      const person = named.length === 1 ? named[0] : asker;
      const name = person ? firstName(person.name, person.welcomeMessage) : '';
      right = !closed && !!person && speakers.has(person.id) && (text.includes(name) || text.toLowerCase().includes(person.role.toLowerCase()));
      break;
    }
    case 'about_interview':
      right = open && ABOUT_INTERVIEW.test(text) && !kinds.has('answer_candidate');
      break;
    case 'end':
      right = closed || kinds.has('confirm_end');
      break;
    case 'defer': {
      // Put off when nothing is left to ask first: moving on would bring it straight back, so it stays open (docs/decisions.md).
      const next = placement.progress.plan.items[placement.progress.position + 1];
      const last = !next || next.kind === 'candidate_questions' || next.kind === 'closing';
      right = last ? open && !kinds.has('confirm_end') : moved && !closed && reply.cameBack;
      break;
    }
    case 'correction':
    case 'addition':
      right = open && answersAfter === answersBefore && ACKNOWLEDGES_CHANGE.test(text);
      break;
    case 'language_change':
      right = open && /\benglish\b/i.test(text);
      break;
    case 'other_language':
      right = open && /\benglish\b/i.test(text);
      break;
    case 'nerves':
      right = open && REASSURES.test(text) && !THANKS.test(text);
      break;
    case 'remark':
      right = !closed && (open || moved) && !OPENS_CHEERFULLY.test(text) && !/^(thank you|good to hear)/i.test(text);
      break;
    case 'heard_check':
      right = !closed && HEARD.test(text);
      break;
    case 'small_talk':
      right = open && !kinds.has('confirm_end');
      break;
    default:
      right = false;
  }
  // A turn that answered nothing leaves its question open, or brings it back before the end.
  const answered = ANSWERED.has(turn.label);
  const lost = !answered && !open && !reply.cameBack && !(turn.label === 'panel_question' && after.awaiting?.kind === 'candidate_question');
  // A panel member who introduces themselves twice in one reply ("I'm Ingrid, …" and "Hej, I'm Ingrid, …") says it badly.
  const introductions = sentences.map((s) => /\bI(?:'m| am) ([A-Z][\p{L}'-]+)/u.exec(s)?.[1]).filter((n): n is string => !!n);
  const twice = introductions.filter((n, i) => introductions.indexOf(n) !== i);
  return { right, lost, broken: [...sentences.filter(isBrokenSentence), ...twice.map((n) => `introduces ${n} twice`)], doubledHandover: handoverSentences(sentences) > 1 };
}

export interface ReplyFigures {
  turns: number;
  placed: number;
  replyRight: number;
  replyRightByLabel: Record<string, string>;
  lostQuestions: number;
  brokenPhrases: number;
  doubledHandovers: number;
}

/** Every turn put to the panel and its reply judged; `wrong` collects the ids of wrong replies (development only). */
export async function judgeReplies(turns: readonly PlacedTurn[], wrong?: string[]): Promise<ReplyFigures> {
  const byLabel = new Map<string, [number, number]>();
  let placed = 0;
  let right = 0;
  let lost = 0;
  let broken = 0;
  let doubled = 0;
  for (const turn of turns) {
    const placement = place(turn);
    if (!placement) continue;
    placed += 1;
    const j = judge(turn, placement, await replyTo(turn, placement));
    const n = byLabel.get(turn.label) ?? [0, 0];
    byLabel.set(turn.label, [n[0] + (j.right ? 1 : 0), n[1] + 1]);
    if (j.right) right += 1;
    else wrong?.push(`${turn.id} ${turn.label}: ${turn.text.slice(0, 80)}`);
    if (j.lost) {
      lost += 1;
      wrong?.push(`${turn.id} lost (${turn.label}): ${turn.text.slice(0, 80)}`);
    }
    broken += j.broken.length;
    if (j.broken.length) wrong?.push(`${turn.id} broken: ${j.broken.join(' | ')}`);
    if (j.doubledHandover) doubled += 1;
  }
  return {
    turns: turns.length,
    placed,
    replyRight: Number((right / Math.max(1, placed)).toFixed(3)),
    replyRightByLabel: Object.fromEntries(ALL_LABELS.filter((l) => byLabel.has(l)).map((l) => [l, `${byLabel.get(l)![0]}/${byLabel.get(l)![1]}`])),
    lostQuestions: lost,
    brokenPhrases: broken,
    doubledHandovers: doubled,
  };
}
