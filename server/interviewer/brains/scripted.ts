import { companyName, focusOf, panelOf } from '../plan';
import { pickFor } from '../random';
import { cleanForSpeech, splitSentences } from '../text';
import type { InterviewerBrain, PlanItem, TurnInput, TurnStep, Utterance, UtteranceKind } from '../types';

/**
 * The default brain: phrases the engine's steps from phrase banks. Every choice is keyed by the
 * interview seed, the turn and the step, so the same interview always says the same words and a
 * different interview says them differently.
 */

const ACKNOWLEDGEMENTS: Record<'intro' | 'good' | 'ok' | 'after_follow_up' | 'skip', string[]> = {
  intro: ['Thanks for that introduction.', "Great, thank you, that's a helpful overview.", 'Thank you, it is good to get a sense of your background.', 'Thanks, that gives us a good picture of where you are coming from.'],
  good: ["Thank you, that's a clear example.", "That's helpful, thanks.", 'Great, thanks for walking me through that.', 'Interesting, thank you.', 'Thanks, that gives me a good picture.', 'Good, that makes sense.'],
  ok: ['Okay, thank you.', 'Alright, thanks.', 'Thanks for that.', 'Understood, thank you.'],
  after_follow_up: ['Thanks for expanding on that.', 'Got it, thank you for the extra detail.', 'Thanks, that fills in the picture.', 'That helps, thank you.'],
  skip: ["No problem, let's move on.", "That's okay, we can move on.", "That's fine, let's try something else.", 'No worries, on to the next one.'],
};

const HANDOVER_TECHNICAL = ["I'd like to pick up on the technical side.", "I'll take the next question, it's a technical one.", "Let me jump in with something more technical.", "I'll ask the next one."];
const HANDOVER_BEHAVIOURAL = ["I'd like to switch to how you work with people.", "I'll take the next question.", "Let me pick up from here.", "I'd like to hear about how you work with others."];
const HANDOVER_NAMED = ['Thanks, {name}.', 'Thank you, {name}.'];

const REFERENCES = ['It is good to hear you have worked with {ref}.', 'Your experience with {ref} is useful context here.', 'I noted what you said about {ref}.'];

const FOLLOW_UPS: Record<'too_short' | 'no_example' | 'off_topic' | 'dont_know', string[]> = {
  too_short: [
    'Could you go into a little more detail? What did you do yourself, and what was the result?',
    'Can you tell me a bit more about that? Walk me through what you actually did, step by step.',
    "I'd like to hear more. What was your own part in it, and how did it turn out?",
  ],
  no_example: [
    'Can you give me a specific example? Think of one real situation: what happened, what you did, and how it ended.',
    'Could you make that concrete with one real situation? What was going on, what did you do, and what was the outcome?',
    "Let's make it specific. Pick one time this actually happened: what did you do, and what came of it?",
  ],
  off_topic: [
    'I think we drifted a little. Coming back to {topic}: what is your own experience there?',
    "Let me bring us back to {topic}. How have you handled that in your own work?",
    "That's useful, but I was asking about {topic}. Could you tell me about that?",
  ],
  dont_know: [
    "That's fine, it's a lot to ask. Is there anything related you have worked on, even on a smaller scale?",
    "No problem. How would you go about it if it came up in your first weeks here?",
    "That's okay. Is there something similar you have seen or done that we could talk about instead?",
  ],
};

const REFERENCE_FOLLOW_UPS = [
  'You mentioned {ref}. Could you tell me more about how you used it, and what the result was?',
  'You brought up {ref}. What exactly did you do with it, and how did it turn out?',
];

const GO_AHEAD = ['Of course, go ahead.', 'Sure, what would you like to know?', 'Please, go ahead.'];
const PROMPTS = ["Take your time, there's no rush.", 'No rush, take a moment to think.', 'Whenever you are ready.'];

const REPHRASE_LEADS = [['Of course.', 'Sure.', 'Certainly.'], ['Let me put it another way.', 'Let me try that differently.'], ['Let me put it as simply as I can.', 'In short:']];

const REPHRASE_FOLLOW_UP: Record<'too_short' | 'no_example' | 'off_topic' | 'dont_know', string> = {
  too_short: "I'd just like a bit more detail on your last answer: what did you do yourself, and what was the result?",
  no_example: "I'm looking for one real situation from your own experience: what happened, what you did, and how it ended.",
  off_topic: 'I was asking about {topic}. What experience do you have there?',
  dont_know: "Is there anything related you've worked on, even on a smaller scale?",
};

