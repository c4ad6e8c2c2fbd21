import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { createAudioQueueActors, type IntervalTimers } from '../../machines/audioQueue/audioQueue.actors';
import type { AudioClip } from '../../machines/audioQueue/audioQueue.events';
import {
  audioQueueMachine,
  type PlayerCommand,
  type PlayerInput,
} from '../../machines/audioQueue/audioQueue.machine';
import {
  selectCurrentId,
  selectError,
  selectIsPlayed,
  selectIsPlaying,
  selectPendingIds,
  selectPlayedIds,
  selectSpeed,
} from '../../machines/audioQueue/audioQueue.selectors';
import { AUDIO_QUEUE_POLL_MS, AUDIO_STATE_SYNC_MS, DEFAULT_PLAYBACK_SPEED } from '../../machines/shared/constants';
import type { ClipHandle, PlayClipOptions } from '../../machines/shared/ports';
import { runModelBasedTest } from './support/modelBased';

type QueueSnapshot = SnapshotFrom<typeof audioQueueMachine>;

/** 100 ms of 16 kHz 16-bit audio. */
const clip = (id: string, bytes = 3200): AudioClip => ({ id, pcm: new Uint8Array(bytes) });
const a = clip('a');
const b = clip('b');
const empty = clip('e', 0);

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

describe('audioQueue machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    // Live `player` stubs: inputs and the speed commands they received.
    const running = new Set<AnyActorRef>();
    const commanded = new Map<AnyActorRef, number>();
    const player = fromCallback<PlayerCommand, PlayerInput>(({ self, receive }) => {
      running.add(self);
      receive((command) => commanded.set(self, command.speed));
      return () => running.delete(self);
    });

    const report = await runModelBasedTest({
      machine: audioQueueMachine,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          // Arrival and finishing orders do not change what can happen next; the queue's order does.
          s.context.clips.map((c) => c.id).sort(),
          s.context.queue,
          [...s.context.played].sort(),
          s.context.current,
          s.context.speed,
          // Bounded: only whether a sync interval has passed for the clip.
          Math.min(s.context.syncedMs, AUDIO_STATE_SYNC_MS),
        ]),
      limit: 100_000,
      actors: { player },
      events: {
        'audio.enqueue': [
          { type: 'audio.enqueue', clip: a },
          { type: 'audio.enqueue', clip: b },
          { type: 'audio.enqueue', clip: empty },
        ],
        'audio.playGroup': [
          { type: 'audio.playGroup', ids: ['b', 'a'] },
          { type: 'audio.playGroup', ids: ['nope', 'e'] },
        ],
        'audio.setSpeed': [{ type: 'audio.setSpeed', speed: 0.5 }],
        'audio.skipAll': [{ type: 'audio.skipAll' }],
        'audio.resume': [{ type: 'audio.resume' }],
        'player.failed': [{ type: 'player.failed', reason: 'NotAllowedError' }],
        // "Not playing" exercises both branches (counted, then overrun); "playing" is covered below.
        'player.sync': [{ type: 'player.sync', playing: false }],
      },
      invariants: {
        '*': (s, { event, previous }) => {
          const { clips, queue, played, current } = s.context;
          const known = clips.map((c) => c.id);
          const sounding = clips.filter((c) => c.pcm.length > 0).map((c) => c.id);
          expect(unique(known)).toBe(true);
          expect(unique(queue)).toBe(true);
          expect(unique(played)).toBe(true);
          // Only sounding clips wait; empty ones count as played at once.
          for (const id of queue) expect(sounding).toContain(id);
          for (const id of played) expect(known).toContain(id);
          if (known.includes('e')) expect(played).toContain('e');
          // One clip at a time: exactly one player while playing, playing the current clip at the current speed.
          expect(selectIsPlaying(s)).toBe(current !== null);
          expect(running.size).toBe(selectIsPlaying(s) ? 1 : 0);
          if (current !== null) {
            expect(queue).not.toContain(current);
            const ref = s.children.player as AnyActorRef;
            const input = (ref.getSnapshot() as { input: PlayerInput }).input;
            expect(input.clip.id).toBe(current);
            expect(commanded.get(ref) ?? input.speed).toBe(s.context.speed);
          }
          expect(selectSpeed(s)).toBe(s.context.speed);
          if (!previous) return;
          const before = (previous as QueueSnapshot).context;
          switch (event.type) {
            case 'audio.enqueue': {
              const { clip: given } = event as unknown as { clip: AudioClip };
              if (before.clips.some((c) => c.id === given.id)) {
                // A known id (a re-sent question) changes nothing.
                expect(s.context).toBe(before);
              } else if (before.answering) {
                // The candidate is answering: shown at once, never played over them.
                expect(played).toContain(given.id);
                expect(queue).toEqual(before.queue);
                expect(current).toBe(before.current);
              } else if (before.current === null && given.pcm.length > 0) {
                // Starts at once.
                expect(current).toBe(given.id);
              }
              break;
            }
            case 'player.ended':
              // Marked played when it ends; the next in line follows.
              expect(played).toEqual(
                before.played.includes(before.current!) ? before.played : [...before.played, before.current],
              );
              expect(current).toBe(before.queue[0] ?? null);
              expect(selectError(s)).toBeNull();
              break;
            case 'player.failed':
              // Skipped, not marked played; the error shows; the next one is tried.
              expect(played).toEqual(before.played);
              expect(selectError(s)).toEqual({ key: 'live.playbackError', values: { reason: 'NotAllowedError' } });
              expect(current).toBe(before.queue[0] ?? null);
              break;
            case 'audio.playGroup': {
              const { ids } = event as unknown as { ids: string[] };
              const playable = ids.filter((id) => before.clips.some((c) => c.id === id && c.pcm.length > 0));
              if (playable.length === 0) expect(s.context).toBe(before);
              else {
                // Interrupts: the group's first clip plays now, the rest of the group next, in order.
                expect(current).toBe(playable[0]);
                expect(queue.slice(0, playable.length - 1)).toEqual(playable.slice(1));
                if (before.current && !playable.includes(before.current) && !before.played.includes(before.current)) {
                  expect(queue[playable.length - 1]).toBe(before.current);
                }
              }
              break;
            }
            case 'audio.stopAll':
              expect(s.matches('idle')).toBe(true);
              expect(queue).toEqual([]);
              break;
            case 'audio.skipAll': {
              // Nothing plays or waits; what played or waited counts as played, nothing else changes.
              expect(s.matches('idle')).toBe(true);
              expect(queue).toEqual([]);
              const pending = [before.current, ...before.queue].filter((id) => id !== null && !before.played.includes(id));
              expect(played).toEqual([...before.played, ...pending]);
              expect(selectError(s)).toBeNull();
              expect(s.context.answering).toBe(true);
              break;
            }
            case 'audio.resume':
              expect(s.context.answering).toBe(false);
              expect(played).toEqual(before.played);
              break;
            case 'audio.setSpeed':
              expect(s.context.speed).toBe((event as unknown as { speed: number }).speed);
              expect(current).toBe(before.current);
              break;
            default:
              break;
          }
        },
        // Idle never sits on pending clips.
        idle: (s) => expect(selectPendingIds(s)).toEqual([]),
      },
    });
    expect(report.stateNodes).toBe(3);
    expect(report.paths).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------- behaviour, on the real actor

