import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { base64Of, createPostingDraftActors } from '../../machines/postingDraft/postingDraft.actors';
import type { SourceField, UploadFile } from '../../machines/postingDraft/postingDraft.events';
import { postingDraftMachine } from '../../machines/postingDraft/postingDraft.machine';
import {
  DRAFT_LIMITS,
  draftErrors,
  draftServerErrors,
  draftOf,
  sameDraft,
  sourceError,
  updateOf,
  type PrivateScenario,
  type ScenarioDraft,
  type ScenarioUpdate,
} from '../../machines/postingDraft/postingDraft.rules';
import {
  selectFieldErrors,
  selectHasChanges,
  selectIsLimitReached,
  selectIsUnsaved,
  selectReading,
  selectStep,
  selectSuggestedCategory,
} from '../../machines/postingDraft/postingDraft.selectors';
import { BUSY } from '../../machines/shared/tags';
import { privateScenario } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

type Snapshot = SnapshotFrom<typeof postingDraftMachine>;

const POSTING = `Senior Backend Engineer (Go)\n\nAcme Payments is hiring. ${'You will build payment services in Go on PostgreSQL. '.repeat(5)}\nRequirements:\n- 5+ years of Go`;
const SHORT = 'Backend Engineer, Go.';
const LONG_CV = 'x'.repeat(DRAFT_LIMITS.cvMaxChars + 1);

/** A stored scenario: Acme Payments' Go posting, `extra` changing its fields. */
const stored = (id: string, extra: Partial<PrivateScenario['scenario']> = {}): PrivateScenario => privateScenario(id, extra);

const SCENARIO = stored('ps-1');
/** The draft the server reads from the posting: not stored, so its id names nothing (the category is a guess). */
const READ = stored('posting-1x2y').scenario;
const file = (size: number, bytes: number[] = [0x25, 0x50, 0x44, 0x46]): UploadFile => ({
  size,
  arrayBuffer: () => Promise.resolve(new Uint8Array(bytes).buffer),
});
const SMALL_FILE = file(4);
const LARGE_FILE = file(DRAFT_LIMITS.fileMaxBytes + 1);
const refusal = (key: string, code?: string) => ({ text: { key }, ...(code && { code }) });

const busyStates = ['reading', 'extracting', 'loading', 'saving', 'creating'] as const;
/** The calls that store something: only Save and Start may make them. */
const STORING = ['createScenario', 'updateScenario'];

