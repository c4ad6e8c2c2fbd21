/** The part of @echogarden/espeak-ng-emscripten (an Emscripten module, no types shipped) used here. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEngine {
    /** 0 on success. Accepts `lang` or `lang+variant` (e.g. `en-us+f3`). */
    set_voice(name: string): number;
    set_pitch(pitch: number): number;
    set_rate(rate: number): number;
    set_range(range: number): number;
    get_samplerate(): number;
    /** Synthesizes SSML text; the callback gets chunks of int16 samples; returning true stops. */
    synthesize(text: string, callback: (samples: Int16Array | null, events: unknown[]) => boolean | void): void;
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakEngine;
  }
  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
