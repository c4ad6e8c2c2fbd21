/** The part of @echogarden/rnnoise-wasm (an Emscripten module of xiph's RNNoise, no types shipped) used here. */
declare module '@echogarden/rnnoise-wasm' {
  export interface RnnoiseModule {
    HEAPF32: Float32Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    /** Samples per frame at 48 kHz (480: 10 ms). */
    _rnnoise_get_frame_size(): number;
    /** A denoiser state with the built-in model (pass 0). */
    _rnnoise_create(model: number): number;
    _rnnoise_destroy(state: number): void;
    /** Denoises one frame (floats in the 16-bit range) from `input` into `output`; returns the frame's voice probability. */
    _rnnoise_process_frame(state: number, output: number, input: number): number;
  }
  const initialize: () => Promise<RnnoiseModule>;
  export default initialize;
}
