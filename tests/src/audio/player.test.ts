import { describe, expect, it } from 'vitest';
import { playClip, type PlayerEnvironment } from '../../../src/audio/player';

class FakeAudio extends EventTarget {
  src = '';
  preload = '';
  paused = true;
  ended = false;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = false;
  error: { code: number; message: string } | null = null;
  playResult: Promise<void> = Promise.resolve();
  loads = 0;
  play() {
    this.paused = false;
    return this.playResult;
  }
  pause() {
    this.paused = true;
  }
  load() {
    this.loads += 1;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
}

function env() {
  const audio = new FakeAudio();
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const environment: PlayerEnvironment = {
    createAudio: () => audio as unknown as HTMLAudioElement,
    createObjectURL: (blob) => {
      blobs.push(blob);
      return `blob:clip-${blobs.length}`;
    },
    revokeObjectURL: (url) => revoked.push(url),
  };
  return { audio, blobs, revoked, environment };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('playClip', () => {
  it('plays a WAV blob at the speed with pitch preserved, and revokes the URL at the end', async () => {
    const { audio, blobs, revoked, environment } = env();
    const events: string[] = [];
    const handle = playClip(
      { pcm: new Uint8Array(3200), speed: 0.75, onEnded: () => events.push('ended'), onError: (r) => events.push(r) },
      environment,
    );
    expect(blobs[0].type).toBe('audio/wav');
    expect(blobs[0].size).toBe(44 + 3200);
    expect(audio.src).toBe('blob:clip-1');
    expect(audio.playbackRate).toBe(0.75);
    expect(audio.preservesPitch).toBe(true);
    expect(handle.isPlaying()).toBe(true);
    handle.setSpeed(0.5);
    expect(audio.playbackRate).toBe(0.5);
    audio.dispatchEvent(new Event('ended'));
    audio.dispatchEvent(new Event('ended'));
    await flush();
    expect(events).toEqual(['ended']);
    expect(revoked).toEqual(['blob:clip-1']);
    expect(handle.isPlaying()).toBe(false);
  });

  it('reports a media error or a refused play() once, and nothing after stop()', async () => {
    const first = env();
    const errors: string[] = [];
    playClip({ pcm: new Uint8Array(2), speed: 1, onEnded: () => {}, onError: (r) => errors.push(r) }, first.environment);
    first.audio.error = { code: 4, message: 'MEDIA_ELEMENT_ERROR: Format error' };
    first.audio.dispatchEvent(new Event('error'));
    expect(errors).toEqual(['MEDIA_ELEMENT_ERROR: Format error']);
    expect(first.revoked).toEqual(['blob:clip-1']);

    const second = env();
    second.audio.playResult = Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    playClip({ pcm: new Uint8Array(2), speed: 1, onEnded: () => {}, onError: (r) => errors.push(r) }, second.environment);
    await flush();
    expect(errors[1]).toBe('NotAllowedError: autoplay refused');

    const third = env();
    const late: string[] = [];
    const handle = playClip({ pcm: new Uint8Array(2), speed: 1, onEnded: () => late.push('ended'), onError: (r) => late.push(r) }, third.environment);
    handle.stop();
    third.audio.dispatchEvent(new Event('ended'));
    expect(late).toEqual([]);
    expect(third.audio.paused).toBe(true);
    expect(third.audio.src).toBe('');
    expect(third.revoked).toEqual(['blob:clip-1']);
  });
});
