import type { VoiceGender, VoiceId, VoiceInfo } from './types';

export interface PanelMember {
  id: string;
  /** Use a voice of this gender when one is free (a field the scenario may provide). */
  gender?: VoiceGender | null;
}

/** FNV-1a, for a stable rotation per scenario. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Gives each interviewer of a panel a distinct voice, deterministically: the same panel (and
 * `seed`, e.g. the scenario id) always gets the same voices, so an interviewer sounds the same after
 * a reconnect or on another server process. Members with a `gender` get a voice of that gender
 * while one is free; the others alternate female/male in panel order. Voices repeat only when the
 * panel is larger than the synthesizer's set of voices.
 */
export function assignVoices(
  panel: readonly PanelMember[],
  voices: readonly VoiceInfo[],
  seed = '',
): Map<string, VoiceId> {
  if (voices.length === 0) throw new Error('a synthesizer offers at least one voice');
  const rotation = seed ? hash(seed) : 0;
  const byGender = (gender: VoiceGender) => {
    const list = voices.filter((voice) => voice.gender === gender);
    const offset = list.length ? rotation % list.length : 0;
    return [...list.slice(offset), ...list.slice(0, offset)];
  };
  const preferred: Record<VoiceGender, VoiceInfo[]> = { female: byGender('female'), male: byGender('male') };
  const firstGender: VoiceGender = rotation % 2 === 0 ? 'female' : 'male';
  const used = new Set<VoiceId>();
  const result = new Map<string, VoiceId>();
  let alternate = 0;
  panel.forEach((member, index) => {
    const gender: VoiceGender =
      member.gender ?? ((alternate++ % 2 === 0) === (firstGender === 'female') ? 'female' : 'male');
    const voice =
      preferred[gender].find((v) => !used.has(v.id)) ??
      voices.find((v) => !used.has(v.id)) ??
      voices[(rotation + index) % voices.length];
    used.add(voice.id);
    result.set(member.id, voice.id);
  });
  return result;
}
