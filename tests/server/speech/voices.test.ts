import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { ESPEAK_VOICES } from '../../../server/speech/tts/espeak';
import { FESTIVAL_VOICES } from '../../../server/speech/tts/festival';
import { FLITE_VOICES } from '../../../server/speech/tts/flite';
import { OPENAI_VOICES, parseVoiceList } from '../../../server/speech/tts/http';
import { assignVoices } from '../../../server/speech/tts/voices';

const panelOf = (scenario: (typeof scenarios)[number]) => scenario.participants.map((p) => ({ id: p.id, gender: p.gender ?? null }));

describe('the catalogue’s voices', () => {
  it('gives every participant a gender', () => {
    const missing = scenarios.flatMap((s) => s.participants.filter((p) => p.gender !== 'female' && p.gender !== 'male').map((p) => `${s.id}: ${p.name}`));
    expect(missing).toEqual([]);
  });

  const voiceSets = {
    flite: FLITE_VOICES,
    'festival beside flite': [...FESTIVAL_VOICES, ...FLITE_VOICES],
    'eSpeak NG': ESPEAK_VOICES,
    'OpenAI-compatible service': parseVoiceList(OPENAI_VOICES),
  };
  for (const [name, voices] of Object.entries(voiceSets)) {
    it(`gives every member of every catalogue panel a distinct ${name} voice of their gender`, () => {
      for (const scenario of scenarios) {
        const assigned = assignVoices(panelOf(scenario), voices, scenario.id);
        expect(new Set(assigned.values()).size, scenario.id).toBe(scenario.participants.length);
        for (const person of scenario.participants) {
          const voice = voices.find((v) => v.id === assigned.get(person.id));
          expect(voice?.gender, `${scenario.id}: ${person.name}`).toBe(person.gender);
        }
      }
    });
  }

  it('chooses the same flite voices in every process and release (a change here changes how interviewers sound)', () => {
    const byId = (id: string) => assignVoices(panelOf(scenarios.find((s) => s.id === id)!), FLITE_VOICES, id);
    expect([...byId('frontend-react-sumlark')]).toEqual([['priya-raman', 'flite-slt-bright'], ['tom-gallagher', 'flite-awb']]);
    expect([...byId('senior-frontend-react-northwind')]).toEqual([['daan-vermeulen', 'flite-kal16'], ['amara-okafor', 'flite-slt'], ['sofia-lindqvist', 'flite-slt-bright']]);
  });

  it('uses every flite voice somewhere in the catalogue', () => {
    const used = new Set(scenarios.flatMap((s) => [...assignVoices(panelOf(s), FLITE_VOICES, s.id).values()]));
    expect([...used].sort()).toEqual(FLITE_VOICES.map((v) => v.id).sort());
  });
});

describe('assignVoices', () => {
  it('gives every interviewer of every catalogue panel a distinct voice, the same one every time', () => {
    for (const scenario of scenarios) {
      const first = assignVoices(scenario.participants, ESPEAK_VOICES, scenario.id);
      const again = assignVoices(scenario.participants, ESPEAK_VOICES, scenario.id);
      expect([...first]).toEqual([...again]);
      expect(new Set(first.values()).size).toBe(scenario.participants.length);
      expect([...first.keys()]).toEqual(scenario.participants.map((p) => p.id));
    }
  });

  it('alternates female and male voices when no gender is given', () => {
    const panel = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const voices = assignVoices(panel, ESPEAK_VOICES, 'some-job');
    const genders = panel.map((p) => ESPEAK_VOICES.find((v) => v.id === voices.get(p.id))!.gender);
    expect(genders[0]).not.toBe(genders[1]);
    expect(genders[2]).toBe(genders[0]);
  });

  it('follows a gender hint while a voice of that gender is free', () => {
    const panel = [{ id: 'a', gender: 'male' as const }, { id: 'b', gender: 'male' as const }, { id: 'c', gender: 'female' as const }];
    const voices = assignVoices(panel, ESPEAK_VOICES);
    expect(panel.map((p) => ESPEAK_VOICES.find((v) => v.id === voices.get(p.id))!.gender)).toEqual(['male', 'male', 'female']);
  });

  it('spreads panels over the voices and only repeats voices when the panel is larger than the set', () => {
    const used = new Set(scenarios.flatMap((s) => [...assignVoices(s.participants, ESPEAK_VOICES, s.id).values()]));
    expect(used.size).toBe(ESPEAK_VOICES.length);
    const big = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}` }));
    const voices = assignVoices(big, ESPEAK_VOICES);
    expect(new Set([...voices.values()].slice(0, ESPEAK_VOICES.length)).size).toBe(ESPEAK_VOICES.length);
    expect(voices.size).toBe(8);
  });

  it('reads service voice lists with gender hints', () => {
    expect(parseVoiceList(['nova:f', 'onyx:m', ' bella ', 'george'])).toEqual([
      { id: 'nova', gender: 'female', description: 'service voice nova' },
      { id: 'onyx', gender: 'male', description: 'service voice onyx' },
      { id: 'bella', gender: 'female', description: 'service voice bella' },
      { id: 'george', gender: 'male', description: 'service voice george' },
    ]);
    expect(parseVoiceList(OPENAI_VOICES).length).toBeGreaterThanOrEqual(6);
  });
});
