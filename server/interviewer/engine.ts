import { analyseAnswer, detectIntent, hasNoMoreQuestions, wantsToAsk } from './analysis';
import { answerCandidateQuestion } from './facts';
import type { TurnAct } from '../language/turns/acts';
import { readTurnText, type TurnText } from '../language/turn';
import { buildPlan, panelOf } from './plan';
import { questionNotes } from './notes';
import { isFiller, splitSentences, wordCount } from '../language/text';
import { aboutInterview, aboutInterviewer, addressed, clarificationOf, interviewTopicOf, readingsOffered, remarkReply, reworded } from './turnReplies';
import type {
  Acknowledgement,
  AnswerAnalysis,
  AskedRecord,
  Awaiting,
  CloseReason,
  Interviewer,
  InterviewerBrain,
  InterviewProgress,
  JobScenario,
  PlanItem,
  ReplyTo,
  TranscriptEntry,
  TurnStep,
  Utterance,
} from './types';

/**
 * The interviewer panel of one interview. The engine decides what happens in a turn (which question,
 * who asks, a follow-up or not, when to close); the brain only phrases those steps. All state lives in
 * `InterviewProgress`, so `progress()` → JSON → `resumeInterviewer()` continues exactly where it was.
 */

/** Repeat requests answered per question before moving on. */
export const MAX_REPEATS = 2;
/** The candidate's questions answered before closing. */
export const MAX_CANDIDATE_QUESTIONS = 3;
/** Transcript entries kept in the progress (for the LLM brain's context). */
export const TRANSCRIPT_LIMIT = 40;

