import { companyName, panelOf, positionForSpeech } from '../plan';
import { withoutUnstorable } from '../../../openapi/live-protocol';
import { cleanForSpeech, escapeRegExp, joinList, splitSentences } from '../../language/text';
import type { TurnAct } from '../../language/turns/acts';
import type { InterviewerBrain, InterviewerLog, Participant, TurnInput, TurnStep, Utterance, UtteranceKind } from '../types';
import { phraseStep } from './scripted';
import { createLlmClient, LlmError, type ChatMessage, type LlmClientOptions } from '../../llm/client';

/**
 * A brain that phrases each step through an OpenAI-compatible chat-completions endpoint, streaming
 * (through the LLM adapter, server/llm/client.ts): sentences are yielded as soon as they are complete.
 * A step the model cannot phrase (no first token within the timeout, an HTTP error, an unreadable
 * stream) is phrased by the fallback brain instead.
 */

/** The adapter's settings (`timeoutMs`: to the first token, then between tokens) and the brain's own. */
export interface LlmBrainOptions extends LlmClientOptions {
  log: InterviewerLog;
  /** Phrases what the model could not (the scripted brain). */
  fallback: InterviewerBrain;
  /** Cap on the reply length. */
  maxTokens?: number;
  temperature?: number;
}

const KIND_OF_STEP: Record<TurnStep['kind'], UtteranceKind> = {
  welcome: 'welcome',
  ask: 'question',
  follow_up: 'follow_up',
  prompt: 'prompt',
  rephrase: 'rephrase',
  answer_candidate: 'answer',
  close: 'closing',
  repeat: 'question',
  wait: 'prompt',
  english: 'prompt',
  social: 'prompt',
  confirm_end: 'prompt',
  acknowledge: 'question',
  reply: 'prompt',
};

/** The candidate's latest turn, as the model is told it. */
const ACT_MEANING: Record<TurnAct, string> = {
  answer: 'an answer to the question',
  partial: 'the start of an answer, thin or incomplete',
  dont_know: 'that they do not know or have not done this',
  repeat: 'a request to hear the question again',
  rephrase: 'a request to put the question in other words, or a question about the question',
  think: 'a request for a moment to think',
  panel_question: 'a question to the panel about the job, team or company',
  end: 'a wish to end the interview, or that they have nothing more to ask',
  other_language: 'words in a language other than English',
  small_talk: 'small talk (a greeting, thanks, the weather)',
  clarify_term: 'a question about what a term in the question means',
  about_interviewer: 'a question about you, the interviewer',
  about_interview: 'a question about this interview (its length, format, notes or feedback)',
  defer: 'a request to skip this question for now and come back to it later',
  correction: 'a correction of something they said earlier',
  addition: 'something they add to an earlier answer',
  language_change: 'a request to hold the interview in another language',
  nerves: 'that they feel nervous, stressed or frustrated',
  remark: 'a remark or complaint about the interview or the interviewer',
  heard_check: 'a check that the panel heard them',
};

// ───────────────────────────── Prompts ─────────────────────────────

function personOf(input: TurnInput, id: string): Participant {
  return panelOf(input.scenario).find((p) => p.id === id) ?? { id, name: 'Interviewer', role: 'Interviewer' };
}

export function systemPrompt(input: TurnInput, speaker: Participant): string {
  const s = input.scenario;
  const panel = panelOf(s)
    .map((p) => `${p.name} (${p.role})`)
    .join(', ');
  return [
    `You are ${speaker.name}, ${speaker.role} at ${companyName(s)}, on an interview panel for the ${positionForSpeech(s)} position.`,
    `The panel: ${panel}. You speak only as ${speaker.name}.`,
    `About the job: ${s.description}`,
    `Skills: ${joinList(s.skills)}.`,
    `Requirements: ${s.requirements.join(' ')}`,
    `Responsibilities: ${s.responsibilities.join(' ')}`,
    `Location: ${s.location}. Type: ${s.jobType}. Salary: ${s.salary}.`,
    'This is a spoken conversation: your words are read aloud by a speech synthesizer.',
    'Rules: plain sentences only, no markdown, no lists, no emoji, no stage directions, no name prefix.',
    'Keep it to at most three short sentences. Be warm and professional. Never score or judge the candidate aloud.',
    'Do exactly what the instruction asks and nothing more. Never invent facts about the company or the job.',
  ].join('\n');
}

