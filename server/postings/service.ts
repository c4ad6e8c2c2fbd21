import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../openapi/schema.gen';
import { readAllowance } from '../billing/allowance';
import type { Database, Queryable } from '../db/database';
import { LlmError } from '../llm/client';
import { Refused, refusal, refusalsOf, type Result } from '../results';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DocumentErrorCode, type DocumentFormat } from './documents';
import type { PostingErrorCode } from './extract';
import type { PostingRefiner } from './llm';
import type { PostingReader } from './reader';
import {
  countPrivateScenarios,
  deletePrivateScenario,
  findPrivateScenario,
  insertPrivateScenario,
  listPrivateScenarios,
  lockOwner,
  updatePrivateScenario,
  type PrivateScenarioRow,
} from './repository';

type Schemas = components['schemas'];
type JobScenario = Schemas['JobScenario'];
type Participant = Schemas['Participant'];
export type PrivateScenario = Schemas['PrivateScenario'];
export type PrivateScenarioCreateRequest = Schemas['PrivateScenarioCreateRequest'];
export type PostingReadRequest = Schemas['PostingReadRequest'];
export type PostingDraft = Schemas['PostingDraft'];
export type PrivateScenarioUpdateRequest = Schemas['PrivateScenarioUpdateRequest'];

/** DECISIONS.md, "Custom scenarios from a pasted job posting"; the contract holds the same sizes. */
export const PRIVATE_SCENARIO_LIMITS = {
  /** Private scenarios a free user keeps at a time (PRO: no limit). */
  freeKeeps: 3,
  cvMaxChars: 20000,
};

export const PRIVATE_SCENARIO_NOT_FOUND = 'The requested job does not exist or has been deleted.';
export const PRIVATE_SCENARIO_LIMIT =
  'The free plan keeps up to 3 of your own jobs at a time. Delete one of them, or upgrade to PRO to keep as many as you like.';
export const CV_TOO_LONG = `The CV is longer than ${PRIVATE_SCENARIO_LIMITS.cvMaxChars.toLocaleString('en-GB')} characters.`;

/** Why a request about private scenarios is refused; the HTTP layer maps each to its status (server/http/refusals.ts). */
export type PrivateScenarioRefusal =
  | 'private_scenario_not_found'
  | 'private_scenario_limit'
  | 'posting_too_short'
  | 'posting_too_long'
  | 'posting_not_english'
  | 'not_a_posting'
  | 'cv_too_long'
  | DocumentErrorCode;

export type PrivateScenarioAnswer<T> = Result<T, PrivateScenarioRefusal>;

/** The extractor's reasons as the API names them. */
const POSTING_REFUSAL: Record<PostingErrorCode, PrivateScenarioRefusal> = {
  empty: 'posting_too_short',
  too_short: 'posting_too_short',
  too_long: 'posting_too_long',
  not_english: 'posting_not_english',
  not_a_posting: 'not_a_posting',
};

const refused = (reason: PrivateScenarioRefusal, message: string) => new Refused(refusal(reason, message));
const answer = <T>(body: () => Promise<T>): Promise<PrivateScenarioAnswer<T>> => refusalsOf<T, PrivateScenarioRefusal>(body);
const notFound = () => refused('private_scenario_not_found', PRIVATE_SCENARIO_NOT_FOUND);

/** A user's own scenarios built from pasted job postings: private to them, counted by their plan. */
export interface PrivateScenarioService {
  /**
   * The scenario read from a posting, for the candidate to review; nothing is stored. A free user at the
   * plan's limit is refused before the posting is read.
   */
  draft(userId: string, body: PostingReadRequest): Promise<PrivateScenarioAnswer<PostingDraft>>;
  /** Reads the posting again and keeps it with the reviewed fields in place: the only call that stores one. */
  create(userId: string, body: PrivateScenarioCreateRequest): Promise<PrivateScenarioAnswer<PrivateScenario>>;
  list(userId: string): Promise<PrivateScenario[]>;
  get(userId: string, id: string): Promise<PrivateScenarioAnswer<PrivateScenario>>;
  update(userId: string, id: string, changes: PrivateScenarioUpdateRequest): Promise<PrivateScenarioAnswer<PrivateScenario>>;
  remove(userId: string, id: string): Promise<PrivateScenarioAnswer<null>>;
  /** The text of an uploaded posting or CV (a PDF or a .docx, base64); nothing is stored or logged but its size. */
  readDocument(userId: string, base64: string): Promise<PrivateScenarioAnswer<{ format: DocumentFormat; text: string }>>;
}

