/**
 * "Practise for your own job" (issue 20): paste a job posting (or upload it as a PDF or .docx), and
 * optionally a CV; the server reads it into a draft (extracting); the candidate reviews and edits every
 * field (review), and Save keeps it (creating), or stores later changes (saving); Start interview does
 * the same first. Opened on a stored scenario (/jobs/mine/{id}) it loads it first (loading).
 *
 * The calls are actors (`createPostingDraftActors`); leaving for the interview is a provided action.
 * Nothing is stored until Save (issue 36): the draft counts towards no limit and leaving the page
 * leaves nothing behind; the server checks the plan's limit before it reads the posting.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureCode, failureFields, failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { UiText } from '../shared/text';
import type { PostingDraftEvent, PostingDraftInput, SourceField, UploadFile } from './postingDraft.events';
import {
  DRAFT_LIMITS,
  draftErrors,
  draftOf,
  draftServerErrors,
  sameDraft,
  sourceError,
  updateOf,
  type DraftErrors,
  type DraftList,
  type JobScenario,
  type PrivateScenario,
  type ScenarioDraft,
  type ScenarioUpdate,
} from './postingDraft.rules';

export interface PostingDraftContext {
  /** The private scenario's id once it is stored (null for a draft not saved yet). */
  id: string | null;
  posting: string;
  cv: string;
  /** What is wrong with the posting or the CV field (a local check, a file that could not be read). */
  sourceErrors: Partial<Record<SourceField, UiText>>;
  /** The field a file is being read into (only while `reading`). */
  reading: SourceField | null;
  /** The form as edited, and as last stored (null until the first Save). */
  draft: ScenarioDraft | null;
  saved: ScenarioDraft | null;
  /** The category the server guessed from the posting, shown as a suggestion while the draft keeps it. */
  suggestedCategory: string | null;
  /** Set by a save that found errors: the form shows them from then on. */
  showErrors: boolean;
  /** The field errors of the server's refusal of the last save, under the form's fields. */
  serverErrors: DraftErrors;
  /** A refusal or failure of the last call, and its code (`private_scenario_limit` offers PRO). */
  error: UiText | null;
  errorCode: string | null;
  /** "Saved." after a save. */
  message: UiText | null;
  /** "Start interview" asked for a save first: open the interview when it is done. */
  startAfterSave: boolean;
}

const CREATE_FAILED: UiText = { key: 'draft.createFailed' };
const KEEP_FAILED: UiText = { key: 'draft.saveFailed' };
const LOAD_FAILED: UiText = { key: 'draft.loadFailed' };
const SAVE_FAILED: UiText = { key: 'draft.saveFailed' };
const READ_FAILED: UiText = { key: 'draft.readFailed' };

/** Never read: `reading` is entered only by draft.upload, which carries its file. */
const NO_FILE: UploadFile = { size: 0, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) };

const withItems = (draft: ScenarioDraft, list: DraftList, items: string[]): ScenarioDraft => ({ ...draft, [list]: items });