function quote(text: string): string {
  return `"${text.replace(/\s+/g, ' ').trim()}"`;
}

const ACK_MEANING: Record<string, string> = {
  intro: 'thank them briefly for introducing themselves',
  good: 'acknowledge their answer briefly and positively (without praising it extravagantly)',
  ok: 'acknowledge their answer briefly and neutrally',
  after_follow_up: 'thank them briefly for the extra detail',
  skip: 'reassure them briefly that it is fine to move on',
};

const GAP_MEANING: Record<string, string> = {
  too_short: 'Their answer was short. Ask one follow-up question that invites more detail: what they did themselves, and the result.',
  no_example: 'Their answer gave no concrete example. Ask for one specific real situation: what happened, what they did, how it ended.',
  off_topic: 'Their answer did not address the question. Gently bring them back to the topic: {topic}.',
  dont_know: 'They said they do not know. Reassure them briefly, then offer an easier, related angle on the same topic: {topic}.',
};

const CLOSE_MEANING: Record<string, string> = {
  completed: 'The interview is over. Thank the candidate warmly, tell them their feedback report will be ready shortly, and say goodbye.',
  candidate_request: 'The candidate asked to stop. Accept politely without pressing them, thank them, tell them their report will be ready shortly, and say goodbye.',
  candidate_ended: 'The candidate ended the interview. Thank them briefly and say goodbye.',
  inactivity: 'The candidate has been silent for a long time, so the interview ends. Say so kindly, thank them, and say goodbye.',
};

/** What the speaker must say now, as an instruction to the model. */
export function stepInstruction(input: TurnInput, step: TurnStep): string {
  const item = 'itemId' in step ? input.plan.items.find((i) => i.id === step.itemId) : undefined;
  switch (step.kind) {
    case 'welcome':
      return 'Say hello to the candidate with your first name only, in a few words. Do not ask a question.';
    case 'ask': {
      const parts: string[] = [];
      if (step.acknowledge !== 'none') parts.push(`First, ${ACK_MEANING[step.acknowledge]}.`);
      if (step.reference) parts.push(`You may mention that they brought up ${step.reference}.`);
      if (step.handover) parts.push('You are taking over from a colleague, so make the transition natural.');
      if (step.returning === 'later') parts.push('The candidate asked to answer this question later; say you are coming back to it now.');
      if (step.returning === 'passed')
        parts.push('The candidate passed this question earlier; offer one more try, and say that if nothing has come to mind they can say so and you will move on.');
      parts.push(`Then ask this question in your own words, keeping its meaning and its scope: ${quote(item?.text ?? '')}`);
      parts.push('Ask only this one question.');
      return parts.join(' ');
    }
    case 'follow_up': {
      const parts = [GAP_MEANING[step.gap].replace('{topic}', item?.topic ?? 'the question')];
      if (step.reference) parts.push(`They mentioned ${step.reference}; you may refer to it.`);
      parts.push(`The original question was: ${quote(item?.text ?? '')}`);
      parts.push('Ask only one question.');
      return parts.join(' ');
    }
    case 'prompt':
      if (item?.kind === 'candidate_questions' && input.transcript[input.transcript.length - 1]?.text.trim()) {
        return 'The candidate said they have a question but has not asked it yet. Invite them to go ahead, in one short sentence.';
      }
      return `The candidate has not said anything yet. Tell them there is no rush, then ask again more simply: ${quote(item?.alt ?? '')}`;
    case 'rephrase':
      return `The candidate asked you to repeat or clarify what you said: ${quote(step.previousText)}. Say it again more simply and briefly, keeping its meaning. A simpler version is: ${quote(item?.alt ?? step.previousText)}`;
    case 'answer_candidate':
      return [
        `The candidate asked: ${quote(step.question)}.`,
        `Answer it briefly, using only these facts: ${step.facts.join(' ')}`,
        'If the facts do not cover it, say so honestly and suggest raising it in the next stage.',
        step.inviteMore ? 'Then ask whether they have any other questions.' : 'Do not ask any question.',
      ].join(' ');
    case 'repeat':
      return `Say the question again exactly as written: ${quote(step.text)}`;
    case 'wait':
      return 'The candidate asked for a moment to think. Say yes in one short sentence and do not ask anything.';
    case 'english':
      return 'The candidate spoke in another language. In one or two short sentences, kindly ask them to continue in English; the question stays open. Do not ask a new question.';
    case 'social':
      return 'Reply to what the candidate said in one short friendly sentence. Do not ask any question.';
    case 'acknowledge':
      return `${ACK_MEANING[step.acknowledge][0].toUpperCase()}${ACK_MEANING[step.acknowledge].slice(1)}, in one short sentence${step.reference ? `; you may mention that they brought up ${step.reference}` : ''}. A colleague asks the next question: ask nothing yourself.`;
    case 'reply':
      return `The candidate's turn was not an answer. Say this, in your own words, keeping every fact and term and adding nothing: "${step.lines.join(' ')}" Do not open with "Certainly", "Great" or a thanks.`;
    case 'confirm_end':
      return 'The candidate may want to end the interview. Ask them, in one short sentence, whether they want to end it here. Ask nothing else.';
    case 'close':
      return `${step.thankForQuestions ? 'First thank them briefly for their questions. ' : ''}${CLOSE_MEANING[step.reason]}${step.warm === false ? ' They gave few real answers: thank them politely without praising the conversation or their answers.' : ''} Do not ask any question.`;
  }
}

