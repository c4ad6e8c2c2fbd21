import { availableParallelism } from 'node:os';
import { LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { createJobPool } from '../workers/pool';
import type { GrammarChecker, GrammarIssue } from './types';

/**
 * The grammar checker of the report rubric: Harper (harper.js, a WASM build of the Rust linter) run
 * on each answer. Answers come from a speech recognizer — lower case, no punctuation — so only the
 * lints that are about the words themselves count as grammar errors: agreement, verb forms, word
 * order, wrong words. Capitals, spelling (product names the dictionary lacks), punctuation, style,
 * fillers and repeated words are not grammar here (fillers and repetitions are measured on their own).
 */

/** Lint kinds that are real grammar problems in spoken, unpunctuated English. */
export const GRAMMAR_KINDS: ReadonlySet<string> = new Set([
  'Agreement',
  'Grammar',
  'WordOrder',
  'Usage',
  'Malapropism',
  'Eggcorn',
  'WordChoice',
  'Nonstandard',
  // Harper files "an user", "better then", "since five years" and "didn't went" here.
  'Miscellaneous',
]);

/** Rules that flag fine spoken English or measure something else; never grammar errors. */
const IGNORED_RULES: ReadonlySet<string> = new Set([
  'FillerWords',
  'RepeatedWords',
  'MissingPreposition', // flags "worth it"
  'PossessiveNoun', // flags noun compounds such as "the data team"
  'SpellCheck',
  'LongSentences', // recognizer text has no sentence breaks at all
  'SentenceCapitalization',
  'CapitalizePersonalPronouns',
  'OrthographicConsistency',
]);

/** Rule groups whose lints are all about spelling, case or punctuation: switched off to lint faster. */
const IGNORED_GROUPS: ReadonlySet<string> = new Set([
  'Proper Nouns',
  'Initialisms',
  'Closed Compounds',
  'Capitalization and Case',
  'Punctuation and Spacing',
  'Compounds and Hyphenation',
  'Regionalisms and Dialect',
]);

interface StructuredConfig {
  settings: Array<{ Group?: { label: string; child: StructuredConfig }; Bool?: { name: string } }>;
}

function groupOfRule(config: StructuredConfig, out = new Map<string, string>(), label = ''): Map<string, string> {
  for (const entry of config.settings) {
    if (entry.Group) groupOfRule(entry.Group.child, out, entry.Group.label);
    else if (entry.Bool && label) out.set(entry.Bool.name, label);
  }
  return out;
}

async function configure(linter: LocalLinter): Promise<void> {
  const defaults = await linter.getDefaultLintConfig();
  const groups = groupOfRule(JSON.parse(await linter.getStructuredLintConfigJSON()) as StructuredConfig);
  const config: Record<string, boolean | null> = {};
  for (const [rule, state] of Object.entries(defaults)) {
    const group = groups.get(rule);
    // Rules off by default stay off (some load a thesaurus that does not fit in the WASM memory).
    config[rule] = IGNORED_RULES.has(rule) || (group !== undefined && IGNORED_GROUPS.has(group)) ? false : state;
  }
  await linter.setLintConfig(config);
}

function toIssue(lint: Lint, text: string): GrammarIssue {
  const span = lint.span();
  // The checker's first suggestion: a replacement (or a removal, as an empty replacement).
  let replacement: string | null = null;
  const suggestions = lint.suggestions();
  const first = suggestions[0];
  if (first) {
    const kind = first.kind();
    if (kind === SuggestionKind.Replace) replacement = first.get_replacement_text();
    else if (kind === SuggestionKind.Remove) replacement = '';
  }
  for (const s of suggestions) s.free();
  return {
    kind: lint.lint_kind(),
    message: lint.message(),
    problem: lint.get_problem_text() || text.slice(span.start, span.end),
    start: span.start,
    end: span.end,
    replacement,
  };
}

export function createHarperGrammarChecker(): GrammarChecker & { close(): void } {
  let linter: LocalLinter | null = null;
  let ready: Promise<LocalLinter> | null = null;
  let closed = false;

  // Set up once, on first use: the WASM start costs about a second that a server may never need.
  const start = (): Promise<LocalLinter> => {
    if (closed) return Promise.reject(new Error('the grammar checker is closed'));
    ready ??= (async () => {
      const created = new LocalLinter({ binary });
      linter = created;
      await created.setup();
      await configure(created);
      return created;
    })();
    return ready;
  };

  return {
    async check(text) {
      if (text.trim() === '') return [];
      const active = await start();
      const byRule = await active.organizedLints(text, { language: 'plaintext' });
      const issues: GrammarIssue[] = [];
      for (const rule of Object.keys(byRule).sort()) {
        if (IGNORED_RULES.has(rule)) continue;
        for (const lint of byRule[rule]) {
          if (GRAMMAR_KINDS.has(lint.lint_kind())) issues.push(toIssue(lint, text));
          lint.free();
        }
      }
      // One issue per stretch of text, in reading order, whatever order the rules ran in.
      issues.sort((a, b) => a.start - b.start || a.end - b.end || a.kind.localeCompare(b.kind));
      return issues.filter((issue, i) => i === 0 || issue.start !== issues[i - 1].start);
    },
    close() {
      closed = true;
      const open = linter;
      linter = null;
      ready = null;
      // Closing frees the linter's memory; if that fails there is nothing left to do with it.
      if (open) void open.dispose().catch(() => undefined);
    },
  };
}

/**
 * The same checker in worker threads, one linter each (two on a machine with two cores or more):
 * linting is most of the time a report takes (about 0.7 s of CPU for a 30-minute interview), and
 * the answers of one interview are linted side by side.
 */
export function createThreadedGrammarChecker(
  threads = Math.min(2, availableParallelism()),
): GrammarChecker & { close(): Promise<void> } {
  const pool = createJobPool<string, GrammarIssue[]>('grammar', new URL('./grammarWorker.ts', import.meta.url), threads);
  return {
    check: (text) => (text.trim() === '' ? Promise.resolve([]) : pool.run(text)),
    close: () => pool.close(),
  };
}