export function initialProgress(scenario: JobScenario, seed: string): InterviewProgress {
  const plan = buildPlan(scenario, seed);
  return {
    version: 1,
    scenarioId: scenario.id,
    seed,
    plan,
    phase: 'new',
    position: 0,
    turn: 0,
    awaiting: null,
    asked: [],
    candidateQuestionsAnswered: 0,
    referenced: [],
    transcript: [],
    endReason: null,
  };
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function emptyRecord(item: PlanItem): AskedRecord {
  return { itemId: item.id, participantId: item.participantId, followUps: 0, repeats: 0, answers: 0, gaps: [] };
}

/**
 * The question in what the candidate is answering: the plan's words when they were said as planned,
 * otherwise what was said.
 */
function questionPart(said: string, planned: string): string {
  if (said.includes(planned)) return planned;
  const sentences = splitSentences(said);
  // Without a short lead-in ("Of course.", "Sure.") said before it.
  while (sentences.length > 1 && wordCount(sentences[0]) <= 3) sentences.shift();
  return sentences.join(' ');
}

/** A reply to a yes/no question of at most this many words is a yes or a no, not an answer. */
const YES_NO_WORDS = 6;
/** A reply to "do you want to end?" longer than this is an answer to the question that was open. */
const REPLY_TO_CHECK_WORDS = 12;
const YES = /^\W*(yes|yeah|yep|yup|sure|please|ok|okay|correct|right|exactly|definitely|absolutely|i do|let'?s)\b/i;
const NO = /\b(no|not|nope|don'?t|continue|carry on|go on|keep going)\b/i;

/** "Yes, please" to a yes/no question (and not "yes, no, let's continue"). */
function isYes(answer: string): boolean {
  return wordCount(answer) <= YES_NO_WORDS && YES.test(answer) && !NO.test(answer);
}

/** To "can we come back to it later?" when it is the last question: nothing to move on to, so time to think instead. */
const LAST_QUESTION = "That's our last question, so there's nothing to move on to first. Take a moment to think, and answer whenever you're ready.";

/** Steps that ask nothing new (or the same question again): what the candidate answers stays word for word. */
const KEEPS_QUESTION = new Set<TurnStep['kind']>(['wait', 'english', 'social', 'repeat', 'reply']);

/**
 * A clear request to stop the interview: ending cannot be taken back, so anything less ("that's all
 * from my side, thanks, bye!" in the middle of the interview) is confirmed first. Clear means the
 * interview itself is what stops ("end the interview", "stop the call"), or the stop is now ("let's stop
 * here", "wrap it up for today"), or a wish to stop said with nothing after it ("I want to stop."): "let
 * me finish this answer", "I'd like to end with the result" or "stop it, I mean the alert" are not.
 */
export const CLEAR_STOP = new RegExp(
  [
    String.raw`\b(stop|end|finish|quit|close|terminate|wrap up)( (the|this|our|my))? (interview|session|call|conversation|meeting)\b`,
    String.raw`\b(stop|end|finish|quit|wrap( (it|this|things))? up|call it)( (it|this|things|everything|there))? (here|there|now|for (today|now))\b`,
    String.raw`\b(let'?s|please|can we|could we|i (want|would like|wanna|need|have) to|i'?d like to|i'?ll) (stop|end|quit|leave)( please| now| here| there)?\s*([.!?,]|$)`,
    String.raw`\b(that'?s|this is|it'?s) enough for (today|now)\b|\bcall it a day\b`,
    String.raw`\bi (have|need|must) to (go|leave)( now| right now)?\s*([.!?,]|$)|\bi (have|need|must) to (go|leave) (right )?now\b`,
    String.raw`\bi (don'?t|do not) (wish|want) to (go on|continue)\b`,
  ].join('|'),
  'i',
);

/**
 * Words that let a passed question go again, said to "have another go if something has come to mind,
 * or just say so and we'll move on" (a short turn, no question in it).
 */
const LETS_GO_ON = /\b(move on|go on|carry on|continue|next|skip|pass|leave (it|that|this|that one|this one)|nothing|no idea)\b|^\W*no\b/i;
const DECLINE_WORDS = 12;

/** Words that ask what something means. */
const ASKS_MEANING = /\b(what (is|are|does)|what'?s|meaning|means?|stand for)\b/i;

/**
 * Two readings of the question offered to choose from ("you mean load testing or the sizing math?", "at my
 * job or a side project?"), not a term to define ("what is EDR, is it antivirus or something else?").
 */
const TWO_READINGS = /\bor\b/i;
const NOT_A_CHOICE = /\b(what (is|are|does)|what'?s|stand for)\b|\bor (something|anything) (else|different)\b|\bor not\b|\bor am i\b|\bor what\b/i;
/** The reply to two readings offered: the questions are open, so either is fine (the two named back when they can be told apart). */
const EITHER = 'Either is fine: take the one you can give a real example of, or talk about both.';
const eitherOf = (turn: string) => {
  const readings = readingsOffered(turn);
  return readings ? `Either is fine, ${readings[0]} or ${readings[1]}: take the one you can give a real example of, or talk about both.` : EITHER;
};

/**
 * A "yes" with nothing after it ("yes", "yeah I can", "sure, I did"): to a follow-up it says there is
 * more to tell, not nothing. The words a bare yes is made of, and those of them that say yes.
 */
const BARE_YES_WORDS = new Set(['yes', 'yeah', 'yep', 'yup', 'ya', 'yea', 'sure', 'ok', 'okay', 'of', 'course', 'definitely', 'absolutely', 'certainly', 'i', "i've", 'we', "we've", 'do', 'did', 'can', 'could', 'have', 'so']);
const SAYS_YES = new Set(['yes', 'yeah', 'yep', 'yup', 'ya', 'yea', 'sure', 'ok', 'okay', 'course', 'definitely', 'absolutely', 'certainly', 'can', 'did', 'do', 'have', "i've", "we've"]);
const isBareYes = (ws: readonly string[]) => ws.some((w) => SAYS_YES.has(w)) && ws.every((w) => isFiller(w) || BARE_YES_WORDS.has(w));

class PanelInterviewer implements Interviewer {
  private readonly state: InterviewProgress;
  /** What the candidate's latest turn was, for the brain. */
  private lastAct: TurnAct | null = null;

  constructor(
    private readonly scenario: JobScenario,
    private readonly brain: InterviewerBrain,
    progress: InterviewProgress,
  ) {
    this.state = progress;
  }

  get finished(): boolean {
    return this.state.phase === 'finished';
  }

  progress(): InterviewProgress {
    return clone(this.state);
  }

  open(signal?: AbortSignal): AsyncIterable<Utterance> {
    if (this.state.phase !== 'new') return this.speak([], signal);
    const plan = this.state.plan;
    const intro = plan.items[0];
    // Each voice says hello, the lead first, and the first question follows within seconds.
    const panel = panelOf(this.scenario);
    const ordered = [...panel.filter((p) => p.id === plan.leadId), ...panel.filter((p) => p.id !== plan.leadId)];
    const steps: TurnStep[] = ordered.map((p) => {
      const written = plan.welcomesAsWritten ? p.welcomeMessage?.trim() : undefined;
      return { kind: 'welcome', participantId: p.id, lead: p.id === plan.leadId, ...(written && { text: written }) };
    });
    steps.push({ kind: 'ask', participantId: intro.participantId, itemId: intro.id, acknowledge: 'none', handover: false, reference: null });
    this.state.phase = 'in_progress';
    this.state.position = 0;
    this.state.asked = [emptyRecord(intro)];
    this.state.awaiting = { kind: intro.kind === 'candidate_questions' ? 'candidate_question' : 'question', itemId: intro.id, participantId: intro.participantId, text: intro.text, gap: null };
    return this.speak(steps, signal);
  }

  respond(answer: string, signal?: AbortSignal): AsyncIterable<Utterance> {
    if (this.state.phase !== 'in_progress' || !this.state.awaiting) return this.speak([], signal);
    this.state.turn += 1;
    this.record({ speaker: 'candidate', text: answer.trim() });
    return this.speak(this.decide(answer), signal);
  }

  correct(text: string): void {
    const corrected = text.trim();
    if (!corrected) return;
    const t = this.state.transcript;
    for (let i = t.length - 1; i >= 0; i -= 1) {
      if (t[i].speaker !== 'candidate') continue;
      t[i] = { ...t[i], text: corrected };
      return;
    }
  }

  close(reason: CloseReason, signal?: AbortSignal): AsyncIterable<Utterance> {
    if (this.state.phase === 'finished') return this.speak([], signal);
    if (this.state.phase === 'new') {
      this.finish(reason);
      return this.speak([], signal);
    }
    this.state.turn += 1;
    const steps: TurnStep[] = [{ kind: 'close', participantId: this.state.plan.leadId, reason, thankForQuestions: false }];
    this.finish(reason);
    return this.speak(steps, signal);
  }

  // ───────────────────────────── Decisions ─────────────────────────────

  private item(id: string): PlanItem {
    const item = this.state.plan.items.find((i) => i.id === id);
    if (!item) throw new Error(`plan has no item ${id}`);
    return item;
  }

  private recordFor(itemId: string): AskedRecord {
    let rec = this.state.asked.find((r) => r.itemId === itemId);
    if (!rec) {
      rec = emptyRecord(this.item(itemId));
      this.state.asked.push(rec);
    }
    return rec;
  }

  private finish(reason: CloseReason): void {
    this.state.phase = 'finished';
    this.state.endReason = reason;
    this.state.awaiting = null;
  }

  private closeSteps(reason: CloseReason, thankForQuestions = false): TurnStep[] {
    this.finish(reason);
    return [{ kind: 'close', participantId: this.state.plan.leadId, reason, thankForQuestions, warm: this.gaveRealAnswers() }];
  }

  /** At least a third of the main questions reached got a concrete answer. */
  private gaveRealAnswers(): boolean {
    const main = this.state.asked.filter((r) => {
      const kind = this.item(r.itemId).kind;
      return kind === 'technical' || kind === 'behavioural';
    });
    return main.length > 0 && main.filter((r) => r.concrete).length * 3 >= main.length;
  }

  private decide(answer: string): TurnStep[] {
    const awaiting = this.state.awaiting;
    if (!awaiting) return [];
    const item = this.item(awaiting.itemId);
    const rec = this.recordFor(item.id);
    if (awaiting.kind === 'end_confirmation') {
      const reply = this.afterEndQuestion(answer, awaiting, item);
      if (reply) return reply;
      return this.decide(answer);
    }
    // Read against the question itself: an acknowledgement or hand-over before it is not what the turn answers.
    // The turn is read once; every question below is asked of that reading.
    const turn = readTurnText(answer, questionPart(awaiting.text, item.text));
    const analysis = analyseAnswer(turn, { scenario: this.scenario, item, awaiting: awaiting.kind, question: turn.question });
    this.lastAct = analysis.act;
    const who = awaiting.participantId;
    const inQuestions = awaiting.kind === 'candidate_question';
    // Nothing but "um": silence, whatever the act's reading (handled below with the answers).
    let act = analysis.intent === 'empty' ? 'answer' : analysis.act;
    // "What is KQL?" read as a request for other words or to hear it again: a term the skill guides know is explained.
    if ((act === 'rephrase' || act === 'repeat') && ASKS_MEANING.test(answer) && clarificationOf(turn, item, this.scenario).definition) act = 'clarify_term';

    // A passed question asked again: what is no answer to it lets it go for good (docs/decisions.md).
    if (awaiting.kind === 'question' && rec.passed && !inQuestions && this.declinesAgain(answer, act, analysis.intent)) return this.advance('skip', null);

    // Two readings of the question to choose from: either is fine, and the question in other words.
    if ((act === 'rephrase' || act === 'clarify_term') && !inQuestions && TWO_READINGS.test(answer) && !NOT_A_CHOICE.test(answer)) {
      rec.repeats += 1;
      const question = awaiting.kind === 'question' ? questionPart(awaiting.text, item.text) : awaiting.text;
      return [{ kind: 'reply', participantId: who, itemId: item.id, to: 'either', lines: [eitherOf(answer), reworded(question)] }];
    }

    switch (act) {
      case 'end':
        // At "any questions for us?", "no, that's all" completes the interview; "let's stop here" still asks to stop.
        // "No more questions, thank you" there is the interview completed, not a wish to stop it.
        if (inQuestions) {
          if (detectIntent(turn) === 'stop' && !hasNoMoreQuestions(answer)) return this.closeSteps('candidate_request');
          break;
        }
        // Ending is the one thing that cannot be taken back: unless the words ask for it clearly, ask first.
        if (CLEAR_STOP.test(answer)) return this.closeSteps('candidate_request');
        this.state.awaiting = { ...awaiting, kind: 'end_confirmation', before: { kind: awaiting.kind, participantId: awaiting.participantId, text: awaiting.text } };
        return [{ kind: 'confirm_end', participantId: who, itemId: item.id }];
      case 'repeat':
      case 'rephrase': {
        rec.repeats += 1;
        // Asked to repeat: the same words, twice; after that (or asked for other words), simpler words.
        if (analysis.act === 'repeat' && rec.repeats <= MAX_REPEATS && !inQuestions) {
          return [{ kind: 'repeat', participantId: who, itemId: item.id, text: questionPart(awaiting.text, item.text), lead: 'again' }];
        }
        const target = awaiting.kind === 'follow_up' ? 'follow_up' : awaiting.kind === 'prompt' || inQuestions ? 'prompt' : 'question';
        const previousText = target === 'question' ? questionPart(awaiting.text, item.text) : awaiting.text;
        return [{ kind: 'rephrase', participantId: who, itemId: item.id, target, attempt: Math.min(rec.repeats, MAX_REPEATS + 1), previousText, gap: awaiting.gap }];
      }
      case 'think':
        return [{ kind: 'wait', participantId: who, itemId: item.id }];
      case 'other_language':
        // Asked once per interview (DECISIONS.md); after that the answer stands, unassessed by the report.
        if (!this.state.askedForEnglish) {
          this.state.askedForEnglish = true;
          return [{ kind: 'english', participantId: who, itemId: item.id }];
        }
        break;
      case 'small_talk':
        if (!inQuestions) return [{ kind: 'social', participantId: who, itemId: item.id }, this.backTo(awaiting, item)];
        break;
      case 'panel_question':
        if (!inQuestions) {
          // A question to the panel mid-question: answered from the scenario's facts, then back to the question.
          const reply = answerCandidateQuestion(this.scenario, this.state.plan, answer);
          return [
            { kind: 'answer_candidate', participantId: reply.participantId, question: answer.trim(), topic: reply.topic, facts: reply.facts, inviteMore: false },
            this.backTo(awaiting, item),
          ];
        }
        break;
      case 'clarify_term': {
        if (inQuestions) break;
        rec.repeats += 1;
        const question = questionPart(awaiting.text, item.text);
        const { term, definition } = clarificationOf(turn, { ...item, text: question }, this.scenario);
        // Without a guide for the term, the question's notes may still explain it (an own posting's skill, by its kind and where the question meets it).
        const noted = definition ?? (term ? questionNotes(this.scenario, item).terms.find((t) => t.term.toLowerCase() === term.toLowerCase())?.explanation : undefined);
        // Else the question's own words say what it means: the question re-worded, every term kept.
        const lines = noted ? [noted, question] : [term ? `By "${term}" I mean it the way the question uses it.` : 'Let me put the question another way.', reworded(question)];
        return [{ kind: 'reply', participantId: who, itemId: item.id, to: 'clarify', lines }];
      }
      case 'about_interviewer': {
        // The one addressed answers about themselves; the one who asked goes back to the question.
        const person = addressed(answer, this.scenario, who);
        const steps: TurnStep[] = [{ kind: 'reply', participantId: person.id, itemId: item.id, to: 'about_interviewer', lines: aboutInterviewer(answer, this.scenario, person) }];
        if (!inQuestions) steps.push(this.backTo(awaiting, item));
        return steps;
      }
      case 'about_interview':
        return this.replyThenBack('about_interview', aboutInterview(interviewTopicOf(answer), this.state.plan, this.state.position), awaiting, item, inQuestions);
      case 'language_change':
        return this.replyThenBack(
          'language_change',
          ["I'm sorry, this interview is held in English, so let's carry on in English. You're doing fine, and it's okay to keep your answers simple and take your time."],
          awaiting,
          item,
          inQuestions,
        );
      case 'nerves':
        return this.replyThenBack('nerves', ["That's completely normal, and there's no rush at all. Take a breath and take your time."], awaiting, item, inQuestions);
      case 'remark':
        return this.replyThenBack('remark', [remarkReply(answer)], awaiting, item, inQuestions);
      case 'heard_check': {
        const previous = this.state.transcript.at(-2);
        const heardAnswer = previous?.speaker === 'candidate' && wordCount(previous.text) > 3;
        const lines = heardAnswer ? ['Yes, we heard your answer, it came through.'] : ["Yes, I can hear you clearly now. Please go ahead with your answer."];
        return this.replyThenBack('heard', lines, awaiting, item, inQuestions);
      }
      case 'defer': {
        if (inQuestions) break;
        const deferred = (this.state.deferred ??= []);
        // Deferred once: asked again before the end. Put off a second time, it is a pass.
        if (!deferred.includes(item.id) && !rec.deferred) {
          rec.deferred = true;
          // Nothing left to ask first: it would come straight back, so it stays open with time to think.
          if (this.nothingLeftBefore()) return [{ kind: 'reply', participantId: who, itemId: item.id, to: 'last_question', lines: [LAST_QUESTION] }];
          deferred.push(item.id);
          return this.advance('deferred', null);
        }
        return this.advance('skip', null);
      }
      case 'correction':
      case 'addition': {
        // It belongs to an earlier answer: kept with it; the open question stays open.
        const earlier = [...this.state.asked].reverse().find((r) => r.answers > 0);
        if (!earlier || inQuestions) break;
        (this.state.amendments ??= []).push({ itemId: earlier.itemId, kind: act, text: answer.trim() });
        const entry = this.state.transcript.at(-1);
        if (entry?.speaker === 'candidate') entry.amends = { itemId: earlier.itemId, kind: act };
        const lines = act === 'correction' ? ["Thanks for the correction, I've noted it with your earlier answer."] : ["Thanks, I've added that to your earlier answer."];
        return this.replyThenBack(act, lines, awaiting, item, false);
      }
      default:
        break;
    }

    // "Yes" to a follow-up ("can you give me an example?") says there is more to tell: ask for it.
    if (awaiting.kind === 'follow_up' && isBareYes(turn.words)) {
      return [{ kind: 'reply', participantId: who, itemId: item.id, to: 'go_on', lines: ["Please go ahead: tell me what happened, what you did yourself, and how it turned out."] }];
    }

    rec.answers += 1;

    if (awaiting.kind === 'candidate_question') return this.candidateTurn(turn, analysis, rec);

    if (analysis.intent === 'empty') {
      if (rec.followUps === 0) {
        rec.followUps += 1;
        this.state.awaiting = { ...awaiting, kind: 'prompt', gap: null };
        return [{ kind: 'prompt', participantId: awaiting.participantId, itemId: item.id }];
      }
      return this.advance('skip', null);
    }
    if (analysis.intent === 'skip') return this.advance('skip', null);
    if (analysis.intent === 'dont_know') {
      if (rec.followUps === 0 && awaiting.kind === 'question') return this.followUp(rec, 'dont_know', analysis);
      return this.advance('skip', null);
    }

    // A real answer.
    // The start of one that admits not knowing ("hmm, I'm not sure, I mostly read data rather than design
    // it") is met as "I don't know" is, with an easier angle, not "walk me through what you did".
    if (awaiting.kind === 'question' && rec.followUps === 0 && analysis.act === 'partial' && analysis.admitsNotKnowing) {
      rec.gaps.push(...analysis.gaps);
      return this.followUp(rec, 'dont_know', analysis);
    }
    if (awaiting.kind === 'question' && rec.followUps === 0 && analysis.gaps.length > 0) {
      rec.gaps.push(...analysis.gaps);
      return this.followUp(rec, analysis.gaps[0], analysis);
    }
    // Praise only what earned it: "that's a clear example" for a concrete answer, a plain thanks otherwise.
    if (analysis.substance === 'concrete') rec.concrete = true;
    let ack: Acknowledgement;
    if (awaiting.kind === 'question') ack = item.kind === 'introduction' ? 'intro' : analysis.substance === 'concrete' ? 'good' : 'ok';
    else ack = analysis.gaps.length === 0 ? 'after_follow_up' : 'ok';
    return this.advance(ack, ack === 'good' ? this.freshReference(analysis) : null);
  }

  /**
   * The reply to "would you like to end here?": a plain yes ends; anything else goes back to the
   * question (a longer reply is an answer to it: null, decide it as such).
   */
  private afterEndQuestion(answer: string, awaiting: Awaiting, item: PlanItem): TurnStep[] | null {
    const before = awaiting.before ?? { kind: 'question' as const, participantId: awaiting.participantId, text: item.text };
    if (isYes(answer)) return this.closeSteps('candidate_request');
    this.state.awaiting = { kind: before.kind, itemId: awaiting.itemId, participantId: before.participantId, text: before.text, gap: awaiting.gap };
    if (wordCount(answer) > REPLY_TO_CHECK_WORDS) return null;
    return [{ kind: 'repeat', participantId: before.participantId, itemId: item.id, text: questionPart(before.text, item.text), lead: 'carry_on' }];
  }

  /** A composed reply, then (outside the candidate's questions) the open question again. */
  private replyThenBack(to: ReplyTo, lines: string[], awaiting: Awaiting, item: PlanItem, inQuestions: boolean): TurnStep[] {
    const steps: TurnStep[] = [{ kind: 'reply', participantId: awaiting.participantId, itemId: item.id, to, lines }];
    if (!inQuestions) steps.push(this.backTo(awaiting, item));
    return steps;
  }

  /** The open question again, word for word, from whoever asked it. */
  private backTo(awaiting: Awaiting, item: PlanItem): TurnStep {
    return { kind: 'repeat', participantId: awaiting.participantId, itemId: item.id, text: questionPart(awaiting.text, item.text), lead: 'back' };
  }

  private followUp(rec: AskedRecord, gap: 'too_short' | 'no_example' | 'off_topic' | 'dont_know', analysis: AnswerAnalysis): TurnStep[] {
    const awaiting = this.state.awaiting!;
    rec.followUps += 1;
    const reference = gap === 'too_short' || gap === 'no_example' ? this.freshReference(analysis) : null;
    this.state.awaiting = { ...awaiting, kind: 'follow_up', gap };
    return [
      {
        kind: 'follow_up',
        participantId: awaiting.participantId,
        itemId: awaiting.itemId,
        gap,
        reference,
        answerHasExample: analysis.hasExample,
        answerHasOutcome: analysis.hasOutcome,
      },
    ];
  }

  /** A scenario skill the candidate just named and nobody has echoed yet. */
  private freshReference(analysis: AnswerAnalysis): string | null {
    const ref = analysis.mentionedSkills.find((s) => !this.state.referenced.includes(s)) ?? null;
    if (ref) this.state.referenced.push(ref);
    return ref;
  }

  private candidateTurn(turn: TurnText, analysis: AnswerAnalysis, rec: AskedRecord): TurnStep[] {
    const answer = turn.text;
    const awaiting = this.state.awaiting!;
    const answered = this.state.candidateQuestionsAnswered;
    if (wantsToAsk(turn) && rec.followUps < 2) {
      rec.followUps += 1;
      return [{ kind: 'prompt', participantId: awaiting.participantId, itemId: awaiting.itemId }];
    }
    const asking = analysis.act === 'panel_question' || analysis.isQuestion || (analysis.intent === 'answer' && !hasNoMoreQuestions(answer));
    if (analysis.act === 'end' || !asking || hasNoMoreQuestions(answer)) {
      if (analysis.intent === 'empty' && rec.followUps === 0 && answered === 0) {
        rec.followUps += 1;
        return [{ kind: 'prompt', participantId: awaiting.participantId, itemId: awaiting.itemId }];
      }
      return this.closeSteps('completed', answered > 0);
    }
    const reply = answerCandidateQuestion(this.scenario, this.state.plan, answer);
    this.state.candidateQuestionsAnswered = answered + 1;
    const last = answered + 1 >= MAX_CANDIDATE_QUESTIONS;
    const steps: TurnStep[] = [
      { kind: 'answer_candidate', participantId: reply.participantId, question: answer.trim(), topic: reply.topic, facts: reply.facts, inviteMore: !last },
    ];
    if (last) return [...steps, ...this.closeSteps('completed', true)];
    this.state.awaiting = { ...awaiting, participantId: reply.participantId, gap: null };
    return steps;
  }

  /** To a passed question asked again: "I still don't know", "let's move on", "no" (not a clear wish to stop, not a question). */
  private declinesAgain(answer: string, act: string, intent: string): boolean {
    if (CLEAR_STOP.test(answer)) return false;
    if (act === 'dont_know' || act === 'defer' || act === 'end' || intent === 'skip' || intent === 'dont_know') return true;
    return act !== 'answer' && act !== 'partial' && wordCount(answer) <= DECLINE_WORDS && !answer.includes('?') && LETS_GO_ON.test(answer);
  }

  /**
   * The open main question is passed (see docs/decisions.md, 2026-11-29): the first time it is kept to
   * come back once before the end; passed again when it came back, it is final and the other passed
   * questions are dropped too. One put off for later and passed is final as well.
   */
  private notePass(): void {
    const awaiting = this.state.awaiting;
    if (!awaiting || awaiting.kind === 'candidate_question' || awaiting.kind === 'end_confirmation') return;
    const item = this.item(awaiting.itemId);
    if (item.kind !== 'technical' && item.kind !== 'behavioural') return;
    const rec = this.recordFor(item.id);
    if (rec.passed || rec.deferred) {
      if (rec.passed) this.state.passed = [];
      return;
    }
    rec.passed = true;
    (this.state.passed ??= []).push(item.id);
  }

  /** The plan has no main question after the open one: the candidate's questions (or the close) come next. */
  private lastMainQuestion(): boolean {
    const following = this.state.plan.items[this.state.position + 1];
    return !following || following.kind === 'candidate_questions' || following.kind === 'closing';
  }

  /** No main question is left to ask before the candidate's questions: none ahead, none put off or passed. */
  private nothingLeftBefore(): boolean {
    return this.lastMainQuestion() && (this.state.deferred ?? []).length === 0 && (this.state.passed ?? []).length === 0;
  }

  /** On to the next plan item: the next question, the candidate's questions, or the close. */
  private advance(acknowledge: Acknowledgement, reference: string | null): TurnStep[] {
    const previousSpeaker = this.state.awaiting?.participantId ?? null;
    if (acknowledge === 'skip') this.notePass();
    // Before the candidate's questions (or the end), the questions put off for later come back, then the passed ones.
    const deferred = this.state.deferred ?? [];
    const passed = this.state.passed ?? [];
    if ((deferred.length > 0 || passed.length > 0) && this.lastMainQuestion()) {
      const returning = deferred.length > 0 ? 'later' : 'passed';
      const again = this.item((returning === 'later' ? deferred : passed).shift()!);
      this.state.awaiting = { kind: 'question', itemId: again.id, participantId: again.participantId, text: again.text, gap: null };
      const handover = previousSpeaker !== null && previousSpeaker !== again.participantId;
      const ack = acknowledge === 'deferred' ? 'skip' : acknowledge;
      if (handover && ack !== 'none') {
        return [
          { kind: 'acknowledge', participantId: previousSpeaker, acknowledge: ack, reference },
          { kind: 'ask', participantId: again.participantId, itemId: again.id, acknowledge: 'none', handover: false, reference: null, returning },
        ];
      }
      return [{ kind: 'ask', participantId: again.participantId, itemId: again.id, acknowledge: ack, handover: false, reference, returning }];
    }
    this.state.position += 1;
    const next = this.state.plan.items[this.state.position];
    if (!next || next.kind === 'closing') return this.closeSteps('completed');
    this.state.asked.push(emptyRecord(next));
    this.state.awaiting = {
      kind: next.kind === 'candidate_questions' ? 'candidate_question' : 'question',
      itemId: next.id,
      participantId: next.participantId,
      text: next.text,
      gap: null,
    };
    const handover = previousSpeaker !== null && previousSpeaker !== next.participantId;
    // Each line from the interviewer it belongs to: the one who asked thanks for the answer, the next one asks.
    if (handover && acknowledge !== 'none') {
      return [
        { kind: 'acknowledge', participantId: previousSpeaker, acknowledge, reference },
        { kind: 'ask', participantId: next.participantId, itemId: next.id, acknowledge: 'none', handover, reference: null },
      ];
    }
    return [{ kind: 'ask', participantId: next.participantId, itemId: next.id, acknowledge, handover, reference }];
  }

  // ───────────────────────────── Speaking ─────────────────────────────

  private record(entry: TranscriptEntry): void {
    const t = this.state.transcript;
    const last = t[t.length - 1];
    if (last && last.speaker === entry.speaker && entry.speaker !== 'candidate') last.text = `${last.text} ${entry.text}`;
    else t.push(entry);
    if (t.length > TRANSCRIPT_LIMIT) t.splice(0, t.length - TRANSCRIPT_LIMIT);
  }

  /** Streams the brain's phrasing of `steps`, then stores what was said. */
  private async *speak(steps: TurnStep[], signal?: AbortSignal): AsyncGenerator<Utterance> {
    if (steps.length === 0) return;
    const input = {
      scenario: this.scenario,
      plan: this.state.plan,
      steps,
      transcript: clone(this.state.transcript),
      seed: this.state.seed,
      turn: this.state.turn,
      candidateAct: this.lastAct,
    };
    const said: Utterance[] = [];
    try {
      for await (const u of this.brain.nextTurn(input, signal)) {
        said.push(u);
        yield u;
      }
    } finally {
      for (const u of said) this.record({ speaker: u.participantId, text: u.text });
      this.rememberQuestionText(steps, said);
    }
  }

  /** What the candidate is now answering, word for word (for "could you repeat" and the LLM). */
  private rememberQuestionText(steps: TurnStep[], said: Utterance[]): void {
    const awaiting = this.state.awaiting;
    if (!awaiting || said.length === 0) return;
    const lastStep = steps[steps.length - 1];
    if (KEEPS_QUESTION.has(lastStep.kind)) return;
    const tail: string[] = [];
    for (let i = said.length - 1; i >= 0; i -= 1) {
      const u = said[i];
      // Only the last step's words: an answer to the candidate's question before it is not the question.
      if (u.participantId !== lastStep.participantId || u.kind !== said[said.length - 1].kind || u.kind === 'welcome' || u.kind === 'closing') break;
      tail.unshift(u.text);
    }
    if (tail.length > 0) awaiting.text = tail.join(' ');
  }
}

export function createInterviewer(scenario: JobScenario, brain: InterviewerBrain, seed: string): Interviewer {
  return new PanelInterviewer(scenario, brain, initialProgress(scenario, seed));
}

/** Continues an interview from stored progress (on any process). */
export function resumeInterviewer(scenario: JobScenario, brain: InterviewerBrain, progress: InterviewProgress): Interviewer {
  if (!progress || progress.version !== 1) throw new Error('unsupported interview progress version');
  if (progress.scenarioId !== scenario.id) throw new Error(`progress belongs to scenario ${progress.scenarioId}, not ${scenario.id}`);
  return new PanelInterviewer(scenario, brain, clone(progress));
}
