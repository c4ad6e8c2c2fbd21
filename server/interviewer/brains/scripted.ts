import { panelOf, profileOf, questionDomain, skillAsWritten } from '../plan';
import { hash32, pickFor } from '../random';
import { cleanForSpeech, escapeRegExp, splitSentences } from '../../language/text';
import type { InterviewerBrain, Participant, PlanItem, ReplyTo, TurnInput, TurnStep, Utterance, UtteranceKind } from '../types';
import { reworded } from '../turnReplies';

/**
 * The default brain: phrases the engine's steps from phrase banks. Every choice is keyed by the
 * interview seed, the turn and the step, so the same interview always says the same words and a
 * different interview says them differently.
 */

const ACKNOWLEDGEMENTS: Record<'intro' | 'good' | 'ok' | 'after_follow_up' | 'skip' | 'deferred', string[]> = {
  deferred: ["Of course, we'll come back to it before the end.", "That's fine, we'll return to it later.", "No problem, I'll ask it again at the end."],
  intro: ['Thanks for that introduction.', "Great, thank you, that's a helpful overview.", 'Thank you, it is good to get a sense of your background.', 'Thanks, that gives us a good picture of where you are coming from.'],
  good: ["Thank you, that's a clear example.", "That's helpful, thanks.", 'Great, thanks for walking me through that.', 'Interesting, thank you.', 'Thanks, that gives me a good picture.', 'Good, that makes sense.'],
  ok: ['Okay, thank you.', 'Alright, thanks.', 'Thanks for that.', 'Understood, thank you.'],
  after_follow_up: ['Thanks for expanding on that.', 'Got it, thank you for the extra detail.', 'Thanks, that fills in the picture.', 'That helps, thank you.'],
  skip: ["No problem, let's move on.", "That's okay, we can move on.", "That's fine, let's try something else.", 'No worries, on to the next one.'],
};

/**
 * What an interviewer says on taking over from a colleague, by voice: a craft interviewer speaks from
 * their craft; a manager, product person or someone from the people team from the question's subject.
 * No sentence is said twice in one interview (see `handoversOf`): a voice whose lines are all said goes
 * on to the broader pools (technical, working with others, then `HANDOVER_ANY`, which fits anyone).
 * The engine reads the candidate's next turn against everything said before it, hand-over included, so
 * these lines were kept to those that leave the turn classifier's readings (skip, repeat, don't know,
 * keyword lists) at least as good as the old lines did.
 */
export const HANDOVER_TECHNICAL = [
  "I've got a technical one for you next.",
  "I'll pick up on the technical side.",
  'Let me pick up the technical thread.',
  'Let me follow on with a technical one.',
  'Time for something more hands-on.',
  "I'll come in here with something more technical.",
  'Let me get a bit more hands-on.',
];
export const HANDOVER_DATA = [
  "I'll pick up on the data side.",
  'Let me pick up the data thread.',
  "I'd like to get into the numbers for a bit.",
];
export const HANDOVER_SECURITY = [
  "I'll pick up on the security side.",
  'Let me pick up the security thread.',
  'Time to talk about security.',
  "Let me look at things from an attacker's point of view for a moment.",
];
export const HANDOVER_QUALITY = [
  "I'll pick up on the testing side.",
  'Let me pick up the testing thread.',
  'Time to talk about testing.',
];
export const HANDOVER_DESIGN = [
  "I'll pick up on the design side.",
  'Let me pick up the design thread.',
  "I'd like to get into your design craft for a bit.",
  'Time to talk about design.',
  "I'll come in here with a design question.",
  'Let me follow on with something about design.',
];
export const HANDOVER_LEADERSHIP = [
  "I'll pick up on the leadership side.",
  'Let me pick up the leadership thread.',
  'Time to talk about leading people.',
  "I'd like to get into how you lead for a bit.",
  "I'd like to hear how you build and run a team.",
  'Let me move on to the people you would be leading.',
];
export const HANDOVER_PRODUCT = [
  "I'll pick up on the product side.",
  'Let me pick up the product thread.',
  "I'd like to hear how you think about users and the business.",
];
export const HANDOVER_BEHAVIOURAL = [
  "I'll pick up on how you work with others.",
  'Let me pick up the people thread.',
  'Let me step back from the detail for a moment.',
  'Time to talk about how you work with others.',
];
/** The people team's own voice (HR, people partners, recruiters). */
export const HANDOVER_PEOPLE_TEAM = [
  "I'll pick up on the people side.",
  "I'll come in here from the people team.",
];
/** Fits any interviewer and any question (used when a voice's own lines are all said; never after a named thanks). */
export const HANDOVER_ANY = [
  'Let me come in with the next one.',
  "I'll ask the next one.",
  "I'll pick up from here.",
  "I'll take it from here.",
  "I'll take over for a bit.",
  "I'll carry on from here.",
  'Time for my next question.',
  "I'll take the next question.",
];
/** Said to the colleague who asked before ({name} as they introduced themselves). */
export const HANDOVER_NAMED = ["{name}, I'll jump in here.", 'Thanks for that, {name}.', '{name}, if I may come in here.', 'Over to me, {name}.', 'Thanks, {name}.', 'Thank you, {name}.'];