export const postingDraftMachine = setup({
  types: {
    context: {} as PostingDraftContext,
    events: {} as PostingDraftEvent,
    input: {} as PostingDraftInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** POST /web-api/private-scenarios/documents: the file's text. */
    readDocument: fromPromise<{ text: string }, { file: UploadFile }>(notProvided('postingDraft', 'readDocument')),
    /** POST /web-api/private-scenarios/drafts: the scenario read from the posting, not stored. */
    readPosting: fromPromise<JobScenario, { postingText: string; cvText: string }>(notProvided('postingDraft', 'readPosting')),
    /** POST /web-api/private-scenarios: keeps the reviewed draft. */
    createScenario: fromPromise<PrivateScenario, { postingText: string; cvText: string; review: ScenarioUpdate }>(
      notProvided('postingDraft', 'createScenario'),
    ),
    /** GET /web-api/private-scenarios/{id}. */
    loadScenario: fromPromise<PrivateScenario, { id: string }>(notProvided('postingDraft', 'loadScenario')),
    /** PUT /web-api/private-scenarios/{id}. */
    updateScenario: fromPromise<PrivateScenario, { id: string; changes: ScenarioUpdate }>(notProvided('postingDraft', 'updateScenario')),
  },
  actions: {
    /** Provided by the page: open /interview/{id}. */
    startInterview: (_, _params: { id: string }) => {},
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNew: ({ context }) => context.id === null,
    isFileTooLarge: ({ event }) => event.type === 'draft.upload' && event.file.size > DRAFT_LIMITS.fileMaxBytes,
    hasSourceError: ({ context }) => sourceError(context.posting, context.cv) !== null,
    hasDraftErrors: ({ context }) => context.draft === null || Object.keys(draftErrors(context.draft)).length > 0,
    isUnchanged: ({ context }) => sameDraft(context.draft, context.saved),
    isStartingAfterSave: ({ context }) => context.startAfterSave,
  },
}).createMachine({
  id: 'postingDraft',
  description: 'Build a private scenario from a job posting (and a CV), review and edit it, store it, start the interview.',
  initial: 'opening',
  context: ({ input }) => ({
    id: input.id ?? null,
    posting: '',
    cv: '',
    sourceErrors: {},
    reading: null,
    draft: null,
    saved: null,
    suggestedCategory: null,
    showErrors: false,
    serverErrors: {},
    error: null,
    errorCode: null,
    message: null,
    startAfterSave: false,
  }),
  states: {
    opening: {
      description: 'Chooses the start: a stored scenario to load, or an empty form.',
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'idle' }],
    },
    idle: {
      description: 'The posting and CV fields: typed, pasted or filled from a file; errors of the last attempt shown.',
      on: {
        'draft.posting': {
          actions: assign({
            posting: ({ event }) => event.text,
            sourceErrors: ({ context }) => ({ ...context.sourceErrors, posting: undefined }),
          }),
        },
        'draft.cv': {
          actions: assign({ cv: ({ event }) => event.text, sourceErrors: ({ context }) => ({ ...context.sourceErrors, cv: undefined }) }),
        },
        'draft.upload': [
          {
            guard: 'isFileTooLarge',
            actions: assign({
              sourceErrors: ({ context, event }) => ({ ...context.sourceErrors, [event.field]: { key: 'serverError.document_too_large' } }),
            }),
          },
          {
            target: 'reading',
            actions: assign({
              reading: ({ event }) => event.field,
              sourceErrors: ({ context, event }) => ({ ...context.sourceErrors, [event.field]: undefined }),
            }),
          },
        ],
        'draft.submit': [
          {
            guard: 'hasSourceError',
            actions: assign({
              sourceErrors: ({ context }) => {
                const problem = sourceError(context.posting, context.cv);
                return problem ? { [problem.field]: problem.text } : {};
              },
              error: null,
              errorCode: null,
            }),
          },
          { target: 'extracting' },
        ],
      },
    },
    reading: {
      description: 'The server reads the chosen file into text.',
      tags: [BUSY],
      invoke: {
        id: 'readDocument',
        src: 'readDocument',
        input: ({ event }) => ({ file: event.type === 'draft.upload' ? event.file : NO_FILE }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            context.reading === 'cv' ? { cv: event.output.text, reading: null } : { posting: event.output.text, reading: null },
          ),
        },
        onError: {
          target: 'idle',
          actions: assign({
            sourceErrors: ({ context, event }) => ({ ...context.sourceErrors, [context.reading ?? 'posting']: failureText(event.error, READ_FAILED) }),
            reading: null,
          }),
        },
      },
    },
    extracting: {
      description: 'The server reads the posting into a draft (after checking the plan’s limit); nothing is stored.',
      tags: [BUSY],
      entry: assign({ error: null, errorCode: null, sourceErrors: {} }),
      invoke: {
        id: 'readPosting',
        src: 'readPosting',
        input: ({ context }) => ({ postingText: context.posting.trim(), cvText: context.cv.trim() }),
        onDone: {
          target: 'review',
          actions: assign(({ event }) => ({
            draft: draftOf(event.output),
            saved: null,
            suggestedCategory: event.output.category.trim() || null,
            showErrors: false,
            serverErrors: {},
            message: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => failureText(event.error, CREATE_FAILED),
            errorCode: ({ event }) => failureCode(event.error) ?? null,
          }),
        },
      },
    },
    loading: {
      description: 'Loading the stored scenario to edit.',
      tags: [BUSY],
      entry: assign({ error: null, errorCode: null }),
      invoke: {
        id: 'loadScenario',
        src: 'loadScenario',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: {
          target: 'review',
          actions: assign(({ event }) => ({ draft: draftOf(event.output.scenario), saved: draftOf(event.output.scenario) })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => failureText(event.error, LOAD_FAILED),
            errorCode: ({ event }) => failureCode(event.error) ?? null,
          }),
        },
      },
    },
    loadFailed: {
      description: 'The scenario could not be loaded (gone, or no connection): Retry.',
      on: { 'draft.retry': { target: 'loading' } },
    },
    review: {
      description: 'Every extracted field, editable; Save keeps a new draft or stores the changes, Start interview does so if needed and opens the interview.',
      on: {
        'draft.edit': {
          actions: assign({
            draft: ({ context, event }) => (context.draft ? { ...context.draft, [event.field]: event.value } : null),
            message: null,
          }),
        },
        'draft.editItem': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft
                ? withItems(context.draft, event.list, context.draft[event.list].map((item, i) => (i === event.index ? event.value : item)))
                : null,
            message: null,
          }),
        },
        'draft.addItem': {
          actions: assign({
            draft: ({ context, event }) => (context.draft ? withItems(context.draft, event.list, [...context.draft[event.list], '']) : null),
            message: null,
          }),
        },
        'draft.removeItem': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft ? withItems(context.draft, event.list, context.draft[event.list].filter((_, i) => i !== event.index)) : null,
            message: null,
          }),
        },
        'draft.editInterviewer': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft
                ? {
                    ...context.draft,
                    interviewers: context.draft.interviewers.map((p, i) =>
                      i !== event.index
                        ? p
                        : { ...p, [event.field]: event.field === 'gender' ? (event.value === 'male' ? 'male' : 'female') : event.value },
                    ),
                  }
                : null,
            message: null,
          }),
        },
        'draft.save': [
          { guard: 'hasDraftErrors', actions: assign({ showErrors: true, message: null }) },
          { guard: 'isUnchanged', actions: assign({ message: { key: 'draft.saved' }, error: null, errorCode: null }) },
          { guard: 'isNew', target: 'creating', actions: assign({ startAfterSave: false }) },
          { target: 'saving', actions: assign({ startAfterSave: false }) },
        ],
        'draft.start': [
          { guard: 'hasDraftErrors', actions: assign({ showErrors: true, message: null }) },
          { guard: 'isUnchanged', actions: { type: 'startInterview', params: ({ context }) => ({ id: context.id ?? '' }) } },
          { guard: 'isNew', target: 'creating', actions: assign({ startAfterSave: true }) },
          { target: 'saving', actions: assign({ startAfterSave: true }) },
        ],
      },
    },
    creating: {
      description: 'Save on a new draft: the server keeps the posting (and CV) with the reviewed form; only now does it count.',
      tags: [BUSY],
      entry: assign({ error: null, errorCode: null, message: null, serverErrors: {} }),
      invoke: {
        id: 'createScenario',
        src: 'createScenario',
        input: ({ context }) => ({ postingText: context.posting.trim(), cvText: context.cv.trim(), review: updateOf(context.draft!) }),
        onDone: [
          {
            guard: 'isStartingAfterSave',
            target: 'review',
            actions: [
              assign(({ event }) => ({
                id: event.output.id,
                draft: draftOf(event.output.scenario),
                saved: draftOf(event.output.scenario),
                suggestedCategory: null,
                startAfterSave: false,
              })),
              { type: 'startInterview', params: ({ event }) => ({ id: event.output.id }) },
            ],
          },
          {
            target: 'review',
            actions: assign(({ event }) => ({
              id: event.output.id,
              draft: draftOf(event.output.scenario),
              saved: draftOf(event.output.scenario),
              suggestedCategory: null,
              message: { key: 'draft.kept' } as UiText,
            })),
          },
        ],
        onError: {
          target: 'review',
          actions: assign({
            error: ({ event }) => failureText(event.error, KEEP_FAILED),
            errorCode: ({ event }) => failureCode(event.error) ?? null,
            serverErrors: ({ event }) => draftServerErrors(failureFields(event.error)),
            startAfterSave: false,
          }),
        },
      },
    },
    saving: {
      description: 'Storing the changes of a stored scenario; the form stays as typed meanwhile.',
      tags: [BUSY],
      entry: assign({ error: null, errorCode: null, message: null, serverErrors: {} }),
      invoke: {
        id: 'updateScenario',
        src: 'updateScenario',
        input: ({ context }) => ({ id: context.id ?? '', changes: updateOf(context.draft!) }),
        onDone: [
          {
            guard: 'isStartingAfterSave',
            target: 'review',
            actions: [
              assign(({ event }) => ({ draft: draftOf(event.output.scenario), saved: draftOf(event.output.scenario), startAfterSave: false })),
              { type: 'startInterview', params: ({ event }) => ({ id: event.output.id }) },
            ],
          },
          {
            target: 'review',
            actions: assign(({ event }) => ({
              draft: draftOf(event.output.scenario),
              saved: draftOf(event.output.scenario),
              message: { key: 'draft.saved' } as UiText,
            })),
          },
        ],
        onError: {
          target: 'review',
          actions: assign({
            error: ({ event }) => failureText(event.error, SAVE_FAILED),
            errorCode: ({ event }) => failureCode(event.error) ?? null,
            serverErrors: ({ event }) => draftServerErrors(failureFields(event.error)),
            startAfterSave: false,
          }),
        },
      },
    },
  },
});
