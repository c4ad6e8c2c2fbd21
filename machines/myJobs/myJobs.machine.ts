/**
 * "My jobs" on /jobs (issue 20): the user's own scenarios, newest first, each with edit (a link) and
 * delete (asked first); the free plan's count is read from the list (myJobs.selectors.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PrivateScenario } from '../postingDraft/postingDraft.rules';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { UiText } from '../shared/text';
import type { MyJobsEvent } from './myJobs.events';

export interface MyJobsContext {
  scenarios: PrivateScenario[];
  /** The load's or the last deletion's failure. */
  error: UiText | null;
  /** The scenario the confirmation asks about, and then the one being deleted. */
  pendingId: string | null;
  /** "Deleted." after a deletion. */
  message: UiText | null;
}

const LOAD_FAILED: UiText = { key: 'myJobs.loadFailed' };
const DELETE_FAILED: UiText = { key: 'myJobs.deleteFailed' };

export const myJobsMachine = setup({
  types: {
    context: {} as MyJobsContext,
    events: {} as MyJobsEvent,
    tags: {} as MachineTag,
  },
  actors: {
    /** GET /web-api/private-scenarios. */
    listScenarios: fromPromise<PrivateScenario[]>(notProvided('myJobs', 'listScenarios')),
    /** DELETE /web-api/private-scenarios/{id}. */
    deleteScenario: fromPromise<void, { id: string }>(notProvided('myJobs', 'deleteScenario')),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'myJobs.delete' && context.scenarios.some((s) => s.id === event.id),
  },
}).createMachine({
  id: 'myJobs',
  description: "The user's own scenarios with edit and delete, loaded when /jobs opens.",
  initial: 'loading',
  context: { scenarios: [], error: null, pendingId: null, message: null },
  states: {
    loading: {
      description: 'Fetching the list.',
      tags: [BUSY],
      entry: assign({ error: null }),
      invoke: {
        id: 'listScenarios',
        src: 'listScenarios',
        onDone: { target: 'loaded', actions: assign({ scenarios: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ scenarios: [], error: ({ event }) => failureText(event.error, LOAD_FAILED) }) },
      },
    },
    failed: {
      description: 'The list could not be loaded: Retry.',
      on: { 'myJobs.retry': { target: 'loading' } },
    },
    loaded: {
      description: 'The list is shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing asked.',
          on: {
            'myJobs.delete': {
              guard: 'isListed',
              target: 'confirming',
              actions: assign({ pendingId: ({ event }) => event.id, error: null, message: null }),
            },
          },
        },
        confirming: {
          description: '"Delete this job?" with Cancel and Delete.',
          on: {
            'myJobs.confirm': { target: 'deleting' },
            'myJobs.cancel': { target: 'idle', actions: assign({ pendingId: null }) },
          },
        },
        deleting: {
          description: 'Deleting the scenario and the CV stored with it.',
          tags: [BUSY],
          invoke: {
            id: 'deleteScenario',
            src: 'deleteScenario',
            input: ({ context }) => ({ id: context.pendingId ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                scenarios: context.scenarios.filter((s) => s.id !== context.pendingId),
                pendingId: null,
                message: { key: 'myJobs.deleted' } as UiText,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => failureText(event.error, DELETE_FAILED), pendingId: null }),
            },
          },
        },
      },
    },
  },
});
