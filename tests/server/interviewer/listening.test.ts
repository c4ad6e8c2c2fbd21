import { describe, expect, it } from 'vitest';
import { createInterviewerFactory, readInterviewerConfig, type Interviewer } from '../../../server/interviewer';
import { collect, currentItem, goodAnswer, scenario, text } from './support';

/** The interviewer answers what was said: acknowledgements that fit the answer, requests met as a person would. */

const factory = createInterviewerFactory(readInterviewerConfig({}));
const GOOD_ACKS = ["that's a clear example", 'walking me through that', 'that gives me a good picture', 'that makes sense', "that's helpful", 'interesting'];
const praised = (said: string) => GOOD_ACKS.some((a) => said.toLowerCase().includes(a.toLowerCase()));

async function atFirstMainQuestion(id: string, seed: string): Promise<Interviewer> {
  const interviewer = factory.create(scenario(id), { seed });
  await collect(interviewer.open());
  await collect(interviewer.respond(goodAnswer(interviewer.progress())));
  return interviewer;
}

describe('acknowledgements that fit the answer', () => {
  it('does not praise a list of the role’s keywords, and asks for what it lacks', async () => {
    const interviewer = await atFirstMainQuestion('senior-frontend-react-northwind', 'keywords');
    const item = currentItem(interviewer.progress());
    const reply = text(await collect(interviewer.respond('React, TypeScript, Redux Toolkit, Jest, Storybook, Core Web Vitals, accessibility, GraphQL, Next.js, design systems, performance')));
    expect(praised(reply)).toBe(false);
    expect(currentItem(interviewer.progress()).id).toBe(item.id);
    expect(interviewer.progress().awaiting?.kind).toBe('follow_up');
  });

  it('thanks a concrete story plainly or warmly, never with a request for an example', async () => {
    const interviewer = await atFirstMainQuestion('backend-nodejs-parcelrun', 'story');
    const story =
      'At Shipwise I owned the label service. Our p95 latency was 900 ms because every request called the carrier API, so I added a Redis cache keyed by parcel size and route, ' +
      'and I moved the slow carriers behind a BullMQ queue. Latency dropped to 120 ms and the timeouts that paged us twice a week stopped; the trade-off was up to five minutes of stale rates, which the business accepted.';
    const reply = await collect(interviewer.respond(story));
    expect(reply.some((u) => u.kind === 'follow_up' && /specific example|one real situation/i.test(u.text))).toBe(false);
    expect(reply.length).toBeGreaterThan(0);
  });

  it('closes without praising the conversation when the candidate passed on every question', async () => {
    const interviewer = factory.create(scenario('data-engineer-velorra'), { seed: 'passes' });
    await collect(interviewer.open());
    let closing = '';
    for (let turn = 0; turn < 60 && !interviewer.finished; turn += 1) {
      const awaiting = interviewer.progress().awaiting;
      const say = awaiting?.kind === 'candidate_question' ? 'no thank you' : "sorry I don't know this one";
      const reply = await collect(interviewer.respond(say));
      closing = text(reply.filter((u) => u.kind === 'closing')) || closing;
    }
    expect(interviewer.finished).toBe(true);
    expect(closing).not.toMatch(/really good conversation|thoughtful answers/i);
  });
});

describe('requests met as a person would', () => {
  it('asks an answer in Spanish to go on in English, and keeps the question open without crediting a skill', async () => {
    const interviewer = await atFirstMainQuestion('frontend-react-sumlark', 'spanish');
    const before = interviewer.progress().awaiting;
    const reply = text(await collect(interviewer.respond('Sí, trabajé tres años con React y Redux en una tienda en línea, y mejoramos el tiempo de carga a la mitad.')));
    expect(reply).toMatch(/English/);
    expect(reply).not.toMatch(/useful context|good to hear you have worked/i);
    expect(interviewer.progress().awaiting).toEqual(before);
  });

  it('gives time to think and keeps the question word for word', async () => {
    const interviewer = await atFirstMainQuestion('senior-backend-go-brackwater', 'think');
    const before = interviewer.progress().awaiting;
    const reply = text(await collect(interviewer.respond('hmm can i have a minute to think about that')));
    expect(reply).toMatch(/take (your|a|all the)/i);
    expect(reply).not.toMatch(/\?/);
    expect(interviewer.progress().awaiting).toEqual(before);
  });

  it('answers a question about pay from the scenario, then asks its own question again', async () => {
    const s = scenario('backend-python-django-greenhollow');
    const interviewer = await atFirstMainQuestion(s.id, 'salary');
    const item = currentItem(interviewer.progress());
    const reply = await collect(interviewer.respond('before i answer what salary range are you offering for this role'));
    expect(reply[0].kind).toBe('answer');
    expect(text(reply)).toContain(item.text);
    expect(currentItem(interviewer.progress()).id).toBe(item.id);
  });

  it('does not echo a tool the candidate says they never used', async () => {
    const interviewer = await atFirstMainQuestion('backend-nodejs-parcelrun', 'never');
    const reply = text(await collect(interviewer.respond("I've never used Kafka, to be honest.")));
    expect(reply).not.toMatch(/you (mentioned|brought up) kafka/i);
  });

  it('asks once to go on in English; a second answer in another language stands and the interview goes on', async () => {
    const interviewer = await atFirstMainQuestion('frontend-react-sumlark', 'spanish-twice');
    const first = currentItem(interviewer.progress());
    await collect(interviewer.respond('Trabajé con React y Redux tres años, y reduje el tiempo de carga a la mitad con división de código.'));
    const again = text(await collect(interviewer.respond('Perdón, es más fácil para mí en español: usé React Query y pruebas con Jest en cada componente.')));
    expect(again).not.toMatch(/in English/);
    expect(interviewer.progress().asked.find((r) => r.itemId === first.id)?.answers).toBe(1);
  });
});

describe('ending', () => {
  it('ends at once when the candidate clearly asks to', async () => {
    const interviewer = await atFirstMainQuestion('senior-backend-go-brackwater', 'end-clear');
    await collect(interviewer.respond("I'm sorry, I have to leave now, can we end the interview here?"));
    expect(interviewer.finished).toBe(true);
    expect(interviewer.progress().endReason).toBe('candidate_request');
  });

  it('asks before ending when unsure, ends on yes, and goes back to the same question on no', async () => {
    const interviewer = await atFirstMainQuestion('senior-backend-go-brackwater', 'end-unsure');
    const item = currentItem(interviewer.progress());
    const before = interviewer.progress().awaiting;
    // Put the engine in the state a hesitant "maybe we should stop" reading leads to.
    const progress = interviewer.progress();
    const resumed = factory.resume(scenario('senior-backend-go-brackwater'), {
      ...progress,
      awaiting: { ...progress.awaiting!, kind: 'end_confirmation', text: 'Would you like to end the interview here?', before: { kind: before!.kind, participantId: before!.participantId, text: before!.text } },
    });
    const back = await collect(resumed.respond("no no, let's continue"));
    expect(text(back)).toContain(item.text);
    expect(resumed.progress().awaiting).toMatchObject({ kind: 'question', itemId: item.id, text: before!.text });
    const yes = factory.resume(scenario('senior-backend-go-brackwater'), {
      ...progress,
      awaiting: { ...progress.awaiting!, kind: 'end_confirmation', text: 'Would you like to end the interview here?', before: { kind: before!.kind, participantId: before!.participantId, text: before!.text } },
    });
    await collect(yes.respond('yes please'));
    expect(yes.finished).toBe(true);
  });
});
