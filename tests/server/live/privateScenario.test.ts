import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import type { ServerMessage } from '../../../openapi/live-protocol';
import type { Database } from '../../../server/db/database';
import { loadEvaluationInput } from '../../../server/evaluation/repository';
import { cvOf } from '../../../server/live/jobs';
import { createInterviewSpeech } from '../../../server/live/panel';
import { JOB_NOT_FOUND } from '../../../server/live/service';
import type { RecognitionSessionOptions, SpeechRecognizer } from '../../../server/speech';
import { bearer } from '../support/accounts';
import { backends } from '../support/databases';
import { isStatus, isType, type LiveClient } from './support/client';
import { chargedInterviews, expectClosed, useLiveHarness, type LiveHarness } from './support/liveHarness';
import { useInProcessEvaluator } from '../support/evaluator';

type PrivateScenario = components['schemas']['PrivateScenario'];

/** A posting of the labelled fixtures: a senior backend job in Go with Kafka and PostgreSQL. */
const POSTING = readFileSync('tests/fixtures/postings/dev/01-senior-backend-go.txt', 'utf8');
const CV = [
  'Maya Lindholm',
  'EXPERIENCE',
  'Senior Software Engineer at Copperfield Pay | Mar 2021 – present',
  '- Moved the payments settlement service from cron jobs to Kafka consumers, cutting settlement lag from 4 hours to 10 minutes',
  '- Tuned PostgreSQL queries for the ledger and introduced read replicas',
  'Software Engineer, Brindle Logistics (2017 – 2021)',
  '- Built REST APIs in Go for shipment tracking, running on Kubernetes',
].join('\n');

const ANSWER =
  'At Copperfield Pay I moved our settlement jobs to Kafka consumers written in Go. For example, I designed the topic layout, ' +
  'made every consumer idempotent with a PostgreSQL table of processed ids, and we cut the settlement lag from four hours to ten minutes ' +
  'while the ledger stayed correct through two peak seasons.';
const NO_QUESTIONS = 'No, I have no more questions, thank you.';

