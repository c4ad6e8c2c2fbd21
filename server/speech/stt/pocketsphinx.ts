/**
 * The parts of PocketSphinx 5prealpha (Debian's libpocketsphinx3 / libsphinxbase3) the recognizer
 * calls, bound with koffi. Loaded inside a decoder worker thread; a missing library throws here and
 * becomes the recognizer's "unavailable" reason.
 */
import koffi from 'koffi';

export interface SphinxLibraries {
  pocketsphinx: string;
  sphinxbase: string;
}

export const DEFAULT_LIBRARIES: SphinxLibraries = {
  pocketsphinx: 'libpocketsphinx.so.3',
  sphinxbase: 'libsphinxbase.so.3',
};

/** Opaque C pointers (koffi externals). */
export type Pointer = unknown;

export interface Sphinx {
  err_set_logfp(fp: Pointer | null): void;
  cmd_ln_init(...args: unknown[]): Pointer | null;
  cmd_ln_free_r(config: Pointer): number;
  cmd_ln_set_int_r(config: Pointer, name: string, value: number): void;
  ps_args(): Pointer;
  ps_init(config: Pointer): Pointer | null;
  ps_free(ps: Pointer): number;
  ps_get_config(ps: Pointer): Pointer;
  ps_get_logmath(ps: Pointer): Pointer;
  ps_get_feat(ps: Pointer): Pointer;
  ps_add_word(ps: Pointer, word: string, phones: string, update: number): number;
  ps_set_lm(ps: Pointer, name: string, lm: Pointer): number;
  ps_set_search(ps: Pointer, name: string): number;
  ps_start_utt(ps: Pointer): number;
  ps_process_raw(ps: Pointer, data: Int16Array, samples: number, noSearch: number, fullUtt: number): number;
  ps_end_utt(ps: Pointer): number;
  ps_get_hyp(ps: Pointer, score: number[] | null): string | null;
  ngram_model_read(config: Pointer, path: string, type: number, logmath: Pointer): Pointer | null;
  ngram_model_set_init(config: Pointer, models: Pointer[], names: string[], weights: number[], count: number): Pointer | null;
  ngram_model_retain(model: Pointer): Pointer;
  ngram_model_free(model: Pointer): number;
  cmn_live_get(cmn: Pointer, vector: Float32Array): void;
  cmn_live_set(cmn: Pointer, vector: Float32Array): void;
  /** Reads `count` values of a C type at `offset` bytes from a pointer. */
  read<T>(pointer: Pointer, type: string, offset: number, count?: number): T;
}

export function loadSphinx(libraries: SphinxLibraries = DEFAULT_LIBRARIES): Sphinx {
  const load = (name: string) => {
    try {
      return koffi.load(name);
    } catch (error) {
      throw new Error(`cannot load ${name} (install libpocketsphinx3): ${error instanceof Error ? error.message : error}`);
    }
  };
  const sb = load(libraries.sphinxbase);
  const ps = load(libraries.pocketsphinx);
  const fn = (lib: koffi.IKoffiLib, signature: string) => lib.func(signature) as (...args: never[]) => unknown;
  return {
    err_set_logfp: fn(sb, 'void err_set_logfp(void *fp)'),
    cmd_ln_init: fn(sb, 'void *cmd_ln_init(void *inout, void *defn, int strict, ...)'),
    cmd_ln_free_r: fn(sb, 'int cmd_ln_free_r(void *config)'),
    cmd_ln_set_int_r: fn(sb, 'void cmd_ln_set_int_r(void *config, const char *name, long value)'),
    ps_args: fn(ps, 'void *ps_args()'),
    ps_init: fn(ps, 'void *ps_init(void *config)'),
    ps_free: fn(ps, 'int ps_free(void *ps)'),
    ps_get_config: fn(ps, 'void *ps_get_config(void *ps)'),
    ps_get_logmath: fn(ps, 'void *ps_get_logmath(void *ps)'),
    ps_get_feat: fn(ps, 'void *ps_get_feat(void *ps)'),
    ps_add_word: fn(ps, 'int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    ps_set_lm: fn(ps, 'int ps_set_lm(void *ps, const char *name, void *lm)'),
    ps_set_search: fn(ps, 'int ps_set_search(void *ps, const char *name)'),
    ps_start_utt: fn(ps, 'int ps_start_utt(void *ps)'),
    ps_process_raw: fn(ps, 'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
    ps_end_utt: fn(ps, 'int ps_end_utt(void *ps)'),
    ps_get_hyp: fn(ps, 'const char *ps_get_hyp(void *ps, _Out_ int32_t *score)'),
    ngram_model_read: fn(sb, 'void *ngram_model_read(void *config, const char *path, int type, void *logmath)'),
    ngram_model_set_init: fn(sb, 'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int32_t n)'),
    ngram_model_retain: fn(sb, 'void *ngram_model_retain(void *model)'),
    ngram_model_free: fn(sb, 'int ngram_model_free(void *model)'),
    cmn_live_get: fn(sb, 'void cmn_live_get(void *cmn, _Out_ float *vec)'),
    cmn_live_set: fn(sb, 'void cmn_live_set(void *cmn, const float *vec)'),
    read: (pointer, type, offset, count) =>
      count === undefined ? koffi.decode(pointer, offset, type) : koffi.decode(pointer, offset, type, count),
  } as Sphinx;
}
