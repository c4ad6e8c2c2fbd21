/**
 * The interviewers' voices on the interview page (spec §4 "Interview flow", §5 "Interview", §8, §9):
 * clips play one at a time in arrival order and each is marked played when it ends (which unblurs its
 * text). A group's play button interrupts and plays that group; a failing clip is skipped with the
 * playback error; speed 1, 0.75 or 0.5 applies at once. While the candidate answers, what plays
 * stops and everything pending or arriving counts as played.
 *
 * `idle` checks the queue on entry, on every event and every AUDIO_QUEUE_POLL_MS; `playing` invokes
 * the `player` callback actor (one clip), which reports `player.ended` / `player.failed` and syncs
 * its playing state every AUDIO_STATE_SYNC_MS. A sync saying "not playing" once the clip's play time
 * (at the current speed) plus one sync interval has passed counts as its end: an element that never
 * fires `ended` (some browsers after a rate change) must not stall the queue. An earlier "not
 * playing" (still loading, or buffering) is only counted.
 */
import { assign, fromCallback, or, sendTo, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { AUDIO_QUEUE_POLL_MS, AUDIO_STATE_SYNC_MS, DEFAULT_PLAYBACK_SPEED, type PlaybackSpeed } from '../shared/constants';
import { clipPlayTimeMs, isEmptyClip, playableIds, queueForGroup } from './audioQueue.clips';
import type { AudioClip, AudioQueueEvent } from './audioQueue.events';

export type { AudioClip, AudioQueueEvent };

export interface AudioQueueContext {
  /** Every clip received, in arrival order. */
  clips: AudioClip[];
  /** Ids waiting to play, next first. */
  queue: string[];
  /** Ids heard to the end (or empty), in the order they finished. */
  played: string[];
  /** The id playing now. */
  current: string | null;
  speed: PlaybackSpeed;
  /** The last playback error ("Audio playback failed: {reason}"), cleared by the next clip that ends. */
  error: UiText | null;
  /** Sync intervals counted since the current clip started, in ms. */
  syncedMs: number;
  /** The candidate is answering (`audio.skipAll` … `audio.resume`): arriving clips count as played at once. */
  answering: boolean;
}

/** What the `player` actor is invoked with. */
export interface PlayerInput {
  clip: AudioClip;
  speed: PlaybackSpeed;
}

/** What the machine sends to the running `player` actor. */
export type PlayerCommand = { type: 'player.setSpeed'; speed: PlaybackSpeed };

const NO_CLIP: AudioClip = { id: '', pcm: new Uint8Array(0) };

function clipOf(context: AudioQueueContext, id: string | null): AudioClip {
  return context.clips.find((clip) => clip.id === id) ?? NO_CLIP;
}

export const audioQueueMachine = setup({
  types: {
    context: {} as AudioQueueContext,
    events: {} as AudioQueueEvent,
  },
  actors: {
    /**
     * Plays `input.clip` at `input.speed`: `player.ended` / `player.failed`, `player.sync` every
     * 500 ms, obeys `player.setSpeed`, stops in its cleanup. Real one: `createAudioQueueActors`.
     */
    player: fromCallback<PlayerCommand, PlayerInput>(({ sendBack }) => {
      sendBack({ type: 'player.failed', reason: 'audioQueue: actor "player" was not provided' });
    }),
  },
  guards: {
    isKnownClip: ({ context, event }) =>
      event.type === 'audio.enqueue' && context.clips.some((clip) => clip.id === event.clip.id),
    isEmptyClip: ({ event }) => event.type === 'audio.enqueue' && isEmptyClip(event.clip),
    isAnswering: ({ context }) => context.answering,
    hasPending: ({ context }) => context.queue.length > 0,
    hasNothingToPlay: ({ context, event }) =>
      event.type === 'audio.playGroup' && playableIds(context.clips, event.ids).length === 0,
    /** Reported not playing although its play time plus one sync interval has passed. */
    isOverrun: ({ context, event }) =>
      event.type === 'player.sync' &&
      !event.playing &&
      context.syncedMs >= clipPlayTimeMs(clipOf(context, context.current), context.speed),
  },
  actions: {
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1), syncedMs: 0 })),
    markPlayed: assign(({ context }) => ({
      played:
        context.current === null || context.played.includes(context.current)
          ? context.played
          : [...context.played, context.current],
      current: null,
      error: null,
    })),
  },
  delays: {
    audioQueuePoll: AUDIO_QUEUE_POLL_MS,
  },
}).createMachine({
  id: 'audioQueue',
  description: "The interviewers' audio clips: one at a time, in order, at the chosen speed.",
  initial: 'idle',
  context: {
    clips: [],
    queue: [],
    played: [],
    current: null,
    speed: DEFAULT_PLAYBACK_SPEED,
    error: null,
    syncedMs: 0,
    answering: false,
  },
  on: {
    'audio.enqueue': [
      // The server re-sends a pending question on resume: a known id is not queued twice.
      { guard: 'isKnownClip' },
      // Nothing to hear, or the candidate is answering: counts as played at once.
      {
        guard: or(['isEmptyClip', 'isAnswering']),
        actions: assign(({ context, event }) => ({
          clips: [...context.clips, event.clip],
          played: [...context.played, event.clip.id],
        })),
      },
      {
        actions: assign(({ context, event }) => ({
          clips: [...context.clips, event.clip],
          queue: [...context.queue, event.clip.id],
        })),
      },
    ],
    'audio.playGroup': [
      { guard: 'hasNothingToPlay' },
      {
        target: '.idle',
        actions: assign(({ context, event }) => ({
          queue: queueForGroup(playableIds(context.clips, event.ids), context.current, context.played, context.queue),
          current: null,
          error: null,
        })),
      },
    ],
    'audio.setSpeed': { actions: assign({ speed: ({ event }) => event.speed }) },
    'audio.stopAll': { target: '.idle', actions: assign({ queue: [], current: null }) },
    'audio.skipAll': {
      target: '.idle',
      actions: assign(({ context }) => {
        const skipped = [context.current, ...context.queue].filter((id): id is string => id !== null && !context.played.includes(id));
        return { played: [...context.played, ...skipped], queue: [], current: null, error: null, answering: true };
      }),
    },
    'audio.resume': { actions: assign({ answering: false }) },
  },
  states: {
    idle: {
      description: 'Nothing plays; the next pending clip starts at once, and the queue is checked every second.',
      always: { guard: 'hasPending', target: 'playing', actions: 'takeNext' },
      after: { audioQueuePoll: { target: 'idle', reenter: true } },
    },
    playing: {
      description: 'One clip plays in the player actor; the rest wait in the queue.',
      invoke: {
        id: 'player',
        src: 'player',
        input: ({ context }) => ({ clip: clipOf(context, context.current), speed: context.speed }),
      },
      on: {
        'player.ended': { target: 'idle', actions: 'markPlayed' },
        // "Audio failures stop playback and the next queued message is tried" (not marked played).
        'player.failed': {
          target: 'idle',
          actions: assign({
            current: null,
            error: ({ event }) => ({ key: 'live.playbackError', values: { reason: event.reason } }),
          }),
        },
        'player.sync': [
          { guard: 'isOverrun', target: 'idle', actions: 'markPlayed' },
          { actions: assign({ syncedMs: ({ context }) => context.syncedMs + AUDIO_STATE_SYNC_MS }) },
        ],
        'audio.setSpeed': {
          actions: [
            assign({ speed: ({ event }) => event.speed }),
            sendTo('player', ({ event }): PlayerCommand => ({ type: 'player.setSpeed', speed: event.speed })),
          ],
        },
      },
    },
  },
});
