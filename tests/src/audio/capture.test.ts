import { describe, expect, it } from 'vitest';
import {
  CaptureFailedError,
  MICROPHONE_CONSTRAINTS,
  MicrophoneDeniedError,
  startCapture,
  type CaptureEnvironment,
} from '../../../src/audio/capture';

function fakeEnvironment(options: { getUserMediaError?: unknown; addModuleError?: unknown } = {}) {
  const log: string[] = [];
  const track = Object.assign(new EventTarget(), { stop: () => log.push('track.stop') });
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const port = { onmessage: null as ((event: MessageEvent<unknown>) => void) | null };
  const node = { port, connect: () => log.push('node.connect'), disconnect: () => log.push('node.disconnect') };
  const context = {
    state: 'running',
    destination: {},
    audioWorklet: {
      addModule: async (url: string) => {
        log.push(`addModule ${url}`);
        if (options.addModuleError) throw options.addModuleError;
      },
    },
    createMediaStreamSource: () => ({ connect: () => log.push('source.connect'), disconnect: () => log.push('source.disconnect') }),
    resume: async () => undefined,
    close: async () => {
      context.state = 'closed';
      log.push('context.close');
    },
  };
  let constraints: MediaStreamConstraints | null = null;
  const env: CaptureEnvironment = {
    getUserMedia: async (c) => {
      constraints = c;
      if (options.getUserMediaError) throw options.getUserMediaError;
      return stream;
    },
    createAudioContext: () => context as unknown as AudioContext,
    createWorkletNode: (_ctx, name) => {
      log.push(`node ${name}`);
      return node as unknown as AudioWorkletNode;
    },
    workletUrl: '/jobtalkai/assets/capture-worklet.js',
  };
  return { env, log, port, track, constraints: () => constraints };
}

describe('startCapture', () => {
  it('asks for raw mono audio, runs the pcm-capture worklet, forwards chunks and levels, and releases everything on stop', async () => {
    const fake = fakeEnvironment();
    const got: Array<[string, unknown]> = [];
    const session = await startCapture(
      { onChunk: (pcm) => got.push(['chunk', pcm.byteLength]), onLevel: (level) => got.push(['level', level]) },
      fake.env,
    );
    expect(fake.constraints()).toEqual(MICROPHONE_CONSTRAINTS);
    expect(MICROPHONE_CONSTRAINTS.audio).toEqual({
      channelCount: 1,
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(fake.log).toContain('addModule /jobtalkai/assets/capture-worklet.js');
    expect(fake.log).toContain('node pcm-capture');
    fake.port.onmessage?.({ data: { type: 'chunk', pcm: new ArrayBuffer(3200), level: 0.4 } } as MessageEvent<unknown>);
    fake.port.onmessage?.({ data: 'garbage' } as MessageEvent<unknown>);
    expect(got).toEqual([
      ['chunk', 3200],
      ['level', 0.4],
    ]);
    await session.stop();
    await session.stop();
    expect(fake.log.filter((l) => l === 'track.stop')).toHaveLength(1);
    expect(fake.log.filter((l) => l === 'context.close')).toHaveLength(1);
  });

  it('rejects a refusal with MicrophoneDeniedError and other problems with CaptureFailedError', async () => {
    for (const name of ['NotAllowedError', 'SecurityError']) {
      const fake = fakeEnvironment({ getUserMediaError: new DOMException('no', name) });
      await expect(startCapture({ onChunk: () => {}, onLevel: () => {} }, fake.env)).rejects.toBeInstanceOf(MicrophoneDeniedError);
    }
    const missing = fakeEnvironment({ getUserMediaError: new DOMException('no device', 'NotFoundError') });
    await expect(startCapture({ onChunk: () => {}, onLevel: () => {} }, missing.env)).rejects.toBeInstanceOf(CaptureFailedError);
  });

  it('releases the microphone when the worklet cannot start', async () => {
    const fake = fakeEnvironment({ addModuleError: new DOMException('blocked', 'AbortError') });
    const failure = startCapture({ onChunk: () => {}, onLevel: () => {} }, fake.env);
    await expect(failure).rejects.toBeInstanceOf(CaptureFailedError);
    expect(fake.log).toContain('track.stop');
    expect(fake.log).toContain('context.close');
  });

  it('reports a device that goes away', async () => {
    const fake = fakeEnvironment();
    const reasons: string[] = [];
    await startCapture({ onChunk: () => {}, onLevel: () => {}, onError: (r) => reasons.push(r) }, fake.env);
    fake.track.dispatchEvent(new Event('ended'));
    expect(reasons).toHaveLength(1);
  });
});