const REPEAT_LEADS = {
  again: ['Of course.', 'Sure.', 'Certainly, here it is again.'],
  back: ['Now, back to my question.', 'Coming back to the question.', 'So, back to where we were.'],
  carry_on: ["Good, let's carry on.", "Great, let's continue.", 'Alright, on we go.'],
};
const CONFIRM_END = ['Would you like to end the interview here?', 'Just to check: do you want to stop the interview now?', 'Shall we end the interview here, or would you like to continue?'];
const WAITS = ['Of course, take your time.', 'Sure, take a moment.', "No problem, take all the time you need. I'll wait."];
const IN_ENGLISH = [
  "I'm sorry, we're holding this interview in English. Could you answer in English, please? Take your time.",
  'Sorry, this interview is in English. Could you give your answer in English, please?',
  "Thanks. Could we continue in English, please? It's fine to take a moment.",
];
const SOCIAL = ['Thank you.', 'Good to hear.', 'No problem at all.'];

const CANDIDATE_ANSWER_LEADS = ['Good question.', "That's a great question.", 'Happy to answer that.', "I'm glad you asked."];
const INVITE_MORE = ["Is there anything else you'd like to ask?", 'What else would you like to know?', 'Any other questions for us?'];

const CLOSINGS: Record<'completed' | 'candidate_request' | 'candidate_ended' | 'inactivity', string[]> = {
  completed: [
    'That brings us to the end of the interview. Thank you for your time today, it was a pleasure talking with you. Your feedback report will be ready shortly. Goodbye!',
    "That's everything from our side. Thank you for a really good conversation. You'll find your feedback report in your history shortly. All the best!",
    "We'll wrap up there. Thanks again for your time and your thoughtful answers. Your report will be ready in a few moments. Take care!",
  ],
  candidate_request: [
    'Of course, we can stop here. Thank you for your time today. Your feedback report will be ready shortly.',
    "No problem, let's end here. Thanks for talking with us, and you'll find your report in your history shortly.",
    "That's absolutely fine, we'll finish here. Thank you for your time, and good luck with your preparation.",
  ],
  candidate_ended: [
    "Thank you for your time today. We'll wrap up here, and your report will be ready shortly.",
    'Thanks for talking with us. We will end the interview here; your report will follow shortly.',
  ],
  inactivity: [
    "It seems we've lost you, so we'll end the interview here. Thank you for your time, and your report will be ready shortly.",
    "We haven't heard from you for a while, so we'll stop here. Thank you, and your report will be ready shortly.",
  ],
};

/** For an interview with few real answers: thanks without praising the conversation. */
const CLOSINGS_PLAIN = [
  'That brings us to the end of the interview. Thank you for your time today. Your feedback report will be ready shortly, with suggestions for each question. Goodbye!',
  "That's everything from our side. Thanks for taking part today. You'll find your feedback report in your history shortly. All the best!",
];

const CLOSING_BY_ANSWER = ['Thank you for your questions.', "Thanks, those were good questions.", "I hope that answers your questions."];

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** One utterance per sentence pair at most, so the first can be synthesized early. */
function chunks(participantId: string, kind: UtteranceKind, text: string): Utterance[] {
  const sentences = splitSentences(cleanForSpeech(text));
  const out: Utterance[] = [];
  for (let i = 0; i < sentences.length; i += 2) {
    const pair = sentences.slice(i, i + 2).join(' ');
    // Keep a very short opener ("Sure.") with what follows it.
    if (out.length === 0 && i + 2 < sentences.length && pair.split(/\s+/).length < 4) {
      out.push({ participantId, kind, text: sentences.slice(i, i + 3).join(' ') });
      i += 1;
      continue;
    }
    out.push({ participantId, kind, text: pair });
  }
  return out;
}

function itemOf(input: TurnInput, itemId: string): PlanItem {
  const item = input.plan.items.find((i) => i.id === itemId);
  if (!item) throw new Error(`unknown plan item ${itemId}`);
  return item;
}

/** The interviewer who spoke last before this turn (for a named handover). */
function previousInterviewer(input: TurnInput): string | null {
  for (let i = input.transcript.length - 1; i >= 0; i -= 1) {
    const speaker = input.transcript[i].speaker;
    if (speaker !== 'candidate') return speaker;
  }
  return null;
}