const HANDOVER_LINES = new Set([
  ...HANDOVER_TECHNICAL,
  ...HANDOVER_DATA,
  ...HANDOVER_SECURITY,
  ...HANDOVER_QUALITY,
  ...HANDOVER_DESIGN,
  ...HANDOVER_LEADERSHIP,
  ...HANDOVER_PRODUCT,
  ...HANDOVER_BEHAVIOURAL,
  ...HANDOVER_PEOPLE_TEAM,
  ...HANDOVER_ANY,
]);
/** Named hand-overs that take over themselves ("Amara, if I may come in here."), not those that only thank. */
const NAMED_TAKING_OVER = HANDOVER_NAMED.filter((t) => !/^thank/i.test(t)).map((t) => new RegExp(`^${escapeRegExp(t).replace('\\{name\\}', '.+')}$`));

/** Sentences of one reply that hand over to a new interviewer: more than one is a doubled hand-over. */
export function handoverSentences(sentences: readonly string[]): number {
  return sentences.filter((s) => HANDOVER_LINES.has(s) || NAMED_TAKING_OVER.some((r) => r.test(s))).length;
}

const REFERENCES = ['It is good to hear you have worked with {ref}.', 'Your experience with {ref} is useful context here.', 'I noted what you said about {ref}.'];

const FOLLOW_UPS: Record<'too_short' | 'no_example' | 'off_topic' | 'dont_know', string[]> = {
  too_short: [
    'Tell me a little more about that. What did you do yourself, and what was the result?',
    'Walk me through what you actually did, step by step.',
    "I'd like to hear more. What was your own part in it, and how did it turn out?",
  ],
  no_example: [
    'Tell me about one specific example. Think of one real situation: what happened, what you did, and how it ended.',
    'What is one real situation where this came up? What was going on, what did you do, and what was the outcome?',
    "Let's make it specific. Pick one time this actually happened: what did you do, and what came of it?",
  ],
  off_topic: [
    'I think we drifted a little. Coming back to {topic}: what is your own experience there?',
    "Let me bring us back to {topic}. How have you handled that in your own work?",
    "That's useful, but I was asking about {topic}. Could you tell me about that?",
  ],
  dont_know: [
    "That's fine, it's a lot to ask. What related work have you done, even on a smaller scale?",
    "No problem. How would you go about it if it came up in your first weeks here?",
    "That's okay. What have you seen or done that comes closest, so we can talk about that instead?",
  ],
};

const REFERENCE_FOLLOW_UPS = [
  'You mentioned {ref}. Tell me more about how you used it, and what the result was.',
  'You brought up {ref}. What exactly did you do with it, and how did it turn out?',
];

