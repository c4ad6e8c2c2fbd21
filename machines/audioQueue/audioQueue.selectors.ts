/** Pure reads of the audio queue's snapshot (conversation bubbles, the speed chooser). */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import type { PlaybackSpeed } from '../shared/constants';
import type { audioQueueMachine } from './audioQueue.machine';

type AudioQueueSnapshot = SnapshotFrom<typeof audioQueueMachine>;

export const selectIsPlaying = (s: AudioQueueSnapshot): boolean => s.matches('playing');
/** The message id whose audio plays now. */
export const selectCurrentId = (s: AudioQueueSnapshot): string | null => s.context.current;
/** Message ids heard to the end (their text is no longer blurred). */
export const selectPlayedIds = (s: AudioQueueSnapshot): string[] => s.context.played;
export const selectIsPlayed =
  (id: string) =>
  (s: AudioQueueSnapshot): boolean =>
    s.context.played.includes(id);
/** Message ids waiting to play, next first. */
export const selectPendingIds = (s: AudioQueueSnapshot): string[] => s.context.queue;
export const selectSpeed = (s: AudioQueueSnapshot): PlaybackSpeed => s.context.speed;
/** "Audio playback failed: {reason}", or null. */
export const selectError = (s: AudioQueueSnapshot): UiText | null => s.context.error;