async function createOwn(h: LiveHarness, token: string, cvText?: string): Promise<PrivateScenario> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/web-api/private-scenarios',
    headers: bearer(token),
    payload: { postingText: POSTING, ...(cvText && { cvText }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PrivateScenario;
}

async function answerUntilEnd(h: LiveHarness, client: LiveClient, uid: string): Promise<number> {
  for (let turn = 0; turn < 40; turn++) {
    await h.settled(client, uid);
    if (client.ofType('system').length || client.isClosed) return turn;
    const asked = client.roles().filter((m) => m.role !== 'USER').at(-1)?.text ?? '';
    await h.answer(client, uid, /\bquestions?\b.*\b(for|about)\b|anything you.d like to ask/i.test(asked) ? NO_QUESTIONS : ANSWER);
  }
  throw new Error('the interview did not end');
}

async function conversation(db: Database, uid: string) {
  const [row] = await db.query<{ id: string; job_id: string; scenario: { id: string; skills: string[]; position: string }; status: string }>(
    'SELECT id, job_id, scenario, status FROM conversations WHERE uid = $1',
    [uid],
  );
  return row;
}

const evaluator = useInProcessEvaluator();

describe.each(backends())('live interview on a private scenario (%s)', (backend) => {
  const h = useLiveHarness(backend, { logs: true, env: { LOG_LEVEL: 'debug' } });

  it('runs on the owner’s scenario: its panel, questions about the CV, and a report on the posting’s skills', async () => {
    const owner = await h.user();
    const own = await createOwn(h, owner.accessToken, CV);
    // The candidate edits the skills before starting: the report must score the stored ones.
    const skills = [...own.scenario.skills.filter((s) => s !== 'Docker'), 'Event sourcing'];
    const edited = await h.app.inject({ method: 'PUT', url: `/web-api/private-scenarios/${own.id}`, headers: bearer(owner.accessToken), payload: { skills } });
    expect(edited.statusCode, edited.body).toBe(200);

    const client = await h.connect();
    const uid = client.start(owner.accessToken, own.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ code: 200, uid });
    await h.settled(client, uid);
    const panel = own.scenario.participants;
    const opening = client.roles().filter((m) => m.role !== 'USER');
    expect(new Set(opening.map((m) => m.senderId))).toEqual(new Set(panel.map((p) => p.id)));
    // The opening question is about the role on the CV that matches the posting.
    const intro = "Your CV says you're currently a Senior Software Engineer at Copperfield Pay.";
    expect(opening.map((m) => m.text).join(' ')).toContain(intro);

    const answers = await answerUntilEnd(h, client, uid);
    expect(answers).toBeGreaterThanOrEqual(8);
    const closed = await client.closed;
    expectClosed(closed, 1000, 'interview finished');
    expect(client.ofType('error')).toEqual([]);
    const asked = client.roles().filter((m) => m.role !== 'USER');
    for (const m of asked) expect(panel.map((p) => p.id)).toContain(m.senderId);
    // Lines of the CV that use the posting's skills are asked about, by a technical interviewer.
    const cvQuestions = asked.filter((m) => /\bYour CV (says|mentions)\b|\bon your CV\b/.test(m.text) && !m.text.includes(intro));
    expect(cvQuestions.length).toBeGreaterThanOrEqual(1);
    expect(cvQuestions.map((m) => m.text).join(' ')).toMatch(/Kafka consumers|PostgreSQL queries|REST APIs in Go/);
    const technical = panel.find((p) => p.focus === 'technical')!;
    expect(cvQuestions.some((m) => m.senderId === technical.id)).toBe(true);
    expect(await chargedInterviews(h.db, owner.id)).toBe(1);

    // The conversation keeps the scenario as it was when the interview started; the report reads it.
    const stored = await conversation(h.db, uid);
    expect(stored).toMatchObject({ job_id: own.id, status: 'ended', scenario: { id: own.id, skills } });
    const input = await loadEvaluationInput(h.db, stored.id);
    expect(input!.scenario.skills).toEqual(skills);
    const analysis = await evaluator.evaluate(input!);
    const scored = analysis.hardSkills.skills.map((s) => s.skill);
    expect(scored.length).toBeGreaterThan(0);
    for (const skill of scored) expect(skills).toContain(skill);
    expect(scored).toEqual(expect.arrayContaining(['Kafka']));

    // The CV never reaches the log.
    const logged = JSON.stringify(h.logs);
    expect(logged).not.toContain('Copperfield');
    expect(logged).not.toContain('settlement service from cron jobs');
  });

  it('refuses anyone else as for an unknown job (404, close 1000, nothing charged), and their report view is 404', async () => {
    const owner = await h.user();
    const stranger = await h.user();
    const own = await createOwn(h, owner.accessToken, CV);

    const intruder = await h.connect();
    const theirUid = intruder.start(stranger.accessToken, own.id);
    expect(await intruder.next(isType('status'))).toMatchObject({ code: 404, message: JOB_NOT_FOUND, uid: theirUid });
    expectClosed(await intruder.closed, 1000);
    expect(await chargedInterviews(h.db, stranger.id)).toBe(0);
    expect(await conversation(h.db, theirUid)).toBeUndefined();
    // Exactly what a made-up id gets.
    const guesser = await h.connect();
    const guessUid = guesser.start(stranger.accessToken, '6f1c2b9e-0000-4000-8000-000000000000');
    expect(await guesser.next(isType('status'))).toMatchObject({ code: 404, message: JOB_NOT_FOUND, uid: guessUid });

    // The owner's interview, ended after one answer: its report and conversation are the owner's alone.
    const client = await h.connect();
    const uid = client.start(owner.accessToken, own.id);
    await h.settled(client, uid);
    await h.answer(client, uid, ANSWER);
    client.send({ type: 'end_interview', uid });
    await client.closed;
    const { id } = await conversation(h.db, uid);
    const report = (token: string) => h.app.inject({ method: 'GET', url: `/web-api/conversations/${id}/report`, headers: bearer(token) });
    expect((await report(owner.accessToken)).statusCode).toBe(202);
    const refused = await report(stranger.accessToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'report_not_found' });
    const conversations = await h.app.inject({ method: 'GET', url: '/web-api/conversations/user', headers: bearer(stranger.accessToken) });
    expect(conversations.json()).toEqual([]);
  });

  it('resumes after a restart with the same plan, CV questions included, and a deleted scenario does not stop it', async () => {
    const owner = await h.user();
    const own = await createOwn(h, owner.accessToken, CV);
    const first = await h.connect();
    const uid = first.start(owner.accessToken, own.id);
    await h.settled(first, uid);
    await h.answer(first, uid, ANSWER);
    const [before] = await h.db.query<{ live_state: { progress: { plan: { items: Array<{ id: string; text: string; source: { type: string } }> } } } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    const plan = before.live_state.progress.plan.items;
    expect(plan.filter((i) => i.source.type === 'cv').length).toBeGreaterThanOrEqual(1);
    const lastQuestion = first.roles().filter((m) => m.role !== 'USER').at(-1)!;

    // The scenario (and its CV) deleted while the interview runs: the interview goes on as planned.
    const deleted = await h.app.inject({ method: 'DELETE', url: `/web-api/private-scenarios/${own.id}`, headers: bearer(owner.accessToken) });
    expect(deleted.statusCode).toBe(204);
    await h.restart();
    expectClosed(await first.closed, 1012, 'server restarting');

    const second = await h.connect();
    second.reconnect(owner.accessToken, uid);
    await second.next(isStatus('connected'));
    const replayed = await second.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.id === lastQuestion.id);
    expect(replayed.text).toBe(lastQuestion.text);
    await answerUntilEnd(h, second, uid);
    expectClosed(await second.closed, 1000, 'interview finished');
    const [after] = await h.db.query<{ live_state: { progress: { plan: { items: Array<{ id: string; text: string }> } } } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    expect(after.live_state.progress.plan.items.map((i) => i.text)).toEqual(plan.map((i) => i.text));
    // Every CV question of the plan was asked, in its planned words.
    const said = [...first.roles(), ...second.roles()].map((m) => m.text).join(' ');
    for (const item of plan.filter((i) => i.source.type === 'cv')) expect(said).toContain(item.text);
  });

  it('gives the recognizer the posting’s skills and the CV’s technologies as the interview’s vocabulary', async () => {
    const owner = await h.user();
    const own = await createOwn(h, owner.accessToken, `${CV}\n- Wrote the deployment scripts in Terraform and Ansible`);
    const cv = await cvOf(h.db, owner.id, own.id, own.scenario.skills);
    expect(cv!.terms).toEqual(expect.arrayContaining(['Kafka', 'PostgreSQL', 'Terraform', 'Ansible']));
    // Another user's id gives nothing, as does a catalogue job's.
    const stranger = await h.user();
    expect(await cvOf(h.db, stranger.id, own.id, own.scenario.skills)).toBeNull();
    expect(await cvOf(h.db, owner.id, 'frontend-react', [])).toBeNull();

    const sessions: RecognitionSessionOptions[] = [];
    const recording: SpeechRecognizer = {
      name: 'recording',
      streaming: false,
      createSession(options = {}) {
        sessions.push(options);
        return { write: () => undefined, end: async () => ({ text: '', audioMs: 0, latencyMs: 0 }), abort: () => undefined };
      },
      close: async () => undefined,
    };
    const speech = createInterviewSpeech({ engines: { recognizer: recording, synthesizer: null }, scenario: own.scenario, terms: cv!.terms, uid: 'u1', log: h.app.log });
    speech.listen(() => undefined);
    expect(sessions[0].speaker).toBe('u1');
    expect(new Set(sessions[0].hints)).toEqual(new Set([...own.scenario.skills, ...cv!.terms]));
  });

  it('opens with the welcome messages the candidate edited before saving, each from its interviewer', async () => {
    const owner = await h.user();
    const read = await h.app.inject({ method: 'POST', url: '/web-api/private-scenarios/drafts', headers: bearer(owner.accessToken), payload: { postingText: POSTING } });
    expect(read.statusCode, read.body).toBe(200);
    const draft = (read.json() as { scenario: PrivateScenario['scenario'] }).scenario;
    const welcomes = ['Good morning, I am your first interviewer today. Take your time with every answer.', 'Hi there, glad you could make it.', 'Welcome aboard, shall we get started?'];
    const participants = draft.participants.map((p, i) => ({ id: p.id, name: p.name, role: p.role, gender: p.gender ?? 'female', welcomeMessage: welcomes[i] }));
    const saved = await h.app.inject({
      method: 'POST',
      url: '/web-api/private-scenarios',
      headers: bearer(owner.accessToken),
      payload: { postingText: POSTING, review: { participants } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const own = saved.json() as PrivateScenario;

    const client = await h.connect();
    const uid = client.start(owner.accessToken, own.id);
    await h.settled(client, uid);
    const opening = client.roles().filter((m) => m.role !== 'USER');
    const welcomeOf = new Map(participants.map((p) => [p.id, p.welcomeMessage]));
    // What each interviewer says in turn (a welcome of two sentences comes as two messages of one speaker).
    const turns: Array<{ senderId: string; text: string }> = [];
    for (const m of opening) {
      const last = turns.at(-1);
      if (last && last.senderId === m.senderId) last.text = `${last.text} ${m.text}`;
      else turns.push({ senderId: m.senderId, text: m.text });
    }
    // The interview opens with the lead's welcome, word for word, and every interviewer says theirs before the first question.
    expect(turns[0].text).toBe(welcomeOf.get(turns[0].senderId));
    expect(turns.slice(0, participants.length).map((t) => t.senderId).sort()).toEqual(participants.map((p) => p.id).sort());
    for (const t of turns.slice(0, participants.length)) expect(t.text.startsWith(welcomeOf.get(t.senderId)!), t.text).toBe(true);
    expect(opening.map((m) => m.text).join(' ')).toContain('?');
  });

  it('starts on a scenario without a CV with the job’s own questions only', async () => {
    const owner = await h.user();
    const own = await createOwn(h, owner.accessToken);
    const client = await h.connect();
    const uid = client.start(owner.accessToken, own.id);
    await h.settled(client, uid);
    const [row] = await h.db.query<{ live_state: { progress: { plan: { items: Array<{ text: string; source: { type: string } }> } } } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    const items = row.live_state.progress.plan.items;
    expect(items.some((i) => i.source.type === 'cv')).toBe(false);
    expect(items.map((i) => i.text).join(' ')).not.toMatch(/your CV/i);
  });
});