describe('postingDraft machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: postingDraftMachine,
      inputs: [{}, { id: 'ps-1' }],
      // What the guards read: the source's problem, the form's validity and changes, a start waiting on a save.
      serializeState: (s: Snapshot) =>
        JSON.stringify([
          s.value,
          sourceError(s.context.posting, s.context.cv)?.text ?? null,
          s.context.reading,
          s.context.draft ? [Object.keys(draftErrors(s.context.draft)).length > 0, selectHasChanges(s)] : null,
          s.context.showErrors,
          s.context.startAfterSave,
          s.context.id,
          selectSuggestedCategory(s) !== null,
        ]),
      recordActions: ['startInterview'],
      events: {
        'draft.posting': [
          { type: 'draft.posting', text: POSTING },
          { type: 'draft.posting', text: SHORT },
        ],
        'draft.cv': [
          { type: 'draft.cv', text: 'Jamie Rivera, backend engineer.' },
          { type: 'draft.cv', text: LONG_CV },
        ],
        'draft.upload': [
          { type: 'draft.upload', field: 'posting', file: SMALL_FILE },
          { type: 'draft.upload', field: 'cv', file: SMALL_FILE },
          { type: 'draft.upload', field: 'cv', file: LARGE_FILE },
        ],
        'draft.edit': [
          { type: 'draft.edit', field: 'position', value: 'Staff Backend Engineer' },
          { type: 'draft.edit', field: 'company', value: '   ' },
          { type: 'draft.edit', field: 'category', value: 'Data' },
        ],
        'draft.editItem': [{ type: 'draft.editItem', list: 'skills', index: 0, value: 'Rust' }],
        'draft.addItem': [{ type: 'draft.addItem', list: 'skills' }],
        'draft.removeItem': [{ type: 'draft.removeItem', list: 'skills', index: 0 }],
        'draft.editInterviewer': [{ type: 'draft.editInterviewer', index: 1, field: 'gender', value: 'female' }],
        'xstate.done.actor.readDocument': [{ type: 'xstate.done.actor.readDocument', output: { text: POSTING } }],
        'xstate.error.actor.readDocument': [
          { type: 'xstate.error.actor.readDocument', error: refusal('serverError.unsupported_document', 'unsupported_document') },
        ],
        'xstate.done.actor.readPosting': [{ type: 'xstate.done.actor.readPosting', output: READ }],
        'xstate.error.actor.readPosting': [
          { type: 'xstate.error.actor.readPosting', error: refusal('serverError.private_scenario_limit', 'private_scenario_limit') },
          { type: 'xstate.error.actor.readPosting', error: new Error('bug') },
        ],
        'xstate.done.actor.createScenario': [{ type: 'xstate.done.actor.createScenario', output: SCENARIO }],
        'xstate.error.actor.createScenario': [
          { type: 'xstate.error.actor.createScenario', error: refusal('serverError.private_scenario_limit', 'private_scenario_limit') },
        ],
        'xstate.done.actor.loadScenario': [{ type: 'xstate.done.actor.loadScenario', output: SCENARIO }],
        'xstate.error.actor.loadScenario': [
          { type: 'xstate.error.actor.loadScenario', error: refusal('serverError.private_scenario_not_found', 'private_scenario_not_found') },
        ],
        'xstate.done.actor.updateScenario': [
          { type: 'xstate.done.actor.updateScenario', output: stored('ps-1', { position: 'Staff Backend Engineer' }) },
        ],
        'xstate.error.actor.updateScenario': [{ type: 'xstate.error.actor.updateScenario', error: refusal('draft.saveFailed') }],
      },
      invariants: {
        '*': (s, { event, previous, actions, calls }) => {
          expect(s.hasTag(BUSY)).toBe(busyStates.some((state) => s.matches(state)));
          // The interview opens only from Start on a stored, unchanged form, or when the save Start asked for is done.
          const opens =
            (event.type === 'draft.start' && previous?.matches('review') && s.matches('review') && !s.context.showErrors) ||
            ((event.type === 'xstate.done.actor.updateScenario' || event.type === 'xstate.done.actor.createScenario') &&
              previous?.context.startAfterSave === true);
          expect(actions).toEqual(opens ? [{ name: 'startInterview', params: { id: 'ps-1' } }] : []);
          // Nothing is stored but by Save or Start on the review form.
          if (calls.some((c) => STORING.includes(c.src))) {
            expect(['draft.save', 'draft.start']).toContain(event.type);
            expect(previous?.matches('review')).toBe(true);
          }
          // A draft not saved yet has no id: nothing of it exists on the server.
          expect(selectIsUnsaved(s)).toBe(s.context.draft !== null && s.context.saved === null);
          expect(selectStep(s)).toBe(
            s.matches('review') || s.matches('saving') || s.matches('creating')
              ? 'review'
              : s.matches('loading')
                ? 'loading'
                : s.matches('loadFailed')
                  ? 'loadFailed'
                  : 'source',
          );
        },
        idle: (s, { event, previous }) => {
          expect(s.context.draft).toBeNull();
          if (event.type === 'draft.submit') {
            const problem = sourceError(s.context.posting, s.context.cv)!;
            expect(s.context.sourceErrors).toEqual({ [problem.field]: problem.text });
          }
          if (event.type === 'draft.upload') {
            expect(s.context.sourceErrors.cv).toEqual({ key: 'serverError.document_too_large' });
            expect(s.context.cv).toBe(previous?.context.cv);
          }
          if (event.type === 'xstate.done.actor.readDocument') {
            expect(s.context[previous!.context.reading as SourceField]).toBe(POSTING);
            expect(s.context.reading).toBeNull();
          }
          if (event.type === 'xstate.error.actor.readDocument') {
            expect(s.context.sourceErrors[previous!.context.reading as SourceField]).toEqual({ key: 'serverError.unsupported_document' });
          }
          if (event.type === 'xstate.error.actor.readPosting') {
            const limit = s.context.errorCode === 'private_scenario_limit';
            expect(s.context.error).toEqual(limit ? { key: 'serverError.private_scenario_limit' } : { key: 'draft.createFailed' });
            expect(selectIsLimitReached(s)).toBe(limit);
            // What was typed stays, to try again.
            expect(s.context.posting).toBe(previous?.context.posting);
          }
        },
        reading: (s, { calls }) => {
          expect(selectReading(s)).not.toBeNull();
          expect(calls).toEqual([{ src: 'readDocument', id: 'readDocument', input: { file: SMALL_FILE } }]);
        },
        extracting: (s, { calls }) => {
          expect(sourceError(s.context.posting, s.context.cv)).toBeNull();
          expect(calls).toEqual([
            { src: 'readPosting', id: 'readPosting', input: { postingText: s.context.posting.trim(), cvText: s.context.cv.trim() } },
          ]);
          expect(s.context.error).toBeNull();
          expect(s.context.id).toBeNull();
        },
        loading: (s, { calls }) => expect(calls).toEqual([{ src: 'loadScenario', id: 'loadScenario', input: { id: 'ps-1' } }]),
        loadFailed: (s) => {
          expect(s.context.error).toEqual({ key: 'serverError.private_scenario_not_found' });
          expect(s.context.draft).toBeNull();
        },
        review: (s, { event, previous }) => {
          expect(s.context.draft).not.toBeNull();
          // Stored once saved (or opened stored); a draft read from a posting has no id and nothing saved.
          expect(s.context.id === null ? s.context.saved : s.context.id).toBe(s.context.id === null ? null : 'ps-1');
          if (event.type === 'xstate.done.actor.readPosting') {
            expect(s.context.draft).toEqual(draftOf(READ));
            expect(s.context.id).toBeNull();
            expect(selectHasChanges(s)).toBe(true);
            // The guessed category is offered as a suggestion.
            expect(selectSuggestedCategory(s)).toBe('Engineering');
          }
          if (event.type === 'draft.edit' && (event as { field?: string }).field === 'category') expect(selectSuggestedCategory(s)).toBeNull();
          if (event.type === 'xstate.done.actor.createScenario') expect(s.context.message).toEqual(previous?.context.startAfterSave ? null : { key: 'draft.kept' });
          if (event.type === 'xstate.done.actor.createScenario' || event.type === 'xstate.done.actor.loadScenario') {
            expect(s.context.draft).toEqual(draftOf(SCENARIO.scenario));
            expect(selectHasChanges(s)).toBe(false);
            expect(s.context.id).toBe('ps-1');
            expect(selectSuggestedCategory(s)).toBeNull();
          }
          if (event.type === 'xstate.error.actor.createScenario') {
            expect(s.context.error).toEqual({ key: 'serverError.private_scenario_limit' });
            expect(selectIsLimitReached(s)).toBe(true);
            // Still a draft, as typed: nothing was kept.
            expect(s.context.id).toBeNull();
            expect(s.context.draft).toEqual(previous?.context.draft);
          }
          if (event.type === 'xstate.done.actor.updateScenario') {
            expect(s.context.draft?.position).toBe('Staff Backend Engineer');
            expect(selectHasChanges(s)).toBe(false);
            expect(s.context.startAfterSave).toBe(false);
          }
          if (event.type === 'xstate.error.actor.updateScenario') {
            expect(s.context.error).toEqual({ key: 'draft.saveFailed' });
            // The form stays as typed.
            expect(selectHasChanges(s)).toBe(true);
          }
          if ((event.type === 'draft.save' || event.type === 'draft.start') && s.context.showErrors) {
            expect(Object.keys(selectFieldErrors(s)).length).toBeGreaterThan(0);
          }
          if (event.type === 'draft.save' && !s.context.showErrors) expect(s.context.message).toEqual({ key: 'draft.saved' });
        },
        saving: (s, { calls }) => {
          expect(Object.keys(draftErrors(s.context.draft!))).toEqual([]);
          expect(calls).toEqual([{ src: 'updateScenario', id: 'updateScenario', input: { id: 'ps-1', changes: updateOf(s.context.draft!) } }]);
        },
        creating: (s, { calls }) => {
          expect(Object.keys(draftErrors(s.context.draft!))).toEqual([]);
          expect(s.context.id).toBeNull();
          expect(calls).toEqual([
            {
              src: 'createScenario',
              id: 'createScenario',
              input: { postingText: s.context.posting.trim(), cvText: s.context.cv.trim(), review: updateOf(s.context.draft!) },
            },
          ]);
        },
      },
    });
    expect(report.stateNodes).toBe(10);
  });
});