/** Before a question the candidate asked to answer later. */
const RETURNING = {
  later: ["Let's go back to the question we left for later.", 'Now, the question we put aside earlier.'],
  passed: [
    "Let's go back to one you passed earlier: have another go if something has come to mind, or just say so and we'll move on.",
    "One more try at a question from earlier, if you like; if nothing has come to mind, just say so and we'll move on.",
  ],
};

const GO_AHEAD = ['Of course, go ahead.', 'Sure, what would you like to know?', 'Please, go ahead.'];
const PROMPTS = ["Take your time, there's no rush.", 'No rush, take a moment to think.', 'Whenever you are ready.'];

const REPHRASE_LEADS = [['Of course.', 'Sure.', 'Certainly.'], ['Let me put it another way.', 'Let me try that differently.'], ['Let me put it as simply as I can.', 'In short:']];

const REPHRASE_FOLLOW_UP: Record<'too_short' | 'no_example' | 'off_topic' | 'dont_know', string> = {
  too_short: "I'd just like a bit more detail on your last answer: what did you do yourself, and what was the result?",
  no_example: "I'm looking for one real situation from your own experience: what happened, what you did, and how it ended.",
  off_topic: 'I was asking about {topic}. What experience do you have there?',
  dont_know: "What related work have you done, even on a smaller scale?",
};

/**
 * Openers of a composed reply, by what the turn was: a plain acknowledgement for a remark (never
 * "Certainly"), reassurance for nerves (never thanks), none where the sentence says it all.
 */
const REPLY_LEADS: Record<ReplyTo, string[]> = {
  clarify: ['Good that you asked.', 'Let me explain.', 'Happy to explain.'],
  about_interviewer: ['', 'Fair question.'],
  about_interview: ['', 'Good to know before we go on.'],
  correction: [''],
  addition: [''],
  language_change: [''],
  nerves: ['', "Don't worry."],
  remark: [''],
  heard: [''],
  go_on: [''],
  last_question: ['Of course.', 'Sure.'],
  either: ['', 'Good question.'],
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

/** The opening: a hello from each voice, the lead's first (names only; roles are on the job's page). */
const LEAD_GREETINGS = ["Hello, I'm {name}, thanks for joining us.", "Hi, I'm {name}. Welcome.", "Hello and welcome, I'm {name}."];
const PANEL_GREETINGS = ["Hi, I'm {name}.", "Hello, I'm {name}.", "I'm {name}, hello."];

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'sir', 'dame']);

/**
 * How an interviewer is addressed: as they introduce themselves in their welcome ("I'm Wei Jie, …" for
 * Wei Jie Tan), else the given name when the name clearly has one (two words: "Tom" for Tom Gallagher),
 * else the full name as written (a name of three words may have two given names).
 */
export function firstName(name: string, welcome?: string | null): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return name.trim();
  if (welcome) {
    for (let n = words.length - 1; n >= 1; n -= 1) {
      const given = words.slice(0, n).join(' ');
      const escaped = escapeRegExp(given);
      if (new RegExp(`\\b(I'm|I’m|I am|my name is|this is)\\s+${escaped}(?![\\p{L}\\p{M}'’-])`, 'iu').test(welcome)) return given;
    }
  }
  if (words.length === 2 && !TITLES.has(words[0].toLowerCase().replace(/\.$/, ''))) return words[0];
  return words.join(' ');
}

/** Handover pools, by voice. */
const HANDOVER_POOLS = {
  engineering: HANDOVER_TECHNICAL,
  data: HANDOVER_DATA,
  security: HANDOVER_SECURITY,
  quality: HANDOVER_QUALITY,
  design: HANDOVER_DESIGN,
  leadership: HANDOVER_LEADERSHIP,
  product: HANDOVER_PRODUCT,
  people: HANDOVER_BEHAVIOURAL,
  people_team: HANDOVER_PEOPLE_TEAM,
  any: HANDOVER_ANY,
} as const;
type HandoverVoice = keyof typeof HANDOVER_POOLS;

