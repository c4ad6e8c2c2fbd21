import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TURN_ACTS } from '../../../server/language/turns/acts';
import { classifyTurn, MODEL_URL, NAMES_A_LANGUAGE, refineAct } from '../../../server/language/turns/classifier';
import { DEFAULT_FIT } from '../../../server/language/turns/logistic';
import { fitTurnModel, readTurnCorpus } from '../../../server/language/turns/training';

const part = (name: 'dev' | 'heldout') => readTurnCorpus(fileURLToPath(new URL(`../../fixtures/turns/${name}`, import.meta.url)));

describe('the labelled turn corpus', () => {
  const dev = part('dev');
  const heldout = part('heldout');

  it('has at least 600 turns, every class in both parts, at least 30 % of each class held out', () => {
    expect(dev.length + heldout.length).toBeGreaterThanOrEqual(600);
    for (const act of TURN_ACTS) {
      const d = dev.filter((t) => t.label === act).length;
      const h = heldout.filter((t) => t.label === act).length;
      expect(d, act).toBeGreaterThan(0);
      expect(h / (d + h), act).toBeGreaterThanOrEqual(0.3);
    }
  });

  it('never has the same turn in both parts, and writes half of each part the way speech is transcribed', () => {
    const seen = new Set(dev.map((t) => t.text.toLowerCase()));
    expect(heldout.filter((t) => seen.has(t.text.toLowerCase()))).toEqual([]);
    for (const turns of [dev, heldout]) expect(turns.filter((t) => t.style === 'spoken').length / turns.length).toBeGreaterThan(0.4);
  });
});

describe('the turn classifier', () => {
  it('ships the model fitted on the development part alone, as `npm run train:turns` fits it', () => {
    const shipped = JSON.parse(readFileSync(MODEL_URL, 'utf8')) as ReturnType<typeof fitTurnModel> & { l2: number };
    // Compared as written to the file: JSON has no negative zero.
    const fresh = JSON.parse(JSON.stringify(fitTurnModel(part('dev'), { ...DEFAULT_FIT, l2: shipped.l2 }))) as typeof shipped;
    expect(shipped.features).toEqual(fresh.features);
    expect(shipped.bias).toEqual(fresh.bias);
    expect(shipped.weights).toEqual(fresh.weights);
  }, 120_000);

  it.each([
    ['Sorry, could you repeat the question?', 'Tell me about a time you disagreed with a product decision.', 'repeat'],
    ['sorry the line dropped what did you ask', 'How do you size a Kafka cluster?', 'repeat'],
    ['Can I have a minute to think?', 'How would you design rate limiting for a public API?', 'think'],
    ['what salary range are you offering for this role', 'How do you prioritise technical debt?', 'panel_question'],
    ['Lo siento, prefiero contestar en español si es posible, trabajé cinco años con React.', 'Tell me about your experience with React.', 'other_language'],
    ["I've never used Agones.", 'How have you scaled game servers with Agones?', 'dont_know'],
    ['No, thank you, I think you have cover everything.', 'Do you have any questions for us?', 'end'],
  ] as const)('reads %j as %s', (text, question, act) => {
    expect(classifyTurn(text, question).act).toBe(act);
  });

  // Issue 38, item 7: a brief result sentence and an anecdote that opens with someone else's opinion are answers (scored), not a request or "I don't know".
  it.each([
    ['The result was good, nobody complained about it.', 'Tell me about a time you improved the performance of a slow page.'],
    ["Someone said my code was messy once. I didn't really agree, but I started splitting it into smaller functions.", 'How do you respond to feedback on your code?'],
  ] as const)('reads %j as the start of an answer', (text, question) => {
    expect(['answer', 'partial']).toContain(classifyTurn(text, question).act);
  });

  // Issue 39: the kinds of turn that are neither an answer nor an old request.
  it.each([
    ['what is EDR exactly, is it like an antivirus', 'How do you triage an alert from the EDR?', 'clarify_term'],
    ['are you a real person or a bot', 'Tell me about a time you led a migration.', 'about_interviewer'],
    ['how long is this interview going to take', 'How do you review pull requests?', 'about_interview'],
    ['can we come back to this one at the end please', 'How would you design a rate limiter?', 'defer'],
    ['sorry i said it wrong earlier the team was six people not sixteen', 'How do you plan a sprint?', 'correction'],
    ['can we continue in spanish please', 'How do you test a payment flow?', 'language_change'],
    ['ugh i am so nervous my hands are shaking', 'How would you profile a slow Android screen?', 'nerves'],
    ['hello can you hear me my mic was off', 'How do you keep a dashboard trustworthy?', 'heard_check'],
  ] as const)('reads %j as %s', (text, question, act) => {
    expect(classifyTurn(text, question).act).toBe(act);
  });

  it('tells a few kinds by their words where the model reads a neighbour, never in a long answer', () => {
    expect(refineAct('panel_question', 'sorry who am i talking to')).toBe('about_interviewer');
    expect(refineAct('dont_know', 'not now please, later i will answer')).toBe('defer');
    expect(refineAct('dont_know', 'do i get the feedback at the end')).toBe('dont_know');
    expect(refineAct('small_talk', 'sorry my mic was off')).toBe('heard_check');
    expect(refineAct('answer', 'Small correction: it was Datadog we used, not Grafana.')).toBe('correction');
    expect(refineAct('answer', 'one more thing about the previous answer, we also wrote a runbook')).toBe('addition');
    expect(refineAct('partial', 'was my previous answer good enough')).toBe('partial');
    const long = 'Around 2am our API went down because a certificate expired on the load balancer. Nobody was paged because the alert went through a dead channel, so I fixed the routing, renewed the certificate, added an expiry check to the pipeline and wrote down what we would do next time.';
    expect(refineAct('answer', long)).toBe('answer');
  });

  it('reads a wish to change the language only where a language is named', () => {
    const q = 'Tell me where you have used distributed transactions and why. What went wrong along the way?';
    expect(classifyTurn('Can we move on?', q).act).not.toBe('language_change');
    expect(classifyTurn('Could we do this in Spanish?', q).act).toBe('language_change');
    expect(classifyTurn('is it possible to switch to Russian for this part', q).act).toBe('language_change');
    // Every such turn of the corpus names one: the rule takes none of them from the model.
    const all = [...part('dev'), ...part('heldout')].filter((t) => t.label === 'language_change');
    expect(all.length).toBeGreaterThan(100);
    for (const t of all) expect(NAMES_A_LANGUAGE.test(t.text), t.text).toBe(true);
  });

  it('reads a real answer as an answer even when it says "repeat", "question" or "stop"', () => {
    const answer =
      'We had to repeat the load test twice because the first run stopped halfway, so I split the question of capacity into reads and writes and we found the write path capped at about 900 requests per second.';
    expect(classifyTurn(answer, 'How did you find the bottleneck?').act).toBe('answer');
  });
});
