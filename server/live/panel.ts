import type { FastifyBaseLogger } from 'fastify';
import type { JobScenario } from '../interviewer/types';
import { assignVoices, type RecognitionSession, type SpeechRecognizer, type SpeechSynthesizer, type SynthesisOptions } from '../speech';
import type { Speaker } from './messages';

/** The speech engines of this process (either may be missing). */
export interface SpeechEngines {
  recognizer: SpeechRecognizer | null;
  synthesizer: SpeechSynthesizer | null;
}

/** Speech in and out for one interview: the candidate's answers heard, each panel member's own voice. */
export interface InterviewSpeech {
  readonly canTranscribe: boolean;
  /** A recognition session for one spoken answer (null without a recognizer). */
  listen(onPartial: (text: string) => void): RecognitionSession | null;
  /**
   * Base64 PCM of `text` in the member's voice; null without a synthesizer or when synthesis failed
   * (logged). `urgent`: the candidate waits in silence for it (a reply's first sentence).
   */
  audioFor(text: string, participantId: string, options?: SynthesisOptions): Promise<string | null>;
  /** The panel member who says an utterance (the first one for an unknown id). */
  member(participantId: string): Speaker;
}

export function createInterviewSpeech(input: {
  engines: SpeechEngines;
  scenario: JobScenario;
  /** Terms beyond the scenario's skills the candidate may say (their CV's technologies). */
  terms?: readonly string[];
  /** The interview's uid: the recognizer's speaker, and the logs' context. */
  uid: string;
  log: FastifyBaseLogger;
}): InterviewSpeech {
  const { engines, scenario, uid, log } = input;
  // The recognizer's hints: the job's skills and the candidate's own terms (its model takes them in).
  const hints = [...new Set([...scenario.skills, ...(input.terms ?? [])])];
  const { recognizer, synthesizer } = engines;
  const voices = synthesizer
    ? assignVoices(
        scenario.participants.map((p) => ({ id: p.id, gender: p.gender ?? null })),
        synthesizer.voices,
        scenario.id,
      )
    : new Map<string, string>();

  return {
    canTranscribe: recognizer !== null,
    listen(onPartial) {
      return recognizer ? recognizer.createSession({ speaker: uid, hints, onPartial }) : null;
    },
    async audioFor(text, participantId, options) {
      if (!synthesizer) return null;
      try {
        const pcm = await synthesizer.synthesize(text, voices.get(participantId) ?? synthesizer.voices[0].id, options);
        return pcm.length ? pcm.toString('base64') : null;
      } catch (err) {
        log.warn({ err, uid }, 'speech synthesis failed: text sent without audio');
        return null;
      }
    },
    member(participantId) {
      const p = scenario.participants.find((x) => x.id === participantId) ?? scenario.participants[0];
      return { id: p?.id ?? participantId, name: p?.name ?? 'Interviewer', role: p?.role ?? 'Interviewer' };
    },
  };
}
