import { describe, expect, it } from 'vitest';
import { previousInterviewQuestions } from '../../../server/conversations/repository';
import type { Database } from '../../../server/db/database';
import { buildPlan, mainItems } from '../../../server/interviewer/plan';
import type { InterviewProgress } from '../../../server/interviewer/types';
import { backends } from '../support/databases';
import { TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';

/**
 * Issue 39, item 4: a user's second interview of the same job is not the first one again. The live
 * service reads the questions of the user's last interview of the job and the plan words its own
 * otherwise.
 */

const LONG_ANSWER =
  'In my last role I led the migration of our React dashboard to TypeScript. For example, I split the work into twelve small steps, ' +
  'paired with two colleagues, and we cut production errors by forty percent within three months while shipping features every week.';

/** Main questions asked before the candidate ends: the first three. */
const ASKED = 3;
const FIRST_UID = '00000000-0000-4000-8000-000000000001';

/** The texts of the first `n` main questions a plan with this seed asks, without anything to avoid. */
function firstQuestions(uid: string, n = ASKED): string[] {
  return mainItems(buildPlan(TWO_PANEL_JOB, uid)).slice(0, n).map((i) => i.text);
}

/**
 * A second uid whose own plan (nothing avoided) would ask one of the first interview's questions
 * again within its first questions: without the service's look-back, this test fails.
 */
const SECOND_UID = (() => {
  const first = new Set(firstQuestions(FIRST_UID));
  for (let i = 2; i < 2000; i += 1) {
    const uid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (firstQuestions(uid).some((t) => first.has(t))) return uid;
  }
  throw new Error('no seed repeats a question of the first interview: the test cannot tell the look-back from luck');
})();

async function storedProgress(db: Database, uid: string): Promise<InterviewProgress> {
  const [row] = await db.query<{ live_state: { progress: InterviewProgress } }>('SELECT live_state FROM conversations WHERE uid = $1', [uid]);
  return row.live_state.progress;
}

/** The main questions the interview reached, as its stored progress holds them. */
function askedQuestions(progress: InterviewProgress): string[] {
  const reached = new Set(progress.asked.map((a) => a.itemId));
  return mainItems(progress.plan).filter((i) => reached.has(i.id)).map((i) => i.text);
}

describe.each(backends())('a second interview of the same job (%s)', (backend) => {
  const h = useLiveHarness(backend);

  it('asks its questions in other words than the first one', async () => {
    const user = await h.user();
    const interviews: Array<{ asked: string[]; said: string }> = [];
    for (const uid of [FIRST_UID, SECOND_UID]) {
      const client = await h.connect();
      client.start(user.accessToken, TWO_PANEL_JOB.id, uid);
      await h.settled(client, uid);
      // The introduction, then the first main questions.
      for (let i = 0; i <= ASKED; i += 1) await h.answer(client, uid, LONG_ANSWER);
      client.send({ type: 'end_interview', uid });
      await client.closed;
      const said = client.roles().filter((m) => m.role !== 'USER').map((m) => m.text).join(' ');
      interviews.push({ asked: askedQuestions(await storedProgress(h.db, uid)), said });
    }
    const [first, second] = interviews;
    expect(first.asked.length).toBeGreaterThanOrEqual(ASKED);
    expect(second.asked.length).toBeGreaterThanOrEqual(ASKED);
    // Without the look-back the second would ask one of these again (SECOND_UID was chosen so).
    expect(second.asked.filter((q) => first.asked.includes(q))).toEqual([]);
    // And the candidate never hears one of the first interview's questions word for word.
    for (const question of first.asked) expect(second.said).not.toContain(question);
    // The look-back is fixed by when each interview started: a resume of the second before its opening
    // (which plans again from its seed) reads the first interview's questions, whatever came after.
    expect(await previousInterviewQuestions(h.db, user.id, TWO_PANEL_JOB.id, SECOND_UID)).toEqual(first.asked);
    expect(await previousInterviewQuestions(h.db, user.id, TWO_PANEL_JOB.id, FIRST_UID)).toEqual([]);
    const other = await h.user();
    expect(await previousInterviewQuestions(h.db, other.id, TWO_PANEL_JOB.id, SECOND_UID)).toEqual([]);
  }, 120_000);

  it('a first interview of a job is planned from its seed alone', async () => {
    const user = await h.user();
    const client = await h.connect();
    client.start(user.accessToken, TWO_PANEL_JOB.id, SECOND_UID);
    await h.settled(client, SECOND_UID);
    const progress = await storedProgress(h.db, SECOND_UID);
    expect(progress.plan).toEqual(buildPlan(TWO_PANEL_JOB, SECOND_UID));
  }, 60_000);
});