// ---------------------------------------------------------------- rules

describe('the review form’s rules', () => {
  const draft = draftOf(SCENARIO.scenario);

  it('reads every field of the stored scenario and sends every one back trimmed', () => {
    expect(draft).toMatchObject({
      position: 'Senior Backend Engineer (Go)',
      company: 'Acme Payments',
      skills: ['Go', 'PostgreSQL'],
      interviewers: [
        { id: 'ada', name: 'Ada Byron', role: 'Staff Engineer', gender: 'female', welcomeMessage: 'Hello, I am Ada.', focus: 'technical' },
        { id: 'alan', name: 'Alan Turing', role: 'Engineering Manager', gender: 'male', welcomeMessage: '', focus: 'behavioural' },
      ],
    });
    // A company given as an object reads as its name.
    expect(draftOf(stored('x', { company: { name: 'Globex' } }).scenario).company).toBe('Globex');
    const update = updateOf({ ...draft, position: '  Staff Engineer ', skills: [' Go ', 'Rust'] });
    expect(update).toMatchObject({ position: 'Staff Engineer', skills: ['Go', 'Rust'], company: 'Acme Payments', category: 'Engineering' });
    expect(update.participants?.[1]).toEqual({ id: 'alan', name: 'Alan Turing', role: 'Engineering Manager', gender: 'male', welcomeMessage: '', focus: 'behavioural' });
  });

  it('holds the contract’s limits, each with its message and place', () => {
    expect(draftErrors(draft)).toEqual({});
    const broken: ScenarioDraft = {
      ...draft,
      position: ' ',
      location: 'x'.repeat(201),
      skills: ['Go', '', 'y'.repeat(101)],
      requirements: Array.from({ length: 41 }, () => 'Go'),
      interviewers: [{ ...draft.interviewers[0]!, name: '', welcomeMessage: 'w'.repeat(1001) }, draft.interviewers[1]!],
    };
    expect(draftErrors(broken)).toEqual({
      position: { key: 'draft.required' },
      location: { key: 'draft.tooLong', values: { count: 200 } },
      'skills.1': { key: 'draft.required' },
      'skills.2': { key: 'draft.tooLong', values: { count: 100 } },
      requirements: { key: 'draft.tooManyItems', values: { count: 40 } },
      'interviewers.0.name': { key: 'draft.required' },
      'interviewers.0.welcomeMessage': { key: 'draft.tooLong', values: { count: 1000 } },
    });
    expect(draftErrors({ ...draft, skills: [] })).toEqual({ skills: { key: 'draft.skillsRequired', values: { count: 1 } } });
    // The server's field errors of a refused save go to the same places.
    expect(draftServerErrors({ 'participants.1.role': { key: 'draft.required' }, position: { key: 'draft.required' } })).toEqual({
      'interviewers.1.role': { key: 'draft.required' },
      position: { key: 'draft.required' },
    });
    expect(draftServerErrors({ 'review.participants.0.name': { key: 'draft.required' }, 'review.skills.1': { key: 'draft.required' } })).toEqual({
      'interviewers.0.name': { key: 'draft.required' },
      'skills.1': { key: 'draft.required' },
    });
    expect(sameDraft(draft, draftOf(SCENARIO.scenario))).toBe(true);
  });

  it('checks the posting and the CV before anything is sent', () => {
    expect(sourceError('  ', '')).toEqual({ field: 'posting', text: { key: 'draft.postingRequired' } });
    expect(sourceError(SHORT, '')).toEqual({ field: 'posting', text: { key: 'draft.postingTooShort', values: { count: 200 } } });
    expect(sourceError('p'.repeat(20001), '')).toEqual({ field: 'posting', text: { key: 'draft.postingTooLong', values: { count: 20000 } } });
    expect(sourceError(POSTING, LONG_CV)).toEqual({ field: 'cv', text: { key: 'draft.cvTooLong', values: { count: 20000 } } });
    expect(sourceError(POSTING, '')).toBeNull();
  });
});