/** Phrases one step; exported so the LLM brain can fall back step by step. */
export function phraseStep(input: TurnInput, step: TurnStep, index: number): Utterance[] {
  const key = (what: string): string => `t${input.turn}:s${index}:${what}`;
  const pick = <T>(what: string, items: readonly T[]): T => pickFor(input.seed, key(what), items);
  const panel = panelOf(input.scenario);
  const company = companyName(input.scenario);
  const who = step.participantId;

  switch (step.kind) {
    case 'welcome': {
      const person = panel.find((p) => p.id === who);
      const text =
        step.text && step.text.trim() !== ''
          ? step.text
          : `Hello, I'm ${firstName(person?.name ?? 'your interviewer')}, ${person?.role ?? 'an interviewer'} at ${company}. Thanks for joining us today.`;
      return chunks(who, 'welcome', text);
    }
    case 'ask': {
      const item = itemOf(input, step.itemId);
      const lead: string[] = [];
      if (step.acknowledge !== 'none') lead.push(pick('ack', ACKNOWLEDGEMENTS[step.acknowledge]));
      if (step.reference && step.acknowledge === 'good') lead.push(pick('ref', REFERENCES).replace('{ref}', step.reference));
      if (step.handover && item.kind !== 'candidate_questions') {
        const previous = previousInterviewer(input);
        const previousPerson = panel.find((p) => p.id === previous);
        const asker = panel.find((p) => p.id === who);
        const focus = asker ? focusOf(asker) : 'technical';
        const useName = previousPerson && previousPerson.id !== who && pick('named', [true, false]);
        if (useName && previousPerson) lead.push(pick('named-text', HANDOVER_NAMED).replace('{name}', firstName(previousPerson.name)));
        lead.push(pick('handover', focus === 'technical' && item.kind === 'technical' ? HANDOVER_TECHNICAL : HANDOVER_BEHAVIOURAL));
      }
      const out: Utterance[] = [];
      if (lead.length > 0) out.push(...chunks(who, 'question', lead.join(' ')));
      out.push(...chunks(who, 'question', item.text));
      return out;
    }
    case 'follow_up': {
      const item = itemOf(input, step.itemId);
      let text: string;
      if (step.reference && (step.gap === 'too_short' || step.gap === 'no_example')) {
        text = pick('follow', REFERENCE_FOLLOW_UPS).replace('{ref}', step.reference);
      } else {
        text = pick('follow', FOLLOW_UPS[step.gap]).replace('{topic}', item.topic);
      }
      return chunks(who, 'follow_up', text);
    }
    case 'prompt': {
      const item = itemOf(input, step.itemId);
      const last = input.transcript[input.transcript.length - 1];
      if (item.kind === 'candidate_questions' && last?.speaker === 'candidate' && last.text.trim() !== '') {
        return chunks(who, 'prompt', pick('go-ahead', GO_AHEAD));
      }
      return chunks(who, 'prompt', `${pick('prompt', PROMPTS)} ${item.alt}`);
    }
    case 'rephrase': {
      const item = itemOf(input, step.itemId);
      const leads = REPHRASE_LEADS[Math.min(step.attempt, REPHRASE_LEADS.length) - 1] ?? REPHRASE_LEADS[0];
      const leadIn = pick('rephrase', leads);
      let body: string;
      if (step.target === 'follow_up' && step.gap) body = REPHRASE_FOLLOW_UP[step.gap].replace('{topic}', item.topic);
      else if (step.target === 'follow_up') body = step.previousText;
      else body = item.alt;
      return chunks(who, 'rephrase', `${leadIn} ${body}`);
    }
    case 'repeat':
      return chunks(who, 'question', `${pick('repeat', REPEAT_LEADS[step.lead])} ${step.text}`);
    case 'wait':
      return chunks(who, 'prompt', pick('wait', WAITS));
    case 'english':
      return chunks(who, 'prompt', pick('english', IN_ENGLISH));
    case 'social':
      return chunks(who, 'prompt', pick('social', SOCIAL));
    case 'confirm_end':
      return chunks(who, 'prompt', pick('confirm-end', CONFIRM_END));
    case 'answer_candidate': {
      const parts = [pick('cq-lead', CANDIDATE_ANSWER_LEADS), ...step.facts];
      if (step.inviteMore) parts.push(pick('cq-more', INVITE_MORE));
      return chunks(who, 'answer', parts.join(' '));
    }
    case 'close': {
      const parts: string[] = [];
      if (step.reason === 'completed' && step.thankForQuestions) parts.push(pick('close-ack', CLOSING_BY_ANSWER));
      parts.push(pick('close', step.reason === 'completed' && step.warm === false ? CLOSINGS_PLAIN : CLOSINGS[step.reason]));
      return chunks(who, 'closing', parts.join(' '));
    }
  }
}

export function createScriptedBrain(): InterviewerBrain {
  return {
    name: 'scripted',
    async *nextTurn(input: TurnInput, signal?: AbortSignal): AsyncIterable<Utterance> {
      for (let i = 0; i < input.steps.length; i += 1) {
        if (signal?.aborted) return;
        for (const u of phraseStep(input, input.steps[i], i)) yield u;
      }
    },
  };
}
