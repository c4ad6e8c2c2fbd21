import { afterAll, describe, expect, it } from 'vitest';
import { createHarperGrammarChecker, GRAMMAR_KINDS } from '../../../server/evaluation/grammar';
import { blendVerdict } from '../../../server/evaluation/judge';
import {
  english,
  grammarFinding,
  localize,
  phrase,
  PHRASE_CATALOGUES,
  render,
  reportLanguage,
  REPORT_LANGUAGES,
  settle,
  type Phrase,
} from '../../../server/evaluation/phrases';
import { evaluate } from '../../../server/evaluation/rubric';
import { INTERVIEW_GONE_ERROR, REPORT_FAILED_ERROR } from '../../../server/evaluation/worker';
import { NO_ANSWERS_ERROR } from '../../../server/live/repository';
import { REPORT_FAILURES } from '../../../openapi/refusals';
import type { Analysis } from '../../../server/evaluation/types';
import { placeholdersOf } from '../../support/catalog';
import { loadCorpus } from './support/corpus';

const grammar = createHarperGrammarChecker();
afterAll(() => grammar.close());

const CYRILLIC = /[а-яё]/i;
const LATIN_WORD = /\b[a-z]{4,}\b/gi;

/** Every string of a value with its dotted path. */
function stringsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), value);

