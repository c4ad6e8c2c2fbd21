/**
 * Real implementation of the audio queue's `player` actor over `src/audio/player.ts`: play one clip,
 * report its end or failure, sync the playing state every AUDIO_STATE_SYNC_MS, follow speed changes,
 * and stop the clip (revoking its blob URL) in the cleanup.
 */
import { fromCallback } from 'xstate';
import type { PlayClip } from '../shared/ports';
import { reasonOf } from '../shared/audioErrors';
import { AUDIO_STATE_SYNC_MS } from '../shared/constants';
import type { AudioQueueEvent } from './audioQueue.events';
import type { PlayerCommand, PlayerInput } from './audioQueue.machine';

/** Interval timers, injectable for tests (default: the global ones). */
export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AudioQueueDeps {
  /** `playClip` from src/audio/player.ts (a fake in tests). */
  playClip: PlayClip;
  timers?: IntervalTimers;
}

const globalTimers: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

type PlayerEvent = Extract<AudioQueueEvent, { type: `player.${string}` }>;

export function createAudioQueueActors({ playClip, timers = globalTimers }: AudioQueueDeps) {
  return {
    player: fromCallback<PlayerCommand, PlayerInput>(({ input, sendBack, receive }) => {
      let stopped = false;
      const send = (event: PlayerEvent) => {
        if (!stopped) sendBack(event);
      };
      let clip: ReturnType<PlayClip> | null = null;
      try {
        clip = playClip({
          pcm: input.clip.pcm,
          speed: input.speed,
          onEnded: () => send({ type: 'player.ended' }),
          onError: (reason) => send({ type: 'player.failed', reason }),
        });
      } catch (error) {
        const reason = reasonOf(error);
        queueMicrotask(() => send({ type: 'player.failed', reason }));
      }
      const sync = timers.setInterval(
        () => send({ type: 'player.sync', playing: clip?.isPlaying() ?? false }),
        AUDIO_STATE_SYNC_MS,
      );
      receive((command) => {
        if (command.type === 'player.setSpeed') clip?.setSpeed(command.speed);
      });
      return () => {
        stopped = true;
        timers.clearInterval(sync);
        clip?.stop();
      };
    }),
  };
}