function viewOf(row: PrivateScenarioRow): PrivateScenario {
  return {
    id: row.id,
    scenario: row.scenario,
    hasCv: row.hasCv,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const idOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'interviewer';

/** The panel as sent, as the catalogue's participants: ids unique within it, the first one technical unless told. */
function panelOf(input: NonNullable<PrivateScenarioUpdateRequest['participants']>): Participant[] {
  const used = new Set<string>();
  return input.map((p, i) => {
    const base = p.id?.trim() || idOf(p.name);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return {
      id,
      name: p.name.trim(),
      role: p.role.trim(),
      gender: p.gender,
      focus: p.focus ?? (i === 0 ? 'technical' : 'behavioural'),
      ...(p.welcomeMessage?.trim() && { welcomeMessage: p.welcomeMessage.trim() }),
    };
  });
}

const texts = (items: readonly string[]) => items.map((s) => s.trim());

/** The stored scenario with the fields of `changes` put in place of its own. */
function changed(scenario: JobScenario, changes: PrivateScenarioUpdateRequest): JobScenario {
  const next: JobScenario = { ...scenario };
  if (changes.position !== undefined) next.position = changes.position.trim();
  if (changes.company !== undefined) next.company = changes.company.trim();
  if (changes.location !== undefined) next.location = changes.location.trim();
  if (changes.jobType !== undefined) next.jobType = changes.jobType.trim();
  if (changes.experience !== undefined) next.experience = changes.experience.trim();
  if (changes.salary !== undefined) next.salary = changes.salary.trim();
  if (changes.description !== undefined) next.description = changes.description.trim();
  if (changes.category !== undefined) next.category = changes.category.trim();
  if (changes.skills !== undefined) next.skills = [...new Set(texts(changes.skills))];
  if (changes.requirements !== undefined) next.requirements = texts(changes.requirements);
  if (changes.responsibilities !== undefined) next.responsibilities = texts(changes.responsibilities);
  if (changes.participants !== undefined) next.participants = panelOf(changes.participants);
  return next;
}

export function createPrivateScenarioService(deps: {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Reads a posting into a scenario (reader.ts: in its own thread). */
  reader: Pick<PostingReader, 'read' | 'readDocument'>;
  /** With `LLM_BASE_URL`: the model's reading of the posting, checked against it (llm.ts); null: the extractor's alone. */
  refiner?: PostingRefiner | null;
}): PrivateScenarioService {
  const { db, now, log, reader, refiner = null } = deps;

  /** The extractor's draft, refined by the model when there is one; on its failure the draft as it is. */
  async function refined(postingText: string, draft: JobScenario): Promise<JobScenario> {
    if (!refiner) return draft;
    try {
      return await refiner.refine(postingText, draft);
    } catch (err) {
      // The reason only: the posting is never written to the log.
      log.warn({ reason: err instanceof LlmError ? err.reason : 'error' }, 'the posting model did not answer; the extractor\'s reading is kept');
      return draft;
    }
  }

  /** The CV as stored: null when blank; refused when too long. */
  function cvOf(cvText: string | undefined): string | null {
    const cv = cvText?.trim() ? cvText : null;
    if (cv !== null && cv.length > PRIVATE_SCENARIO_LIMITS.cvMaxChars) throw refused('cv_too_long', CV_TOO_LONG);
    return cv;
  }

  /** The extractor's reading of the posting (up to half a second of CPU, in the reader's thread), or its refusal. */
  async function read(postingText: string, at: Date): Promise<JobScenario> {
    const extracted = await reader.read(postingText, at);
    if (!extracted.ok) throw refused(POSTING_REFUSAL[extracted.error.code], extracted.error.message);
    return extracted.scenario;
  }

  /** Refuses a free user who keeps as many as the plan allows already. */
  async function checkLimit(q: Queryable, userId: string, at: Date): Promise<void> {
    const allowance = await readAllowance(q, userId, at);
    if (!allowance.hasProSubscription && (await countPrivateScenarios(q, userId)) >= PRIVATE_SCENARIO_LIMITS.freeKeeps) {
      throw refused('private_scenario_limit', PRIVATE_SCENARIO_LIMIT);
    }
  }

  return {
    draft(userId, body) {
      return answer(async () => {
        cvOf(body.cvText);
        const at = now();
        // Before the posting is read: a user at the limit learns it without waiting for a reading they cannot keep.
        await checkLimit(db, userId, at);
        const scenario = await refined(body.postingText, await read(body.postingText, at));
        // Its size only: the posting is never written to the log.
        log.info({ userId, chars: body.postingText.length }, 'posting read into a draft');
        return { scenario };
      });
    },

    create(userId, body) {
      return answer(async () => {
        const cvText = cvOf(body.cvText);
        const at = now();
        // Before the posting is read (and again below, under the owner's lock, against a concurrent create).
        await checkLimit(db, userId, at);
        const extracted = await read(body.postingText, at);
        // A reviewed form replaces what the model would refine (title, company, lists, panel): it is asked only without one.
        const scenario = body.review ? changed(extracted, body.review) : await refined(body.postingText, extracted);
        const id = randomUUID();
        const row = await db.transaction(async (tx) => {
          await lockOwner(tx, userId);
          await checkLimit(tx, userId, at);
          return insertPrivateScenario(tx, {
            id,
            userId,
            scenario: { ...scenario, id },
            postingText: body.postingText,
            cvText,
            now: at,
          });
        });
        // Ids only: the posting and the CV are never written to the log.
        log.info({ userId, privateScenarioId: id, hasCv: row.hasCv }, 'private scenario created');
        return viewOf(row);
      });
    },

    async list(userId) {
      return (await listPrivateScenarios(db, userId)).map(viewOf);
    },

    get(userId, id) {
      return answer(async () => {
        const row = await findPrivateScenario(db, userId, id);
        if (!row) throw notFound();
        return viewOf(row);
      });
    },

    update(userId, id, changes) {
      return answer(async () => {
        const row = await db.transaction(async (tx) => {
          const stored = await findPrivateScenario(tx, userId, id, true);
          if (!stored) throw notFound();
          return updatePrivateScenario(tx, { userId, id, scenario: changed(stored.scenario, changes), now: now() });
        });
        if (!row) throw notFound();
        return viewOf(row);
      });
    },

    remove(userId, id) {
      return answer(async () => {
        if (!(await deletePrivateScenario(db, userId, id))) throw notFound();
        log.info({ userId, privateScenarioId: id }, 'private scenario deleted');
        return null;
      });
    },

    readDocument(userId, base64) {
      return answer(async () => {
        // The contract checked the alphabet; a file over the limit is refused before it is decoded.
        if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > DOCUMENT_LIMITS.maxBytes) {
          throw refused('document_too_large', DOCUMENT_MESSAGES.document_too_large);
        }
        // A file is read for a scenario: a free user who cannot keep another is told before it is read.
        await checkLimit(db, userId, now());
        const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
        const read = await reader.readDocument(bytes);
        // Its size and kind only: the text of a posting or a CV is never written to the log.
        log.info({ userId, bytes: bytes.byteLength, format: read.ok ? read.format : read.code }, 'document read');
        if (!read.ok) throw refused(read.code, read.message);
        return { format: read.format, text: read.text };
      });
    },
  };
}
