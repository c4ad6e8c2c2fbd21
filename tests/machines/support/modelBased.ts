/**
 * Model-based testing of a machine (QUALITY.md, "Machines, model-based").
 *
 * 1. `getShortestPaths` (@xstate/graph) walks the real machine definition with the sample events
 *    given per event type. Shortest paths reach every *state key*, not every *edge*, so the vertex key
 *    used for the walk is "state key + the event that led there + the previous state key": every
 *    transition then ends some path. Invoked actors' outcomes (`xstate.done.actor.<id>`,
 *    `xstate.error.actor.<id>`) and delays (`xstate.after.*`) are ordinary events of the walk.
 * 2. Every path (sub-paths of longer ones dropped) is replayed on a live actor of the same machine,
 *    created with `.provide()` stubs and a `SimulatedClock`. Each invoked actor is a stub promise that
 *    the replay resolves or rejects with exactly the output/error of the path's `xstate.done.actor` /
 *    `xstate.error.actor` step; an `xstate.after.*` step advances the clock by that delay. After each
 *    step the live snapshot must have the model's state key, and the invariants are checked.
 * 3. Every state node and every transition of the definition (`on`, `after`, `always`, invoke
 *    `onDone`/`onError`, guarded alternatives counted one by one) must have been taken during some
 *    replay — read from the live actor's inspection microsteps — or the test fails listing the rest
 *    (and every state must carry a `description`).
 */
import { getShortestPaths } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

type AnyStateNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export interface RecordedAction {
  name: string;
  params: unknown;
}

export interface RecordedCall {
  /** The actor's `src` name in the machine. */
  src: string;
  /** The invoke id (the `<id>` of `xstate.done.actor.<id>`). */
  id: string;
  input: unknown;
}

/** What an invariant can look at besides the snapshot. */
export interface StepContext {
  /** The event of this step (`xstate.init` for the initial snapshot). */
  event: EventObject;
  previous: AnyMachineSnapshot | null;
  /** Provided actions fired by this step. */
  actions: RecordedAction[];
  /** Provided actions fired since the path started. */
  allActions: RecordedAction[];
  /** Actors invoked by this step. */
  calls: RecordedCall[];
  /** Events the machine emitted since the path started. */
  emitted: EventObject[];
  input: unknown;
}

/** An event of the walk: a user event, or `xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`. */
export interface SampleEvent extends EventObject {
  [payload: string]: unknown;
}

export type SampleEvents<M extends AnyStateMachine> = Record<
  string,
  readonly SampleEvent[] | ((snapshot: SnapshotFrom<M>) => readonly SampleEvent[])
>;

export interface ModelBasedOptions<M extends AnyStateMachine> {
  machine: M;
  /** Each input is the start of its own walk (default: one walk without input). */
  inputs?: ReadonlyArray<InputFrom<M>>;
  /** Sample events per event type; a type without samples is sent as `{ type }`. */
  events?: SampleEvents<M>;
  /** The state key: the value plus what matters of context. Default `JSON.stringify(s.value)`. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Maximum traversal iterations per walk. */
  limit?: number;
  /** Explicit stubs (e.g. callback actors); every other invoked `src` gets a path-driven stub. */
  actors?: Record<string, AnyActorLogic>;
  /** Provided actions to stub and record (the caller's side effects). */
  recordActions?: readonly string[];
  /** Checks per state: `'*'` for every state, else a state value as a dotted path (`snapshot.matches`). */
  invariants?: Record<string, (snapshot: SnapshotFrom<M>, context: StepContext) => void>;
}

export interface ModelBasedReport {
  paths: number;
  steps: number;
  stateNodes: number;
  transitions: number;
}

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled: boolean;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

function guardName(transition: AnyTransition): string {
  const { guard } = transition;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [inline guard]';
}

/** A stable key for a transition of the definition, equal across `.provide()` copies. */
function transitionKey(transition: AnyTransition): string | null {
  const source = transition.source;
  if (transition.eventType === '') {
    const index = source.always?.indexOf(transition) ?? -1;
    return index < 0 ? null : `${source.id}|always|${index}`;
  }
  const candidates = source.transitions.get(transition.eventType);
  const index = candidates ? candidates.indexOf(transition) : -1;
  return index < 0 ? null : `${source.id}|${transition.eventType}|${index}`;
}

function describeTransition(transition: AnyTransition): string {
  const targets = transition.target?.map((t) => `#${t.id}`).join(', ') ?? '(no target)';
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  return `#${transition.source.id} on ${event}${guardName(transition)} -> ${targets}`;
}