function transcriptText(input: TurnInput): string {
  const lines = input.transcript.slice(-16).map((e) => {
    if (e.speaker === 'candidate') return `Candidate: ${e.text}`;
    const p = personOf(input, e.speaker);
    return `${p.name} (${p.role}): ${e.text}`;
  });
  return lines.length > 0 ? lines.join('\n') : '(The interview is just starting.)';
}

export function buildMessages(input: TurnInput, step: TurnStep): ChatMessage[] {
  const speaker = personOf(input, step.participantId);
  return [
    { role: 'system', content: systemPrompt(input, speaker) },
    {
      role: 'user',
      content: `The conversation so far:\n${transcriptText(input)}\n\n${input.candidateAct ? `The candidate's last turn was ${ACT_MEANING[input.candidateAct]}.\n\n` : ''}Your instruction: ${stepInstruction(input, step)}\n\nReply with only the words ${speaker.name} says.`,
    },
  ];
}

// ───────────────────────────── Speech ─────────────────────────────

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/** Plain speech: no markdown, no emoji, no "Name:" prefix, no wrapping quotes, nothing a transcript cannot store. */
export function cleanSentence(text: string, speakerName: string): string {
  let t = cleanForSpeech(withoutUnstorable(text)).replace(EMOJI, '');
  const first = speakerName.split(/\s+/)[0];
  t = t.replace(new RegExp(`^(${escapeRegExp(speakerName)}|${escapeRegExp(first)})\\s*(\\([^)]*\\))?\\s*:\\s*`, 'i'), '');
  t = t.replace(/^["“”']+|["“”']+$/g, '');
  return t.replace(/\s+/g, ' ').trim();
}

/** Collects streamed text into sentences; a very short one ("Thanks.") waits to join the next. */
class SentenceBuffer {
  private text = '';
  private held = '';

  push(delta: string): string[] {
    this.text += delta;
    const parts = splitSentences(this.text);
    if (parts.length <= 1) return [];
    const trailingSpace = /\s$/.test(this.text);
    this.text = parts[parts.length - 1] + (trailingSpace ? ' ' : '');
    return this.release(parts.slice(0, -1));
  }

  end(): string[] {
    const parts = splitSentences(this.text);
    this.text = '';
    const out = this.release(parts);
    if (this.held) out.push(this.held);
    this.held = '';
    return out;
  }

  private release(sentences: string[]): string[] {
    const out: string[] = [];
    for (const s of sentences) {
      const joined = this.held ? `${this.held} ${s}` : s;
      if (joined.split(/\s+/).length < 4) this.held = joined;
      else {
        out.push(joined);
        this.held = '';
      }
    }
    return out;
  }
}

export function createLlmBrain(options: LlmBrainOptions): InterviewerBrain {
  const client = createLlmClient(options);

  async function* streamStep(input: TurnInput, step: TurnStep, signal?: AbortSignal): AsyncGenerator<Utterance> {
    const speaker = personOf(input, step.participantId);
    const kind = KIND_OF_STEP[step.kind];
    const toUtterance = (sentence: string): Utterance | null => {
      const text = cleanSentence(sentence, speaker.name);
      return text ? { participantId: step.participantId, kind, text } : null;
    };
    const deltas = client.stream(buildMessages(input, step), {
      signal,
      temperature: options.temperature ?? 0.7,
      maxTokens: options.maxTokens ?? 220,
    });
    const buffer = new SentenceBuffer();
    let any = false;
    for await (const delta of deltas) {
      for (const s of buffer.push(delta)) {
        const u = toUtterance(s);
        if (u) {
          any = true;
          yield u;
        }
      }
    }
    for (const s of buffer.end()) {
      const u = toUtterance(s);
      if (u) {
        any = true;
        yield u;
      }
    }
    if (!any) throw new LlmError('empty reply', 'empty');
  }

  const asksSomething = (step: TurnStep): boolean => step.kind === 'ask' || step.kind === 'follow_up' || step.kind === 'prompt' || step.kind === 'rephrase';

  return {
    name: `llm:${options.model}`,
    async *nextTurn(turnInput: TurnInput, signal?: AbortSignal): AsyncIterable<Utterance> {
      // Earlier steps of this turn (the welcomes before the first question) are context for later ones.
      const input: TurnInput = { ...turnInput, transcript: [...turnInput.transcript] };
      const remember = (u: Utterance): void => {
        const last = input.transcript[input.transcript.length - 1];
        if (last && last.speaker === u.participantId) input.transcript[input.transcript.length - 1] = { speaker: last.speaker, text: `${last.text} ${u.text}` };
        else input.transcript.push({ speaker: u.participantId, text: u.text });
      };
      for (let i = 0; i < input.steps.length; i += 1) {
        const step = input.steps[i];
        if (signal?.aborted) return;
        // A hello is a few fixed words (the first question must come within seconds), and a repeated question is the same words.
        if (step.kind === 'welcome' || step.kind === 'repeat') {
          for (const u of phraseStep(input, step, i)) {
            remember(u);
            yield u;
          }
          continue;
        }
        const said: string[] = [];
        try {
          for await (const u of streamStep(input, step, signal)) {
            said.push(u.text);
            remember(u);
            yield u;
          }
        } catch (err) {
          if (signal?.aborted) return;
          const e = err instanceof LlmError ? err : new LlmError(String(err), 'network');
          options.log.warn({ model: options.model, reason: e.reason, error: e.message, step: step.kind, spoken: said.length }, 'interviewer LLM failed; scripted phrasing used for this step');
          // Nothing said yet: the scripted words. Cut off before the question: the scripted question.
          if (said.length === 0 || (asksSomething(step) && !said.join(' ').includes('?'))) {
            // After a partial reply, only the question itself (no second acknowledgement).
            const rest: TurnStep = said.length > 0 && step.kind === 'ask' ? { ...step, acknowledge: 'none', handover: false, reference: null } : step;
            const scripted: Utterance[] = [];
            for await (const u of options.fallback.nextTurn({ ...input, steps: [rest] }, signal)) scripted.push(u);
            for (const u of said.length === 0 || step.kind === 'ask' ? scripted : scripted.slice(-1)) {
              remember(u);
              yield u;
            }
          }
        }
      }
    },
  };
}
