import { findScenario, type JobScenario } from '../catalog/repository';
import type { Queryable } from '../db/database';
import type { PlanCv } from '../interviewer/types';
import { readCv } from '../postings/cv';
import { findPrivateScenario } from '../postings/repository';
import { findSkills } from '../postings/skills';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a job id is one of a candidate's own scenarios (a UUID) rather than a catalogue job (a slug). */
export const isOwnJobId = (jobId: string): boolean => UUID.test(jobId);

/**
 * The job a live interview is about: a catalogue scenario, or one of the candidate's own scenarios
 * built from a pasted posting (server/postings), with what their CV says when they added one.
 */
export interface InterviewJob {
  scenario: JobScenario;
  /** The candidate's own scenario (private to them; never PRO-only: DECISIONS.md counts them, it does not gate them). */
  own: boolean;
  /** The CV read against the scenario's skills: roles and lines of experience (never its text). */
  cv: PlanCv | null;
  /** The technologies the CV names (the posting's and others), for the recognizer's vocabulary. */
  cvTerms: string[];
}

/** What an interview takes from the candidate's CV. */
export interface OwnCv {
  plan: PlanCv;
  terms: string[];
}

/**
 * The job `jobId` for `userId`: the catalogue's active scenario, else the user's own private scenario.
 * Another user's private scenario is as unknown as a made-up id (null), so nobody learns it exists.
 */
export async function findInterviewJob(db: Queryable, userId: string, jobId: string): Promise<InterviewJob | null> {
  const catalogue = await findScenario(db, jobId);
  if (catalogue) return { scenario: catalogue, own: false, cv: null, cvTerms: [] };
  const own = await findPrivateScenario(db, userId, jobId);
  if (!own) return null;
  const cv = own.hasCv ? await cvOf(db, userId, jobId, own.scenario.skills) : null;
  return { scenario: own.scenario, own: true, cv: cv?.plan ?? null, cvTerms: cv?.terms ?? [] };
}

/**
 * The CV stored with the user's private scenario `id`, read against the scenario's skills; null when
 * there is none (any more: the scenario may have been deleted since the interview started). The CV's
 * text stays in this function: only the reading leaves it, and nothing of it is logged.
 */
export async function cvOf(db: Queryable, userId: string, id: string, skills: readonly string[]): Promise<OwnCv | null> {
  if (!isOwnJobId(id)) return null; // a catalogue job's id
  const [row] = await db.query<{ cv_text: string | null }>('SELECT cv_text FROM private_scenarios WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!row?.cv_text) return null;
  const reading = readCv(row.cv_text, skills);
  if (!reading.ok) return null;
  return {
    plan: { roles: reading.cv.roles, highlights: reading.cv.highlights },
    terms: [...reading.cv.matchingSkills, ...reading.cv.otherSkills],
  };
}

/** Loads the skills lexicon the CV reader uses (a few hundred milliseconds once), before the server listens. */
export function warmUpCvReader(): void {
  findSkills('Warming up with TypeScript and Kafka.', ['engineering']);
}
