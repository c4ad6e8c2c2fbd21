/**
 * Plays one interviewer clip (spec §4 "Interview flow", §9): the 16 kHz mono 16-bit PCM gets a WAV
 * header and plays from a blob: URL (the CSP's media-src allows blob:) in an HTMLAudioElement at the
 * chosen speed, pitch preserved. The blob URL is revoked when the clip ends, fails or is stopped.
 */
import { wavFromPcm16 } from './wav';
import { reasonOf } from '../../machines/shared/audioErrors';
import type { ClipHandle, PlayClipOptions } from '../../machines/shared/ports';

/** The browser APIs the player uses, injectable for tests. */
export interface PlayerEnvironment {
  createAudio(): HTMLAudioElement;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

export function browserPlayerEnvironment(): PlayerEnvironment {
  return {
    createAudio: () => new Audio(),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

function applySpeed(audio: HTMLAudioElement, speed: number): void {
  // Slower speech at the same pitch; older WebKit spells it with a prefix.
  const element = audio as HTMLAudioElement & { preservesPitch?: boolean; webkitPreservesPitch?: boolean };
  if ('preservesPitch' in element) element.preservesPitch = true;
  if ('webkitPreservesPitch' in element) element.webkitPreservesPitch = true;
  audio.defaultPlaybackRate = speed;
  audio.playbackRate = speed;
}

export function playClip(options: PlayClipOptions, env: PlayerEnvironment = browserPlayerEnvironment()): ClipHandle {
  const { onEnded, onError } = options;
  let finished = false;
  let url: string | null = null;
  let audio: HTMLAudioElement | null = null;

  const release = () => {
    if (audio) {
      audio.removeEventListener('ended', handleEnded);
      audio.removeEventListener('error', handleError);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    if (url) env.revokeObjectURL(url);
    url = null;
    audio = null;
  };
  const finish = (report: () => void) => {
    if (finished) return;
    finished = true;
    release();
    report();
  };
  function handleEnded() {
    finish(onEnded);
  }
  function handleError() {
    const code = audio?.error?.code;
    const message = audio?.error?.message;
    finish(() => onError(message || (code ? `media error ${code}` : 'media error')));
  }

  try {
    const wav = wavFromPcm16(options.pcm);
    url = env.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
    audio = env.createAudio();
    audio.preload = 'auto';
    audio.addEventListener('ended', handleEnded);
    audio.addEventListener('error', handleError);
    audio.src = url;
    applySpeed(audio, options.speed);
    const started = audio.play();
    // play() rejects when autoplay is refused or the source is unusable; a stop() first rejects it too (AbortError).
    void started?.catch((error: unknown) => finish(() => onError(reasonOf(error))));
  } catch (error) {
    // Reported asynchronously like every other outcome, so the caller's handle exists first.
    const reason = reasonOf(error);
    queueMicrotask(() => finish(() => onError(reason)));
  }

  return {
    stop() {
      if (finished) return;
      finished = true;
      release();
    },
    setSpeed(speed: number) {
      if (audio) applySpeed(audio, speed);
    },
    isPlaying() {
      return audio !== null && !audio.paused && !audio.ended;
    },
  };
}
