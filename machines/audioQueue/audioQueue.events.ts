/**
 * Events of the interviewers' audio (spec §4 "Interview flow", §5, §9): clips play one at a time in
 * arrival order, each marked played when it ends; the queue is checked every 1 s and the playing
 * state synced every 500 ms; speed 1, 0.75 or 0.5; a group's play button interrupts and plays that
 * group; a failing clip is skipped.
 */
import type { PlaybackSpeed } from '../shared/constants';

export interface AudioClip {
  /** The `role` message id. */
  id: string;
  /** 16 kHz mono 16-bit PCM (decoded from the message's base64); empty clips are skipped. */
  pcm: Uint8Array;
}

export type AudioQueueEvent =
  /** An interviewer message with audio arrived. A known id is ignored (the server re-sends on resume). */
  | { type: 'audio.enqueue'; clip: AudioClip }
  /** A group's play button: stop what plays, then play these message ids in order (played or not). */
  | { type: 'audio.playGroup'; ids: string[] }
  /** The settings' playback speed. */
  | { type: 'audio.setSpeed'; speed: PlaybackSpeed }
  /** Stop and forget everything pending (interview over). */
  | { type: 'audio.stopAll' }
  /**
   * The candidate started answering: what plays stops and it and every clip waiting count as played
   * (their text shows), and so does every clip that arrives until `audio.resume`: an answer never
   * runs over the panel's voice.
   */
  | { type: 'audio.skipAll' }
  /** The candidate stopped answering: clips that arrive play again. */
  | { type: 'audio.resume' }
  // ---- from the `player` callback actor
  | { type: 'player.ended' }
  | { type: 'player.failed'; reason: string }
  /** Every 500 ms while a clip is loaded: whether the element is actually playing. */
  | { type: 'player.sync'; playing: boolean };