describe('report phrase catalogues', () => {
  it('have every key in every language, with the same placeholders, and no text left empty', () => {
    const en = PHRASE_CATALOGUES.en;
    for (const language of REPORT_LANGUAGES) {
      const catalogue = PHRASE_CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      const mismatched = Object.keys(en).filter(
        (key) => placeholdersOf(catalogue[key as keyof typeof en]).join() !== placeholdersOf(en[key as keyof typeof en]).join(),
      );
      expect(mismatched).toEqual([]);
      expect(Object.values(catalogue).filter((text) => !text.trim())).toEqual([]);
    }
  });

  it('write the Russian texts in Russian, leaving only names and the candidate\'s words in Latin letters', () => {
    const allowed = new Set(['MTLD', 'decided', 'proposed', 'know', 'like', 'don']);
    for (const [key, text] of Object.entries(PHRASE_CATALOGUES.ru)) {
      if (!/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))) continue; // '{area} ({score}/{max}): {comment}'
      expect(text, key).toMatch(CYRILLIC);
      // Without the placeholders and the plural selectors (`{n, plural, one {…} other {…}}`).
      const words = text.replace(/\{\s*\w+\s*(?:,\s*plural\s*,)?\s*\}?/g, '').replace(/\b(?:zero|one|two|few|many|other)\s*\{/g, '');
      const latin = (words.match(LATIN_WORD) ?? []).filter((w) => !allowed.has(w));
      expect(latin, key).toEqual([]);
    }
  });

  it('pick Russian plural forms by Intl.PluralRules and write decimals with a comma', () => {
    const forms = [1, 2, 5, 11, 21, 22].map((pauses) => render(phrase('english.fluency.rate', { wpm: pauses, minutes: { fixed: 2.25, digits: 1 }, low: 120, high: 160, pauses }), 'ru'));
    expect(forms.map((f) => /Темп — (\d+ \S+)/.exec(f)![1])).toEqual(['1 слово', '2 слова', '5 слов', '11 слов', '21 слово', '22 слова']);
    expect(forms[0]).toContain('за 2,3 мин речи');
    expect(render(phrase('english.fluency.rate', { wpm: 1, minutes: { fixed: 2.25, digits: 1 }, low: 120, high: 160, pauses: 1 }), 'en')).toBe(
      '1 words per minute over 2.3 minutes of speech (conversational band 120–160); 1 long pause.',
    );
  });

  it("say the grammar checker's findings by their kind in each language, the words at fault and the suggestion as said", async () => {
    const issues = await grammar.check('i has went there and they was happy');
    expect(issues.map((issue) => render(grammarFinding(issue), 'en'))).toEqual(['Agreement: say "have"', 'Word form: say "gone"']);
    expect(issues.map((issue) => render(grammarFinding(issue, { lowerKind: true }), 'ru'))).toEqual(['согласование: лучше «have»', 'форма слова: лучше «gone»']);
    const removal = { kind: 'Usage', problem: 'discussed about ', replacement: '' };
    expect(render(grammarFinding(removal), 'ru')).toBe('Словоупотребление: «discussed about» здесь лишнее');
    expect(render(grammarFinding({ kind: 'Style', problem: 'x', replacement: null }), 'en')).toBe('Grammar error');
    // Every kind counted as grammar has Russian words of its own.
    const kinds = [...GRAMMAR_KINDS].map((kind) => render(grammarFinding({ kind, problem: 'x' }), 'ru'));
    for (const text of kinds) expect(text).toMatch(CYRILLIC);
    expect(new Set(kinds).size).toBe(GRAMMAR_KINDS.size);
  });

  it('read the report language from Accept-Language, English otherwise', () => {
    expect(reportLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(reportLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(reportLanguage(undefined)).toBe('en');
  });
});

describe('a scored report in Russian', () => {
  const corpus = loadCorpus().filter((c) => c.split === 'dev');
  const interviews = [
    'eng-node-carrier-strong-non-native-spoken',
    ...corpus.filter((c) => c.tier === 'empty').slice(0, 1).map((c) => c.name),
    ...corpus.filter((c) => c.tier === 'weak').slice(0, 1).map((c) => c.name),
  ];
  const analyses = new Map<string, Analysis>();
  const analysis = async (name: string) => {
    if (!analyses.has(name)) analyses.set(name, await evaluate(corpus.find((c) => c.name === name)!.input, { grammar }));
    return analyses.get(name)!;
  };

  it.each(interviews)('%s: every text has its phrase, written in English as stored, and in Russian in its place', async (name) => {
    const a = await analysis(name);
    const texts = a.texts!;
    expect(Object.keys(texts).length).toBeGreaterThan(10);
    for (const [path, value] of Object.entries(texts)) expect(at(a, path), path).toBe(english(value));
    const ru = localize(a, texts, 'ru');
    // Scores, figures and the candidate's words do not move.
    const numbers = (x: Analysis) => JSON.stringify(x, (_k, v: unknown) => (typeof v === 'string' ? undefined : v));
    expect(numbers(ru)).toBe(numbers(a));
    const strings = new Map(stringsOf(ru));
    for (const [path, text] of stringsOf(a)) {
      if (path in texts) expect(strings.get(path), path).toMatch(CYRILLIC);
      else expect(strings.get(path), path).toBe(text);
    }
    // Every comment, recommendation and coaching line a reader sees is in Russian.
    const read = stringsOf(ru).filter(([path]) => /(comment|recommendation|strengths|areasForImprovement|behavioralIndicators|had|lacked|suggestion)(\.\d+)?$/.test(path) && !/^delivery|evidence|answer\.quote/.test(path));
    expect(read.length).toBeGreaterThan(5);
    for (const [path, text] of read) expect(text, path).toMatch(CYRILLIC);
    // English is the stored report itself.
    expect(localize(a, texts, 'en')).toBe(a);
  });

  it('keeps a judged comment\'s phrase with the reviewer\'s reason, and leaves a text changed behind its back in English', async () => {
    const name = 'eng-node-carrier-strong-non-native-spoken';
    const input = corpus.find((c) => c.name === name)!.input;
    const a = await analysis(name);
    const answer = input.messages.find((m) => m.role === 'USER' && m.text.split(' ').length > 30)!;
    const quote = answer.text.split(' ').slice(0, 8).join(' ');
    const judged = blendVerdict(input, a, [{ item: 'teamwork', score: 6, quote, reason: 'Clear about the team.' }]);
    expect(judged.softSkills.teamwork.comment).toMatch(/Reviewer: Clear about the team\.$/);
    const ru = localize(judged, judged.texts, 'ru');
    expect(ru.softSkills.teamwork.comment).toMatch(CYRILLIC);
    expect(ru.softSkills.teamwork.comment).toMatch(/Мнение проверяющего: Clear about the team\.$/);

    const changed = structuredClone(a);
    changed.softSkills.leadership.comment = 'Written by someone else.';
    expect(localize(changed, changed.texts, 'ru').softSkills.leadership.comment).toBe('Written by someone else.');
  });
});

describe('report failures', () => {
  it('are the sentences the server gives a failed report, so the client can say them in its language', () => {
    expect(Object.values(REPORT_FAILURES)).toEqual(expect.arrayContaining([REPORT_FAILED_ERROR, INTERVIEW_GONE_ERROR, NO_ANSWERS_ERROR]));
  });
});

describe('settle', () => {
  it('writes every phrase of a draft in English and remembers it by its place', () => {
    const p: Phrase = phrase('skills.terms', { terms: 'hooks, state' });
    const { value, texts } = settle<{ a: { list: string[]; plain: string } }>({ a: { list: ['raw', p], plain: 'as is' } });
    expect(value).toEqual({ a: { list: ['raw', 'Terms used: hooks, state.'], plain: 'as is' } });
    expect(texts).toEqual({ 'a.list.1': p });
  });
});