interface FakeClip {
  options: PlayClipOptions;
  speeds: number[];
  stopped: boolean;
  playing: boolean;
}

function fakePlayer() {
  const clips: FakeClip[] = [];
  const playClip = (options: PlayClipOptions): ClipHandle => {
    const entry: FakeClip = { options, speeds: [options.speed], stopped: false, playing: true };
    clips.push(entry);
    return {
      stop: () => {
        entry.stopped = true;
        entry.playing = false;
      },
      setSpeed: (speed) => entry.speeds.push(speed),
      isPlaying: () => entry.playing,
    };
  };
  return { clips, playClip, last: () => clips[clips.length - 1] };
}

function manualTimers() {
  const intervals = new Map<number, () => void>();
  let next = 0;
  const timers: IntervalTimers = {
    setInterval: (callback) => {
      next += 1;
      intervals.set(next, callback);
      return next;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  return { timers, tick: () => [...intervals.values()].forEach((callback) => callback()), count: () => intervals.size };
}

function start() {
  const player = fakePlayer();
  const time = manualTimers();
  const clock = new SimulatedClock();
  const actor = createActor(
    audioQueueMachine.provide({ actors: createAudioQueueActors({ playClip: player.playClip, timers: time.timers }) }),
    { clock },
  ).start();
  const ids = () => player.clips.map((c) => new TextDecoder().decode(c.options.pcm.subarray(0, 1)));
  return { actor, player, time, clock, ids };
}

/** A clip whose first byte names it, so the fake player can tell which one it was given. */
const named = (id: string, bytes = 3200): AudioClip => {
  const pcm = new Uint8Array(bytes);
  pcm[0] = id.charCodeAt(0);
  return { id, pcm };
};

describe('audioQueue behaviour', () => {
  it('plays clips one at a time in arrival order, marking each played when it ends', () => {
    const { actor, player, ids, time } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    expect(selectCurrentId(actor.getSnapshot())).toBe('a');
    expect(player.clips).toHaveLength(1);
    expect(player.last().options.speed).toBe(DEFAULT_PLAYBACK_SPEED);
    player.last().options.onEnded();
    expect(selectIsPlayed('a')(actor.getSnapshot())).toBe(true);
    expect(selectCurrentId(actor.getSnapshot())).toBe('b');
    expect(player.clips[0].stopped).toBe(true); // cleanup after the end
    player.last().options.onEnded();
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    expect(selectPlayedIds(actor.getSnapshot())).toEqual(['a', 'b']);
    expect(ids()).toEqual(['a', 'b']);
    expect(time.count()).toBe(0); // no sync timer left behind
    actor.stop();
  });

  it('ignores a known id and marks an empty clip played at once', () => {
    const { actor, player } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('e', 0) });
    expect(player.clips).toHaveLength(1);
    expect(selectPlayedIds(actor.getSnapshot())).toEqual(['e']);
    expect(selectPendingIds(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('changes the speed of the playing clip and of the next ones', () => {
    const { actor, player } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    actor.send({ type: 'audio.setSpeed', speed: 0.75 });
    expect(player.clips[0].speeds).toEqual([1, 0.75]);
    player.last().options.onEnded();
    expect(player.clips[1].options.speed).toBe(0.75);
    expect(selectSpeed(actor.getSnapshot())).toBe(0.75);
    actor.stop();
  });

  it('skips a failing clip with the playback error, and the next one is tried', () => {
    const { actor, player, ids } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    player.last().options.onError('NotSupportedError');
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'live.playbackError', values: { reason: 'NotSupportedError' } });
    expect(selectCurrentId(actor.getSnapshot())).toBe('b');
    expect(selectIsPlayed('a')(actor.getSnapshot())).toBe(false);
    player.last().options.onEnded();
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(ids()).toEqual(['a', 'b']);
    actor.stop();
  });

  it("a group's play button interrupts, plays the group in order, then resumes what it interrupted", () => {
    const { actor, player, ids } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    player.last().options.onEnded();
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    actor.send({ type: 'audio.enqueue', clip: named('c') });
    expect(selectCurrentId(actor.getSnapshot())).toBe('b');
    actor.send({ type: 'audio.playGroup', ids: ['a'] });
    expect(player.clips[1].stopped).toBe(true);
    expect(selectCurrentId(actor.getSnapshot())).toBe('a');
    expect(selectPendingIds(actor.getSnapshot())).toEqual(['b', 'c']);
    player.last().options.onEnded();
    player.last().options.onEnded();
    player.last().options.onEnded();
    expect(ids()).toEqual(['a', 'b', 'a', 'b', 'c']);
    expect(selectPlayedIds(actor.getSnapshot())).toEqual(['a', 'b', 'c']);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it('syncs every 500 ms; "not playing" after the clip should have ended counts as its end', () => {
    const { actor, player, time } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a', 3200) }); // 100 ms
    actor.send({ type: 'audio.enqueue', clip: named('b', 32_000) }); // 1 s
    player.last().playing = false; // e.g. still loading
    time.tick();
    expect(selectCurrentId(actor.getSnapshot())).toBe('a');
    time.tick();
    expect(selectIsPlayed('a')(actor.getSnapshot())).toBe(true);
    expect(selectCurrentId(actor.getSnapshot())).toBe('b');
    // A playing clip is never cut short.
    for (let i = 0; i < 5; i += 1) time.tick();
    expect(selectCurrentId(actor.getSnapshot())).toBe('b');
    actor.stop();
  });

  it('stopAll stops the clip and forgets the pending ones; idle keeps polling harmlessly', () => {
    const { actor, player, clock } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    actor.send({ type: 'audio.stopAll' });
    expect(player.clips[0].stopped).toBe(true);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    expect(selectPendingIds(actor.getSnapshot())).toEqual([]);
    clock.increment(AUDIO_QUEUE_POLL_MS * 3);
    expect(player.clips).toHaveLength(1);
    actor.send({ type: 'audio.enqueue', clip: named('c') });
    expect(selectCurrentId(actor.getSnapshot())).toBe('c');
    actor.stop();
    expect(player.last().stopped).toBe(true);
  });

  it('skipAll stops the clip and marks it, the waiting ones and those arriving before resume played', () => {
    const { actor, player } = start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    actor.send({ type: 'audio.enqueue', clip: named('b') });
    actor.send({ type: 'audio.skipAll' });
    expect(player.clips[0].stopped).toBe(true);
    expect(player.clips).toHaveLength(1);
    expect(selectIsPlayed('a')(actor.getSnapshot())).toBe(true);
    expect(selectIsPlayed('b')(actor.getSnapshot())).toBe(true);
    expect(selectPendingIds(actor.getSnapshot())).toEqual([]);
    // Arriving while the candidate answers: shown at once, not played.
    actor.send({ type: 'audio.enqueue', clip: named('c') });
    expect(selectIsPlayed('c')(actor.getSnapshot())).toBe(true);
    expect(player.clips).toHaveLength(1);
    actor.send({ type: 'audio.resume' });
    actor.send({ type: 'audio.enqueue', clip: named('d') });
    expect(selectCurrentId(actor.getSnapshot())).toBe('d');
    actor.stop();
  });

  it('reports a player that throws as a failure and carries on', async () => {
    const time = manualTimers();
    let calls = 0;
    const actor = createActor(
      audioQueueMachine.provide({
        actors: createAudioQueueActors({
          timers: time.timers,
          playClip: () => {
            calls += 1;
            throw new Error('no audio');
          },
        }),
      }),
    ).start();
    actor.send({ type: 'audio.enqueue', clip: named('a') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'live.playbackError', values: { reason: 'Error: no audio' } });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});