function definitionTransitions(machine: AnyStateMachine): Map<string, string> {
  const result = new Map<string, string>();
  for (const node of allStateNodes(machine.root)) {
    for (const list of node.transitions.values()) {
      for (const transition of list) {
        const key = transitionKey(transition);
        if (key) result.set(key, describeTransition(transition));
      }
    }
    for (const transition of node.always ?? []) {
      const key = transitionKey(transition);
      if (key) result.set(key, describeTransition(transition));
    }
  }
  return result;
}

function activeNodeIds(node: AnyStateNode, value: StateValue | undefined, out: Set<string>): void {
  out.add(node.id);
  if (value === undefined) return;
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode | undefined;
    if (child) out.add(child.id);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key] as AnyStateNode | undefined;
    if (child) activeNodeIds(child, childValue as StateValue | undefined, out);
  }
}

/** Invoke id → `src` name, for every invoke of the definition. */
function invokedSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of allStateNodes(machine.root)) {
    for (const invoke of node.invoke) sources.set(invoke.id, invoke.src as string);
  }
  return sources;
}

function delayOf(machine: AnyStateMachine, eventType: string, context: unknown): number {
  for (const node of allStateNodes(machine.root)) {
    const delayed = node.after.find((transition) => transition.eventType === eventType);
    if (!delayed) continue;
    const delay: unknown = delayed.delay;
    if (typeof delay === 'number') return delay;
    if (typeof delay !== 'string') throw new Error(`Delay of ${eventType} is not a number or a name`);
    const named: unknown = machine.implementations.delays[delay];
    if (typeof named === 'number') return named;
    if (typeof named === 'function') {
      return (named as (args: { context: unknown }) => number)({ context });
    }
    throw new Error(`Delay "${String(delay)}" of ${eventType} has no implementation`);
  }
  throw new Error(`No delayed transition sends ${eventType}`);
}

function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function pathDescription(events: readonly EventObject[]): string {
  return events
    .map((event) => {
      const { type, ...rest } = event;
      return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
    })
    .join(' → ');
}

/** Drops paths whose event sequence is a prefix of another path's. */
function maximalPaths<P extends { steps: Array<{ event: EventObject }> }>(paths: P[]): P[] {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.map((step) => JSON.stringify(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) => candidate.events.every((event, i) => longer.events[i] === event));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map((entry) => entry.path);
}

