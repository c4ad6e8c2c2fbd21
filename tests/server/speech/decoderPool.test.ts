import { describe, expect, it } from 'vitest';
import { DECODER_MEMORY_BYTES, decodeInEconomy, decodersToStart, defaultMaxDecoders, DEFAULT_ECONOMY } from '../../../server/speech/stt/embedded';

const GB = 1024 ** 3;

describe('the embedded decoder pool: how many decoders', () => {
  it('sizes the pool by memory, not by cores: a quarter of it, 2 to 64 decoders', () => {
    expect(defaultMaxDecoders(24 * GB)).toBe(24); // this 2-core machine: more than the bench's 16 answers at once
    expect(defaultMaxDecoders(8 * GB)).toBe(8);
    expect(defaultMaxDecoders(4 * GB)).toBe(4);
    expect(defaultMaxDecoders(512 * 1024 ** 2)).toBe(2);
    expect(defaultMaxDecoders(512 * GB)).toBe(64);
    expect(defaultMaxDecoders(4 * GB) * DECODER_MEMORY_BYTES).toBeLessThanOrEqual(GB);
    expect(defaultMaxDecoders(8 * GB)).toBeGreaterThan(4); // more than the old 2 per core on 2 cores
  });

  it('keeps a spare decoder loaded ahead of the speakers', () => {
    // Two loaded, one speaking: the other is the spare.
    expect(decodersToStart({ queued: 0, idle: 1, starting: 0, running: 2, max: 32, spare: 1 })).toBe(0);
    // Both speaking: load another before the next speaker comes.
    expect(decodersToStart({ queued: 0, idle: 0, starting: 0, running: 2, max: 32, spare: 1 })).toBe(1);
    // …once: one already loading is the spare.
    expect(decodersToStart({ queued: 0, idle: 0, starting: 1, running: 2, max: 32, spare: 1 })).toBe(0);
    expect(decodersToStart({ queued: 0, idle: 0, starting: 0, running: 2, max: 32, spare: 0 })).toBe(0);
  });

  it('starts one for each waiting session, within the most allowed', () => {
    expect(decodersToStart({ queued: 3, idle: 0, starting: 1, running: 4, max: 32, spare: 1 })).toBe(3);
    expect(decodersToStart({ queued: 3, idle: 0, starting: 1, running: 4, max: 6, spare: 1 })).toBe(1);
    expect(decodersToStart({ queued: 5, idle: 0, starting: 0, running: 2, max: 2, spare: 1 })).toBe(0);
  });

  it('decodes an answer in economy only while more answers per core are decoded than a core keeps up with', () => {
    const economy = { speakersPerCore: 3, maxHmmPerFrame: 1500 };
    expect(decodeInEconomy(6, 2, economy)).toBe(false); // three per core: full search
    expect(decodeInEconomy(7, 2, economy)).toBe(true);
    expect(decodeInEconomy(3, 1, economy)).toBe(false);
    expect(decodeInEconomy(4, 0, economy)).toBe(true); // an unknown core count counts as one
    expect(decodeInEconomy(100, 2, false)).toBe(false); // economy off
    expect(DEFAULT_ECONOMY.maxHmmPerFrame).toBeLessThan(3000); // the economy search prunes harder than the full one
  });
});