/** The voices that fit this interviewer taking over with this question, best first. */
function handoverVoices(input: TurnInput, item: PlanItem, asker: Participant | undefined): HandoverVoice[] {
  const domain = questionDomain(input.scenario, item);
  const profile = asker ? profileOf(asker) : null;
  if (item.kind === 'technical') {
    // A craft interviewer on their own craft says so; otherwise the general technical lines.
    if (profile && profile.discipline === domain && domain !== 'engineering') return [domain, 'engineering', 'any'];
    if (profile?.focus === 'technical' && profile.discipline === 'engineering' && domain !== 'design') return [domain, 'engineering', 'any'];
    return ['engineering', 'any'];
  }
  const subject: HandoverVoice = domain === 'leadership' || domain === 'product' ? domain : 'people';
  if (profile?.discipline === 'people') return ['people_team', subject, 'people', 'any'];
  return [subject, 'people', 'any'];
}

function seededOrder<T>(seed: string, key: string, items: readonly T[]): T[] {
  return items.map((x, i) => ({ x, k: hash32(`${seed}|${key}|${i}`) })).sort((a, b) => a.k - b.k).map((e) => e.x);
}

interface Handover {
  /** Thanks to the colleague who asked before, or null. */
  named: string | null;
  line: string;
}

/**
 * Every hand-over of the interview, worked out from the plan in order: at each change of interviewer,
 * a line in the new interviewer's voice that has not been said before in this interview (and a named
 * thanks, now and then, not said before either). Keyed by plan item, so a turn's choice does not depend
 * on what the transcript still holds.
 */
function handoversOf(input: TurnInput): Map<string, Handover> {
  const panel = panelOf(input.scenario);
  const used = new Set<string>();
  const out = new Map<string, Handover>();
  const items = input.plan.items;
  for (let i = 1; i < items.length; i += 1) {
    const item = items[i];
    if (item.kind === 'candidate_questions' || item.kind === 'closing') continue;
    const previous = panel.find((p) => p.id === items[i - 1].participantId);
    if (!previous || previous.id === item.participantId) continue;
    const asker = panel.find((p) => p.id === item.participantId);
    const line = pickHandoverLine(input, item, asker, used);
    used.add(line);
    // Now and then the colleague by name, never twice the same words, and not before a line that only
    // says "I'll take the next one" (the named words already say that).
    let named: string | null = null;
    if (hash32(`${input.seed}|handover-named|${item.id}`) % 2 === 0 && !HANDOVER_ANY.includes(line)) {
      const name = firstName(previous.name, previous.welcomeMessage);
      named = seededOrder(input.seed, `handover-named-text|${item.id}`, HANDOVER_NAMED).map((t) => t.replace('{name}', name)).find((t) => !used.has(t)) ?? null;
      if (named) used.add(named);
    }
    out.set(item.id, { named, line });
  }
  return out;
}

function pickHandoverLine(input: TurnInput, item: PlanItem, asker: Participant | undefined, used: ReadonlySet<string>): string {
  for (const voice of handoverVoices(input, item, asker)) {
    const fresh = seededOrder(input.seed, `handover|${voice}|${item.id}`, HANDOVER_POOLS[voice]).find((l) => !used.has(l));
    if (fresh) return fresh;
  }
  const everything = Object.values(HANDOVER_POOLS).flat();
  return everything.find((l) => !used.has(l)) ?? pickFor(input.seed, `handover|${item.id}`, HANDOVER_ANY);
}

