/** Pure queue arithmetic of the interviewers' audio (no state machine, no I/O). */
import { AUDIO_BITS_PER_SAMPLE, AUDIO_CHANNELS, AUDIO_SAMPLE_RATE_HZ } from '../shared/constants';
import type { AudioClip } from './audioQueue.events';

const MS_PER_SECOND = 1000;
const BYTES_PER_SECOND = (AUDIO_SAMPLE_RATE_HZ * AUDIO_CHANNELS * AUDIO_BITS_PER_SAMPLE) / 8;

/** How long a clip lasts at normal speed. */
export function clipDurationMs(clip: AudioClip): number {
  return (clip.pcm.length / BYTES_PER_SECOND) * MS_PER_SECOND;
}

/** How long a clip takes to play at `speed`. */
export function clipPlayTimeMs(clip: AudioClip, speed: number): number {
  return clipDurationMs(clip) / speed;
}

export function isEmptyClip(clip: AudioClip): boolean {
  return clip.pcm.length === 0;
}

/** The ids of `ids`, in order and once each, that name a known clip with sound. */
export function playableIds(clips: readonly AudioClip[], ids: readonly string[]): string[] {
  const playable = new Set(clips.filter((clip) => !isEmptyClip(clip)).map((clip) => clip.id));
  return ids.filter((id, index) => playable.has(id) && ids.indexOf(id) === index);
}

/**
 * The queue after a group's play button: the group first, then the clip it interrupted (unless it is
 * in the group or was already heard), then whatever was still pending.
 */
export function queueForGroup(
  group: readonly string[],
  interrupted: string | null,
  played: readonly string[],
  pending: readonly string[],
): string[] {
  const resumed = interrupted !== null && !group.includes(interrupted) && !played.includes(interrupted) ? [interrupted] : [];
  const front = [...group, ...resumed];
  return [...front, ...pending.filter((id) => !front.includes(id))];
}
