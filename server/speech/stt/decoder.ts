/**
 * One PocketSphinx decoder set up for interviews, following STACK.md's measured recipe:
 * 1. decoder without `-lm`, `-maxhmmpf 3000`, no second pass (`-fwdflat no`);
 * 2. hand-built pronunciations of the technical vocabulary added with `ps_add_word` before any
 *    language-model search exists (adding into a live LM search crashes);
 * 3. a unigram vocabulary model and a Kneser-Ney trigram domain model, written as ARPA in code from
 *    templates over every catalogue skill plus generic interview sentences;
 * 4. both interpolated with the general `en-us.lm.bin` (weights 0.99 / 0.01 / 0.001) through
 *    `ngram_model_set_init`, then `ps_set_lm` + `ps_set_search`.
 * Blocking native code: it runs in a decoder worker thread, never on the server's event loop.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildKneserNeyTrigramArpa, buildUnigramArpa } from './arpa';
import { buildInterviewCorpus } from './corpus';
import { DEFAULT_LIBRARIES, loadSphinx, type Pointer, type Sphinx, type SphinxLibraries } from './pocketsphinx';
import { formatTranscript, parseCmuDict, termEntries, textToWords, VOCABULARY, wordsToAdd } from './vocabulary';

export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface DecoderOptions {
  /** Folder with `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string;
  libraries?: SphinxLibraries;
  /** Skill lists, one per job scenario, for the domain language model. */
  skillSets: readonly (readonly string[])[];
  /** Interpolation weights of the general, domain and vocabulary models. */
  weights?: [number, number, number];
  /** `-maxhmmpf` (STACK.md: 3000 halves the CPU at the same accuracy). */
  maxHmmPerFrame?: number;
  /**
   * `-maxhmmpf` of the economy searches (a twin of every language-model search that keeps fewer
   * hypotheses alive: less CPU, more errors), chosen per answer with `useVocabulary(…, true)` while
   * the machine has more speakers than it decodes at full accuracy; 0 or absent: none.
   */
  economyMaxHmmPerFrame?: number;
  /** Further PocketSphinx settings by name (`{ '-pl_window': '5' }`), replacing the defaults, for measuring. */
  settings?: Readonly<Record<string, string>>;
  /**
   * Terms an interview may bring (the skills lexicon's spellings): the words of theirs the dictionary
   * lacks get pronunciations at load (words cannot be added once a language model is in use), and an
   * interview's own terms (`useVocabulary`) then get language-model weight.
   */
  extraTerms?: readonly string[];
}

/** The economy twin of a search is named after it with this suffix. */
const ECONOMY = ':economy';
/** `-maxhmmpf` of the full-accuracy searches (STACK.md: 3000 halves the CPU at the same accuracy). */
const MAX_HMM_PER_FRAME = 3000;

/** Interview vocabularies kept ready per decoder (each a language-model search; the oldest is replaced). */
export const VOCABULARY_SEARCHES = 4;
/** How many times an interview's own skill list goes into its domain corpus, beside each catalogue job's once. */
const OWN_SKILLS_WEIGHT = 3;

export interface DecoderInfo {
  loadMs: number;
  addedWords: number;
  corpusSentences: number;
  trigrams: number;
  /** Whether cepstral normalisation can be saved and restored per speaker. */
  speakerNormalisation: boolean;
}

/** Offsets in sphinxbase 5prealpha's feat_t / cmn_t (x86-64 and arm64), checked before use. */
const FEAT_CEPSIZE_OFFSET = 16;
const FEAT_CMN_STRUCT_OFFSET = 88;
const CMN_VECLEN_OFFSET = 28;

export class InterviewDecoder {
  readonly info: DecoderInfo;
  private readonly sphinx: Sphinx;
  private ps: Pointer | null;
  private readonly cmn: Pointer | null;
  private readonly cmnLength: number;
  /** Normalisation for a speaker heard for the first time: the model's `-cmninit`. */
  readonly initialCmn: Float32Array | null;
  private inUtterance = false;
  /** What an interview's own language model is built from (see `useVocabulary`). */
  private readonly lm: {
    general: Pointer;
    skillSets: readonly (readonly string[])[];
    catalogueTerms: Set<string>;
    tableWords: Set<string>;
    known: (word: string) => boolean;
    weights: [number, number, number];
  } | null = null;
  /** Written forms of the words added for `extraTerms`. */
  private readonly display = new Map<string, string>();
  /** Interview vocabularies by key → search name, least recently used first. */
  private readonly searches = new Map<string, string>();
  private active = 'interview';
  /** Whether the current answer is decoded by the economy searches. */
  private economy = false;
  private readonly maxHmmPerFrame: number;
  private readonly economyMaxHmmPerFrame: number;