// ---------------------------------------------------------------- behaviour, over the typed client

const path = (url: string) => new URL(url).pathname;

function start(handler: FakeHandler, id: string | null = null) {
  const api = fakeApi(handler);
  const opened: string[] = [];
  const actor = createActor(
    postingDraftMachine.provide({
      actors: createPostingDraftActors({ api }),
      actions: { startInterview: (_, { id: scenarioId }) => void opened.push(scenarioId) },
    }),
    { input: { id } },
  ).start();
  return { api, actor, opened };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag(BUSY) && !s.matches('opening'));

describe('postingDraft behaviour', () => {
  const CV_TEXT = 'Jamie Rivera — moved payments to Kafka.';
  /** The server: a draft from /drafts, a stored scenario from a creation with the review, a change stored by PUT. */
  const server: FakeHandler = (r) => {
    if (path(r.url).endsWith('/drafts')) return jsonResponse(200, { scenario: READ });
    const changes = (r.method === 'POST' ? (r.body as { review: ScenarioUpdate }).review : r.body) as { skills: string[]; position: string };
    return jsonResponse(r.method === 'POST' ? 201 : 200, stored('ps-1', { skills: changes.skills, position: changes.position }));
  };

  it('reads a posting into a draft, stores it only on Save (with the review), then stores changes and starts the interview', async () => {
    const { actor, api, opened } = start(server);
    actor.send({ type: 'draft.posting', text: `  ${POSTING}  ` });
    actor.send({ type: 'draft.cv', text: CV_TEXT });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { postingText: POSTING, cvText: CV_TEXT } });
    expect(path(api.requests[0].url)).toBe('/web-api/private-scenarios/drafts');
    expect(selectStep(actor.getSnapshot())).toBe('review');
    expect(selectIsUnsaved(actor.getSnapshot())).toBe(true);
    expect(selectSuggestedCategory(actor.getSnapshot())).toBe('Engineering');

    actor.send({ type: 'draft.editItem', list: 'skills', index: 1, value: 'Kafka' });
    actor.send({ type: 'draft.addItem', list: 'skills' });
    // An empty new skill stops the save, and says where.
    actor.send({ type: 'draft.save' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ 'skills.2': { key: 'draft.required' } });
    expect(api.requests).toHaveLength(1);
    actor.send({ type: 'draft.editItem', list: 'skills', index: 2, value: 'gRPC' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'draft.save' });
    await settled(actor);
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      body: { postingText: POSTING, cvText: CV_TEXT, review: { skills: ['Go', 'Kafka', 'gRPC'], category: 'Engineering' } },
    });
    expect(path(api.requests[1].url)).toBe('/web-api/private-scenarios');
    expect(actor.getSnapshot().context.message).toEqual({ key: 'draft.kept' });
    expect(selectIsUnsaved(actor.getSnapshot())).toBe(false);

    // Stored: a change is stored in place (PUT), not kept again.
    actor.send({ type: 'draft.edit', field: 'position', value: 'Staff Engineer' });
    actor.send({ type: 'draft.save' });
    await settled(actor);
    expect(api.requests[2]).toMatchObject({ method: 'PUT', body: { position: 'Staff Engineer' } });
    expect(path(api.requests[2].url)).toBe('/web-api/private-scenarios/ps-1');

    // Stored and unchanged: Start opens the interview without another call.
    actor.send({ type: 'draft.start' });
    expect(opened).toEqual(['ps-1']);
    expect(api.requests).toHaveLength(3);
  });

  it('stores nothing while the draft is only read and edited: the actor stopped (the page left) made no storing call', async () => {
    const { actor, api } = start(server);
    actor.send({ type: 'draft.posting', text: POSTING });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    actor.send({ type: 'draft.edit', field: 'position', value: 'Staff Engineer' });
    actor.send({ type: 'draft.editInterviewer', index: 0, field: 'welcomeMessage', value: 'Hello, I am Ada. Shall we start?' });
    actor.stop();
    expect(api.requests.map((r) => `${r.method} ${path(r.url)}`)).toEqual(['POST /web-api/private-scenarios/drafts']);
  });

  it('Start on a new draft keeps it first, then opens the interview on the stored id', async () => {
    const { actor, api, opened } = start(server);
    actor.send({ type: 'draft.posting', text: POSTING });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    actor.send({ type: 'draft.start' });
    await settled(actor);
    expect(api.requests.map((r) => `${r.method} ${path(r.url)}`)).toEqual(['POST /web-api/private-scenarios/drafts', 'POST /web-api/private-scenarios']);
    expect(opened).toEqual(['ps-1']);
  });

  it('shows a refused creation’s field errors under the form’s fields, and keeps the draft to try again', async () => {
    const { actor } = start((r) =>
      path(r.url).endsWith('/drafts')
        ? jsonResponse(200, { scenario: READ })
        : jsonResponse(400, {
            error: 'validation_error',
            message: 'review.participants.0.name must NOT have fewer than 1 characters',
            errors: [{ field: 'review.participants.0.name', message: 'must NOT have fewer than 1 characters', keyword: 'minLength', limit: 1 }],
          }),
    );
    actor.send({ type: 'draft.posting', text: POSTING });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    actor.send({ type: 'draft.save' });
    await settled(actor);
    expect(Object.keys(selectFieldErrors(actor.getSnapshot()))).toEqual(['interviewers.0.name']);
    expect(selectIsUnsaved(actor.getSnapshot())).toBe(true);
  });

  it('stores a changed form before it starts the interview, and not at all when the save fails', async () => {
    let fail = true;
    const { actor, api, opened } = start((r) => {
      if (r.method === 'GET') return jsonResponse(200, SCENARIO);
      if (fail) return networkError();
      return jsonResponse(200, stored('ps-1', { position: 'Staff Engineer' }));
    }, 'ps-1');
    await settled(actor);
    expect(api.requests[0]).toMatchObject({ method: 'GET' });
    actor.send({ type: 'draft.edit', field: 'position', value: 'Staff Engineer' });
    actor.send({ type: 'draft.start' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'draft.saveFailed' });
    expect(opened).toEqual([]);
    // Retry: the form is as typed.
    fail = false;
    actor.send({ type: 'draft.start' });
    await settled(actor);
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'PUT']);
    expect(opened).toEqual(['ps-1']);
  });

  it('reads an uploaded file into the posting, in base64', async () => {
    const bytes = [0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00];
    const { actor, api } = start(() => jsonResponse(200, { format: 'pdf', text: POSTING }));
    actor.send({ type: 'draft.upload', field: 'posting', file: file(bytes.length, bytes) });
    expect(selectReading(actor.getSnapshot())).toBe('posting');
    await settled(actor);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { data: Buffer.from(bytes).toString('base64') } });
    expect(path(api.requests[0].url)).toBe('/web-api/private-scenarios/documents');
    expect(actor.getSnapshot().context.posting).toBe(POSTING);
  });

  it('shows the server’s refusals in the UI’s language, and offers PRO at the plan’s limit', async () => {
    const { actor } = start((r) =>
      path(r.url).endsWith('/documents')
        ? jsonResponse(400, { error: 'unreadable_document', message: 'This file could not be read: it may be damaged or protected by a password. Paste the text instead.' })
        : jsonResponse(403, {
            error: 'private_scenario_limit',
            message: 'The free plan keeps up to 3 of your own jobs at a time. Delete one of them, or upgrade to PRO to keep as many as you like.',
          }),
    );
    actor.send({ type: 'draft.upload', field: 'cv', file: SMALL_FILE });
    await settled(actor);
    expect(actor.getSnapshot().context.sourceErrors).toEqual({ cv: { key: 'serverError.unreadable_document', values: {} } });
    actor.send({ type: 'draft.posting', text: POSTING });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'serverError.private_scenario_limit', values: {} });
    expect(selectIsLimitReached(actor.getSnapshot())).toBe(true);
    expect(selectStep(actor.getSnapshot())).toBe('source');
  });

  it('says so when the server cannot be reached, and reads a too large file nowhere', async () => {
    const { actor, api } = start(() => networkError());
    actor.send({ type: 'draft.upload', field: 'posting', file: LARGE_FILE });
    expect(actor.getSnapshot().context.sourceErrors).toEqual({ posting: { key: 'serverError.document_too_large' } });
    actor.send({ type: 'draft.posting', text: POSTING });
    actor.send({ type: 'draft.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'draft.createFailed' });
    expect(api.requests.map((r) => path(r.url))).toEqual(['/web-api/private-scenarios/drafts']);
  });

  it('opens a scenario that is gone as not found, with Retry', async () => {
    let gone = true;
    const { actor } = start(() =>
      gone ? jsonResponse(404, { error: 'private_scenario_not_found', message: 'The requested job does not exist or has been deleted.' }) : jsonResponse(200, SCENARIO),
    'ps-1');
    await settled(actor);
    expect(selectStep(actor.getSnapshot())).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'serverError.private_scenario_not_found', values: {} });
    gone = false;
    actor.send({ type: 'draft.retry' });
    await settled(actor);
    expect(selectStep(actor.getSnapshot())).toBe('review');
  });

  it('encodes any bytes as the contract’s base64', async () => {
    const bytes = Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    expect(await base64Of(file(bytes.length, bytes))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