/** The hand-over for this question: planned, or (for a hand-over the plan did not foresee) one not said yet. */
function handoverFor(input: TurnInput, item: PlanItem, who: string): string[] {
  const panel = panelOf(input.scenario);
  const planned = handoversOf(input).get(item.id);
  const saidSoFar = input.transcript.filter((e) => e.speaker !== 'candidate').map((e) => e.text).join(' ');
  const previous = panel.find((p) => p.id === previousInterviewer(input));
  const asker = panel.find((p) => p.id === who);
  const lines: string[] = [];
  if (planned?.named && previous && previous.id !== who && planned.named.includes(firstName(previous.name, previous.welcomeMessage)) && !saidSoFar.includes(planned.named)) {
    lines.push(planned.named);
  }
  // A named line that itself takes over ("Amara, if I may come in here.") is the whole hand-over.
  if (lines.length > 0 && !/^thank/i.test(lines[0])) return lines;
  if (planned && !saidSoFar.includes(planned.line)) lines.push(planned.line);
  else {
    const taken = new Set(Object.values(HANDOVER_POOLS).flat().filter((l) => saidSoFar.includes(l)));
    for (const h of handoversOf(input).values()) taken.add(h.line);
    lines.push(pickHandoverLine(input, item, asker, taken));
  }
  return lines;
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
  const who = step.participantId;

  switch (step.kind) {
    case 'welcome': {
      if (step.text) return chunks(who, 'welcome', step.text);
      const person = panel.find((p) => p.id === who);
      const name = person ? firstName(person.name, person.welcomeMessage) : 'your interviewer';
      return chunks(who, 'welcome', pick('welcome', step.lead ? LEAD_GREETINGS : PANEL_GREETINGS).replace('{name}', name));
    }
    case 'ask': {
      const item = itemOf(input, step.itemId);
      const lead: string[] = [];
      if (step.acknowledge !== 'none') lead.push(pick('ack', ACKNOWLEDGEMENTS[step.acknowledge]));
      if (step.reference && step.acknowledge === 'good') lead.push(pick('ref', REFERENCES).replace('{ref}', skillAsWritten(input.scenario, step.reference)));
      if (step.handover && item.kind !== 'candidate_questions') lead.push(...handoverFor(input, item, who));
      if (step.returning) lead.push(pick(step.returning === 'later' ? 'returning' : 'returning-passed', RETURNING[step.returning]));
      const out: Utterance[] = [];
      if (lead.length > 0) out.push(...chunks(who, 'question', lead.join(' ')));
      out.push(...chunks(who, 'question', item.text));
      return out;
    }
    case 'acknowledge': {
      const lead = [pick('ack', ACKNOWLEDGEMENTS[step.acknowledge])];
      if (step.reference && step.acknowledge === 'good') lead.push(pick('ref', REFERENCES).replace('{ref}', skillAsWritten(input.scenario, step.reference)));
      return chunks(who, 'question', lead.join(' '));
    }
    case 'follow_up': {
      const item = itemOf(input, step.itemId);
      let text: string;
      if (step.reference && (step.gap === 'too_short' || step.gap === 'no_example')) {
        text = pick('follow', REFERENCE_FOLLOW_UPS).replace('{ref}', skillAsWritten(input.scenario, step.reference));
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
      // The question in other words, every term kept (the stored simpler wording can drop one).
      return chunks(who, 'prompt', `${pick('prompt', PROMPTS)} ${item.kind === 'candidate_questions' ? item.alt : reworded(item.text)}`);
    }
    case 'rephrase': {
      const item = itemOf(input, step.itemId);
      const leads = REPHRASE_LEADS[Math.min(step.attempt, REPHRASE_LEADS.length) - 1] ?? REPHRASE_LEADS[0];
      const leadIn = pick('rephrase', leads);
      let body: string;
      if (step.target === 'follow_up' && step.gap) body = REPHRASE_FOLLOW_UP[step.gap].replace('{topic}', item.topic);
      // The question (or a follow-up of its own words) in other words with every term kept (a stored simpler wording may drop the very term asked about).
      else if (step.target === 'question' || step.target === 'follow_up') body = reworded(step.previousText || item.text);
      else body = item.alt;
      return chunks(who, 'rephrase', `${leadIn} ${body}`);
    }
    case 'repeat':
      return chunks(who, 'question', `${pick('repeat', REPEAT_LEADS[step.lead])} ${step.text}`);
    case 'wait':
      return chunks(who, 'prompt', pick('wait', WAITS));
    case 'reply': {
      const lead = pick(`reply-${step.to}`, REPLY_LEADS[step.to]);
      return chunks(who, step.to === 'clarify' || step.to === 'either' ? 'rephrase' : 'prompt', [lead, ...step.lines].filter(Boolean).join(' '));
    }
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
