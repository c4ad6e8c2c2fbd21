import { describe, expect, it } from 'vitest';
import { analyseAnswer, buildPlan } from '../../../server/interviewer';
import { detectIntent, hasNoMoreQuestions, isQuestionText } from '../../../server/interviewer/analysis';
import { scenario } from './support';

const s = scenario('senior-backend-go-brackwater');
const plan = buildPlan(s, 'analysis');
const technical = plan.items.find((i) => i.kind === 'technical' && i.source.type === 'skill' && i.skills.includes('Kafka')) ?? plan.items.find((i) => i.kind === 'technical')!;
const behavioural = plan.items.find((i) => i.kind === 'behavioural')!;

describe('what the candidate wants', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['um uh hmm', 'empty'],
    ["I don't know", 'dont_know'],
    ['honestly no idea', 'dont_know'],
    ["I'm not sure, I have never used it", 'dont_know'],
    ["Let's end here.", 'stop'],
    ["I'd like to stop.", 'stop'],
    ['i would like to stop the interview now', 'stop'],
    ['can we finish here please', 'stop'],
    ['Could you repeat that?', 'repeat'],
    ['can you repeat the question', 'repeat'],
    ['sorry what was the question', 'repeat'],
    ['Could you rephrase it please?', 'repeat'],
    ['Pardon?', 'repeat'],
    ['can we skip this one', 'skip'],
    ['next question please', 'skip'],
  ])('%j → %s', (answer, intent) => {
    expect(detectIntent(answer)).toBe(intent);
  });

  it('does not mistake an answer for a request', () => {
    expect(detectIntent('We had to stop the deployment halfway because the migration locked the ledger table for ten minutes, so I rolled it back and split it into batches.')).toBe('answer');
    expect(detectIntent('I asked the team lead to repeat the load test with production data, and the retries doubled, which showed us the consumer was not idempotent at all.')).toBe('answer');
    expect(detectIntent('The tests pass in CI now because I fixed the flaky fixture.')).toBe('answer');
    expect(detectIntent('I had to stop the container and I need to stop the old service first.')).toBe('answer');
  });
});

describe('answer analysis', () => {
  it('marks a short answer', () => {
    const a = analyseAnswer('I used Kafka a lot.', { scenario: s, item: technical, awaiting: 'question' });
    expect(a.intent).toBe('answer');
    expect(a.gaps).toEqual(['too_short']);
    expect(a.mentionedSkills).toContain('Kafka');
  });

  it('marks a behavioural answer without a concrete example', () => {
    const vague =
      'I think communication is really important in general and I always try to listen to everyone, stay calm and find a compromise that works for the whole team and for the business in the long run.';
    const a = analyseAnswer(vague, { scenario: s, item: behavioural, awaiting: 'question' });
    expect(a.gaps).toEqual(['no_example']);
    expect(a.hasExample).toBe(false);
  });

  it('marks an answer that talks about something else', () => {
    const offTopic =
      'My favourite holiday was a long walk along the coast of Cornwall with my family, eating fish and chips on the beach and watching the surfers in the evening sun for hours.';
    const a = analyseAnswer(offTopic, { scenario: s, item: technical, awaiting: 'question' });
    expect(a.onTopic).toBe(false);
    expect(a.gaps).toEqual(['off_topic']);
  });

  it('accepts a full, specific answer', () => {
    const good =
      'At my last job we had duplicate Kafka messages after a consumer rebalance, so I made the ledger consumer idempotent with a processed-offsets table in PostgreSQL. As a result duplicates dropped to zero and we removed a nightly clean-up job.';
    const a = analyseAnswer(good, { scenario: s, item: technical, awaiting: 'question' });
    expect(a.gaps).toEqual([]);
    expect(a.hasExample).toBe(true);
    expect(a.hasOutcome).toBe(true);
    expect(a.hasNumber).toBe(true);
    expect(a.mentionedSkills).toEqual(expect.arrayContaining(['Kafka', 'PostgreSQL']));
  });

  it('reads recognizer output without punctuation or capitals', () => {
    const spoken =
      'at my last job we had duplicate kafka messages after a rebalance so i made the consumer idempotent and as a result duplicates dropped to zero and the team stopped the nightly clean up job';
    const a = analyseAnswer(spoken, { scenario: s, item: technical, awaiting: 'question' });
    expect(a.gaps).toEqual([]);
    expect(a.mentionedSkills).toContain('Kafka');
  });

  it('tells a question from "no more questions"', () => {
    expect(isQuestionText('What does a typical week look like?')).toBe(true);
    expect(isQuestionText('how big is the team')).toBe(true);
    expect(isQuestionText("I'd like to know more about the on-call rotation")).toBe(true);
    expect(hasNoMoreQuestions("No, that's all, thank you.")).toBe(true);
    expect(hasNoMoreQuestions('nope i think you covered everything')).toBe(true);
    expect(hasNoMoreQuestions('No questions from me, thanks')).toBe(true);
    expect(hasNoMoreQuestions('What is the salary?')).toBe(false);
  });
});

describe('the candidate wants to ask', () => {
  it.each([
    ['Yes, I have a question.', true],
    ['yeah i have a couple of questions', true],
    ['I do', true],
    ['Yes please', true],
    ['What is the salary?', false],
    ["No, that's all.", false],
    ['How big is the team', false],
    ["yeah i've got a couple actually", true],
    ['Actually yes, one quick question.', true],
    ['I have a question about the on-call rotation', false],
    ['no i am good thank you', false],
    ['Thanks, that was really interesting.', false],
  ])('%j → %s', async (answer, expected) => {
    const { wantsToAsk } = await import('../../../server/interviewer/analysis');
    expect(wantsToAsk(answer)).toBe(expected);
  });
});

describe('at the invitation to ask the panel', () => {
  const saltmarsh = scenario('product-designer-saltmarsh');
  const invitation = buildPlan(saltmarsh, 'analysis').items.find((i) => i.kind === 'candidate_questions')!;
  // After "yes, I have a question" the panel's last words are "go ahead": the question is read against those.
  const read = (answer: string) => analyseAnswer(answer, { scenario: saltmarsh, item: invitation, awaiting: 'candidate_question', question: 'Of course, go ahead.' }).act;

  it('takes a question that names nothing of the interview as a question for the panel', () => {
    // The turn classifier alone reads this one as a question about the interview ("how do … work").
    expect(read('How do designers and researchers work together at Saltmarsh?')).toBe('panel_question');
    expect(read('how does the on-call rotation work for the payments team')).toBe('panel_question');
  });

  it('still answers a question about the interview itself as one', () => {
    expect(read('how long is this interview going to take')).toBe('about_interview');
    expect(read('do i get feedback on my answers at the end')).toBe('about_interview');
  });
});
