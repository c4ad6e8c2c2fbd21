/** The part of @echogarden/fvad-wasm (an Emscripten module of libfvad, WebRTC's voice activity detector; no types shipped) used here. */
declare module '@echogarden/fvad-wasm' {
  export interface FvadModule {
    HEAP16: Int16Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    /** A detector (0 when out of memory), 8 kHz and mode 0 until set. */
    _fvad_new(): number;
    _fvad_free(instance: number): void;
    _fvad_reset(instance: number): void;
    /** 0–3, more aggressive at reporting non-speech; 0 on success, -1 for a mode it does not know. */
    _fvad_set_mode(instance: number, mode: number): number;
    /** 8000, 16000, 32000 or 48000; 0 on success, -1 otherwise. */
    _fvad_set_sample_rate(instance: number, rate: number): number;
    /** One frame of 10, 20 or 30 ms of 16-bit samples at `pointer`: 1 speech, 0 not, -1 a bad frame length. */
    _fvad_process(instance: number, pointer: number, samples: number): number;
  }
  const initialize: () => Promise<FvadModule>;
  export default initialize;
}