export async function runModelBasedTest<M extends AnyStateMachine>(
  options: ModelBasedOptions<M>,
): Promise<ModelBasedReport> {
  const { machine } = options;
  const keyOf = (snapshot: AnyMachineSnapshot): string =>
    options.serializeState
      ? options.serializeState(snapshot as SnapshotFrom<M>)
      : JSON.stringify(snapshot.value);
  const samples = options.events ?? {};
  const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type: string) => {
      const sample = samples[type];
      if (!sample) return [{ type }];
      return [...(typeof sample === 'function' ? sample(snapshot as SnapshotFrom<M>) : sample)];
    });
  // The walk's vertex is an edge: every transition ends a shortest path.
  const edgeKey = (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string =>
    previous && event ? `${keyOf(snapshot)} <= ${JSON.stringify(event)} <= ${keyOf(previous)}` : keyOf(snapshot);

  const allTransitions = definitionTransitions(machine);
  const allNodes = new Set(allStateNodes(machine.root).map((node) => node.id));
  const takenTransitions = new Set<string>();
  const enteredNodes = new Set<string>();
  const sources = invokedSources(machine);
  const inputs: ReadonlyArray<InputFrom<M> | undefined> = options.inputs?.length ? options.inputs : [undefined];
  let pathCount = 0;
  let stepCount = 0;

  for (const input of inputs) {
    const paths = getShortestPaths(machine, {
      input: input as InputFrom<M>,
      events: eventsFor as never,
      serializeState: edgeKey as never,
      limit: options.limit ?? 20_000,
    });
    for (const path of maximalPaths(paths)) {
      pathCount += 1;
      const events = path.steps.slice(1).map((step) => step.event as EventObject);
      const label = `path [input ${JSON.stringify(input)}]: ${pathDescription(events) || '(initial state)'}`;

      const clock = new SimulatedClock();
      const pending = new Map<string, Deferred[]>();
      const calls: RecordedCall[] = [];
      const actions: RecordedAction[] = [];
      const emitted: EventObject[] = [];
      const errors: unknown[] = [];

      const stubs: Record<string, AnyActorLogic> = {};
      for (const src of new Set(sources.values())) {
        if (options.actors?.[src]) continue;
        stubs[src] = fromPromise(({ input: actorInput, self, signal }) => {
          calls.push({ src, id: self.id, input: actorInput });
          return new Promise((resolve, reject) => {
            const deferred: Deferred = {
              settled: false,
              resolve: (value) => ((deferred.settled = true), resolve(value)),
              reject: (error) => ((deferred.settled = true), reject(error)),
            };
            const list = pending.get(self.id) ?? [];
            list.push(deferred);
            pending.set(self.id, list);
            signal.addEventListener('abort', () => (deferred.settled = true));
          });
        });
      }
      const recorders: Record<string, (args: unknown, params: unknown) => void> = {};
      for (const name of options.recordActions ?? []) {
        recorders[name] = (_args, params) => actions.push({ name, params });
      }
      const live = machine.provide({ actors: { ...stubs, ...options.actors }, actions: recorders } as never);
      const actor = createActor(live, {
        input: input as never,
        clock,
        inspect: (inspection) => {
          // The machine's own microsteps (not its children's), including the initial ones.
          if (inspection.type !== '@xstate.microstep') return;
          if (inspection.actorRef.sessionId !== inspection.rootId) return;
          const microstep = inspection as typeof inspection & { _transitions: AnyTransition[] };
          for (const transition of microstep._transitions) {
            const key = transitionKey(transition);
            if (key) takenTransitions.add(key);
            // A transient state shows in no resting snapshot, but its transition was taken from it.
            for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) {
              enteredNodes.add(node.id);
            }
          }
          activeNodeIds(live.root, (microstep.snapshot as AnyMachineSnapshot).value as StateValue, enteredNodes);
        },
      });
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.on('*', (event) => emitted.push(event as EventObject));

      let previous: AnyMachineSnapshot | null = null;
      let actionMark = 0;
      let callMark = 0;
      const check = (model: AnyMachineSnapshot, event: EventObject, index: number): void => {
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        const where = `step ${index} (${event.type}) of ${label}`;
        if (errors.length) throw new Error(`The actor failed at ${where}: ${String(errors[0])}`);
        const expected = keyOf(model);
        const actual = keyOf(snapshot);
        if (actual !== expected) {
          throw new Error(`At ${where}: the live actor is in ${actual}, the model in ${expected}`);
        }
        const context: StepContext = {
          event,
          previous,
          actions: actions.slice(actionMark),
          allActions: [...actions],
          calls: calls.slice(callMark),
          emitted: [...emitted],
          input,
        };
        for (const [key, invariant] of Object.entries(options.invariants ?? {})) {
          if (key !== '*' && !snapshot.matches(key as StateValue)) continue;
          try {
            invariant(snapshot as SnapshotFrom<M>, context);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`Invariant "${key}" failed at ${where}:\n${message}`);
          }
        }
        previous = snapshot;
        actionMark = actions.length;
        callMark = calls.length;
      };

      actor.start();
      await flush();
      check(path.steps[0].state as AnyMachineSnapshot, { type: 'xstate.init' }, 0);

      for (let index = 1; index < path.steps.length; index += 1) {
        const step = path.steps[index];
        const event = step.event as EventObject;
        if (event.type.startsWith(DONE_PREFIX) || event.type.startsWith(ERROR_PREFIX)) {
          const isDone = event.type.startsWith(DONE_PREFIX);
          const id = event.type.slice((isDone ? DONE_PREFIX : ERROR_PREFIX).length);
          const deferred = (pending.get(id) ?? []).filter((entry) => !entry.settled).at(-1);
          if (deferred) {
            if (isDone) deferred.resolve((event as EventObject & { output?: unknown }).output);
            else deferred.reject((event as EventObject & { error?: unknown }).error);
          } else if (!options.actors?.[sources.get(id) ?? '']) {
            throw new Error(`At step ${index} of ${label}: actor "${id}" is expected to settle but is not running`);
          }
        } else if (event.type.startsWith(AFTER_PREFIX)) {
          clock.increment(delayOf(live, event.type, (actor.getSnapshot() as AnyMachineSnapshot).context));
        } else {
          actor.send(event as never);
        }
        await flush();
        await flush();
        check(step.state as AnyMachineSnapshot, event, index);
        stepCount += 1;
      }
      actor.stop();
    }
  }

  const missingNodes = [...allNodes].filter((id) => !enteredNodes.has(id)).map((id) => `state #${id}`);
  const missingTransitions = [...allTransitions.entries()]
    .filter(([key]) => !takenTransitions.has(key))
    .map(([, description]) => `transition ${description}`);
  // House style: every state says what it is for.
  const undescribed = allStateNodes(machine.root)
    .filter((node) => !node.description?.trim())
    .map((node) => `description of state #${node.id}`);
  const missing = [...missingNodes, ...missingTransitions, ...undescribed];
  if (missing.length) {
    throw new Error(`Not reached by any path of ${machine.id}:\n  ${missing.join('\n  ')}`);
  }
  return { paths: pathCount, steps: stepCount, stateNodes: allNodes.size, transitions: allTransitions.size };
}