  constructor(options: DecoderOptions) {
    const started = performance.now();
    const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    const files = {
      hmm: path.join(modelDir, 'en-us'),
      lm: path.join(modelDir, 'en-us.lm.bin'),
      dict: path.join(modelDir, 'cmudict-en-us.dict'),
    };
    for (const [what, file] of Object.entries(files)) {
      if (!existsSync(file)) throw new Error(`PocketSphinx model file missing (${what}): ${file} — install pocketsphinx-en-us`);
    }
    const sphinx = loadSphinx(options.libraries ?? DEFAULT_LIBRARIES);
    this.sphinx = sphinx;
    this.maxHmmPerFrame = Number(options.settings?.['-maxhmmpf'] ?? options.maxHmmPerFrame ?? MAX_HMM_PER_FRAME);
    this.economyMaxHmmPerFrame = Math.max(0, Math.round(options.economyMaxHmmPerFrame ?? 0));
    sphinx.err_set_logfp(null);

    const args: [string, string][] = [
      ['-hmm', files.hmm],
      ['-dict', files.dict],
      ['-maxhmmpf', String(this.maxHmmPerFrame)],
      ['-logfn', '/dev/null'],
    ];
    // No second, flat-lexicon pass over the whole answer when it ends: on the development answers it
    // did not lower the word error rate (0.269 without, 0.272 with) and cost about a third of the
    // decoding CPU (0.266 → 0.418 CPU-seconds per audio second, RNNoise included) and ~330 ms more
    // after the candidate stops (end of answer p50 45 → 371 ms). README "Hearing the candidate".
    args.push(['-fwdflat', 'no']);
    for (const [name, value] of Object.entries(options.settings ?? {})) {
      const given = args.find(([existing]) => existing === name);
      if (given) given[1] = value; // PocketSphinx refuses a setting named twice
      else args.push([name, value]);
    }
    const variadic: unknown[] = [];
    for (const [name, value] of args) variadic.push('str', name, 'str', value);
    variadic.push('str', null);
    const config = sphinx.cmd_ln_init(null, sphinx.ps_args(), 1, ...variadic);
    if (!config) throw new Error('PocketSphinx rejected its configuration');
    const ps = sphinx.ps_init(config);
    sphinx.cmd_ln_free_r(config); // the decoder keeps its own reference
    if (!ps) throw new Error(`PocketSphinx could not load the model in ${modelDir}`);
    this.ps = ps;

    try {
      // 2. Pronunciations, before any language-model search exists.
      const dict = parseCmuDict(readFileSync(files.dict, 'utf8'));
      const tableAdded = wordsToAdd(dict);
      const addedBase = new Set(tableAdded.map(({ word }) => word.replace(/\(\d+\)$/, '')));
      const tableWords = new Set(VOCABULARY.map((entry) => entry.word));
      const known = (word: string) => dict.has(word) || addedBase.has(word);
      const extra = termEntries(options.extraTerms ?? [], (word) => known(word) || tableWords.has(word));
      const added = wordsToAdd(dict, [...VOCABULARY, ...extra]);
      added.forEach(({ word, phones }, i) => {
        if (sphinx.ps_add_word(ps, word, phones, i === added.length - 1 ? 1 : 0) < 0) {
          throw new Error(`ps_add_word refused "${word}" (${phones})`);
        }
      });
      for (const entry of extra) this.display.set(entry.word, entry.display);
      const extraWords = new Set(extra.map((entry) => entry.word));

      // 3. Domain and vocabulary models.
      const corpus = buildInterviewCorpus({ skillSets: options.skillSets });
      const sentences = corpus.map((s) => textToWords(s, known)).filter((s): s is string[] => s !== null && s.length > 0);
      const domain = buildKneserNeyTrigramArpa(sentences);
      const vocabularyWords = new Set([...addedBase, ...VOCABULARY.map((entry) => entry.word).filter(known)]);
      const dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-stt-'));
      try {
        const domainPath = path.join(dir, 'domain.arpa');
        const vocabularyPath = path.join(dir, 'vocabulary.arpa');
        writeFileSync(domainPath, domain.arpa);
        writeFileSync(vocabularyPath, buildUnigramArpa(vocabularyWords));

        // 4. Interpolate with the general model and make it the active search.
        const psConfig = sphinx.ps_get_config(ps);
        const logmath = sphinx.ps_get_logmath(ps);
        const read = (file: string) => {
          const model = sphinx.ngram_model_read(psConfig, file, 0, logmath);
          if (!model) throw new Error(`could not read language model ${file}`);
          return model;
        };
        const models = [read(files.lm), read(domainPath), read(vocabularyPath)];
        const weights = options.weights ?? [0.99, 0.01, 0.001];
        // Kept for the interviews' own models (each set holds its own reference).
        sphinx.ngram_model_retain(models[0]);
        this.lm = {
          general: models[0],
          skillSets: options.skillSets,
          catalogueTerms: new Set(options.skillSets.flat().map((term) => term.toLowerCase())),
          tableWords: vocabularyWords,
          known: (word) => known(word) || extraWords.has(word),
          weights,
        };
        const set = sphinx.ngram_model_set_init(psConfig, models, ['general', 'domain', 'vocabulary'], weights, 3);
        if (!set) throw new Error('ngram_model_set_init failed');
        sphinx.ngram_model_retain(set);
        this.setLm('interview', set);
        if (sphinx.ps_set_search(ps, 'interview') < 0) throw new Error('ps_set_search failed');
        sphinx.ngram_model_free(set); // the search holds it now
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // Cepstral mean normalisation state, to keep it per speaker (see RecognitionSessionOptions.speaker).
      const { cmn, length } = this.locateCmn();
      this.cmn = cmn;
      this.cmnLength = length;
      this.initialCmn = cmn ? this.getCmn() : null;

      this.info = {
        loadMs: Math.round(performance.now() - started),
        addedWords: added.length,
        corpusSentences: sentences.length,
        trigrams: domain.stats.trigrams,
        speakerNormalisation: cmn !== null,
      };
    } catch (error) {
      this.free();
      throw error;
    }
  }

  /**
   * Makes the language model hear an interview's own terms (the posting's skills, the CV's): a domain
   * model from the catalogue's skill lists plus this one, and a vocabulary model with its words,
   * interpolated with the general model as the default search is. Null, or terms the catalogue
   * already has: the default search. Built once per vocabulary and decoder (a few dozen ms), kept
   * for the next answers; call between utterances.
   */
  useVocabulary(terms: readonly string[] | null | undefined, economy = false): void {
    this.economy = economy && this.economyMaxHmmPerFrame > 0;
    const lm = this.lm;
    const own = [...new Set((terms ?? []).map((t) => t.trim()).filter(Boolean))].sort();
    if (!lm || own.every((t) => lm.catalogueTerms.has(t.toLowerCase()))) {
      this.activate('interview');
      return;
    }
    const key = own.join('\n').toLowerCase();
    const ready = this.searches.get(key);
    if (ready) {
      this.searches.delete(key); // most recently used last
      this.searches.set(key, ready);
      this.activate(ready);
      return;
    }
    // A search name of its own, or the least recently used one's (replacing a search frees it, so
    // the default search is made active first).
    let name = `vocabulary-${this.searches.size}`;
    if (this.searches.size >= VOCABULARY_SEARCHES) {
      const [oldKey, oldName] = this.searches.entries().next().value as [string, string];
      this.searches.delete(oldKey);
      name = oldName;
    }
    this.activate('interview');
    const sphinx = this.sphinx;
    const corpus = buildInterviewCorpus({ skillSets: [...lm.skillSets, ...Array.from({ length: OWN_SKILLS_WEIGHT }, () => own)] });
    const sentences = corpus.map((s) => textToWords(s, lm.known)).filter((s): s is string[] => s !== null && s.length > 0);
    const words = new Set(lm.tableWords);
    for (const term of own) for (const word of textToWords(term, lm.known) ?? []) words.add(word);
    const dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-stt-'));
    try {
      const domainPath = path.join(dir, 'domain.arpa');
      const vocabularyPath = path.join(dir, 'vocabulary.arpa');
      writeFileSync(domainPath, buildKneserNeyTrigramArpa(sentences).arpa);
      writeFileSync(vocabularyPath, buildUnigramArpa(words));
      const psConfig = sphinx.ps_get_config(this.ps!);
      const logmath = sphinx.ps_get_logmath(this.ps!);
      const read = (file: string) => {
        const model = sphinx.ngram_model_read(psConfig, file, 0, logmath);
        if (!model) throw new Error(`could not read language model ${file}`);
        return model;
      };
      const models = [sphinx.ngram_model_retain(lm.general), read(domainPath), read(vocabularyPath)];
      const set = sphinx.ngram_model_set_init(psConfig, models, ['general', 'domain', 'vocabulary'], lm.weights, 3);
      if (!set) throw new Error('ngram_model_set_init failed');
      this.setLm(name, set);
      sphinx.ngram_model_free(set); // the searches hold it now
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    this.searches.set(key, name);
    this.activate(name);
  }

  /** Makes a search (or its economy twin, for an answer decoded in economy) the active one. */
  private activate(name: string): void {
    const search = this.economy ? `${name}${ECONOMY}` : name;
    if (this.active === search) return;
    if (this.sphinx.ps_set_search(this.ps!, search) < 0) throw new Error(`ps_set_search ${search} failed`);
    this.active = search;
  }

  /**
   * Adds (or replaces) a language-model search, and its economy twin: a search reads `-maxhmmpf`
   * from the decoder's configuration when it is made, so the twin is made with the economy value.
   */
  private setLm(name: string, set: Pointer): void {
    const sphinx = this.sphinx;
    if (sphinx.ps_set_lm(this.ps!, name, set) < 0) throw new Error(`ps_set_lm ${name} failed`);
    if (!this.economyMaxHmmPerFrame) return;
    const config = sphinx.ps_get_config(this.ps!);
    sphinx.cmd_ln_set_int_r(config, '-maxhmmpf', this.economyMaxHmmPerFrame);
    try {
      if (sphinx.ps_set_lm(this.ps!, `${name}${ECONOMY}`, set) < 0) throw new Error(`ps_set_lm ${name}${ECONOMY} failed`);
    } finally {
      sphinx.cmd_ln_set_int_r(config, '-maxhmmpf', this.maxHmmPerFrame);
    }
  }

  private locateCmn(): { cmn: Pointer | null; length: number } {
    try {
      const feat = this.sphinx.ps_get_feat(this.ps!);
      if (!feat) return { cmn: null, length: 0 };
      const cepsize = this.sphinx.read<number>(feat, 'int32_t', FEAT_CEPSIZE_OFFSET);
      if (cepsize !== 13) return { cmn: null, length: 0 };
      const cmn = this.sphinx.read<Pointer>(feat, 'void *', FEAT_CMN_STRUCT_OFFSET);
      if (!cmn) return { cmn: null, length: 0 };
      const length = this.sphinx.read<number>(cmn, 'int32_t', CMN_VECLEN_OFFSET);
      if (length !== cepsize) return { cmn: null, length: 0 };
      return { cmn, length };
    } catch {
      // A build whose feature struct is laid out differently: decode without speaker normalisation.
      return { cmn: null, length: 0 };
    }
  }

  getCmn(): Float32Array | null {
    if (!this.cmn) return null;
    const vector = new Float32Array(this.cmnLength);
    this.sphinx.cmn_live_get(this.cmn, vector);
    return vector;
  }

  private setCmn(vector: Float32Array): void {
    if (this.cmn && vector.length === this.cmnLength && vector.every(Number.isFinite)) this.sphinx.cmn_live_set(this.cmn, vector);
  }

  /** Starts an utterance; `cmn` is the speaker's saved normalisation, or null for a new speaker. */
  start(cmn: Float32Array | null): void {
    if (this.inUtterance) this.cancel();
    const initial = cmn ?? this.initialCmn;
    if (initial) this.setCmn(initial);
    if (this.sphinx.ps_start_utt(this.ps!) < 0) throw new Error('ps_start_utt failed');
    this.inUtterance = true;
  }

  process(samples: Int16Array): void {
    if (!this.inUtterance || samples.length === 0) return;
    if (this.sphinx.ps_process_raw(this.ps!, samples, samples.length, 0, 0) < 0) throw new Error('ps_process_raw failed');
  }

  /** The running hypothesis, formatted for display. */
  partial(): string {
    if (!this.inUtterance) return '';
    return formatTranscript(this.sphinx.ps_get_hyp(this.ps!, [0]) ?? '', this.display);
  }

  /** Ends the utterance: the final transcript and the speaker's normalisation to keep. */
  finish(): { text: string; cmn: Float32Array | null } {
    if (!this.inUtterance) return { text: '', cmn: this.getCmn() };
    this.inUtterance = false;
    if (this.sphinx.ps_end_utt(this.ps!) < 0) throw new Error('ps_end_utt failed');
    return { text: formatTranscript(this.sphinx.ps_get_hyp(this.ps!, [0]) ?? '', this.display), cmn: this.getCmn() };
  }

  /** Ends the utterance and forgets it. */
  cancel(): void {
    if (!this.inUtterance) return;
    this.inUtterance = false;
    this.sphinx.ps_end_utt(this.ps!);
  }

  free(): void {
    if (this.lm) this.sphinx.ngram_model_free(this.lm.general);
    if (this.ps) this.sphinx.ps_free(this.ps);
    this.ps = null;
  }
}
