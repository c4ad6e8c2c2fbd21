import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { ru } from '../../../src/i18n/ru';
import { LIVE_REFUSALS, SERVER_ERROR_CODES, SERVER_REFUSALS } from '../../../openapi/refusals';
import { placeholdersOf } from '../../support/catalog';

const catalogues = { en, ru } as Record<string, Record<string, string>>;

describe('the catalogues', () => {
  it('have the same keys in every language', () => {
    const english = Object.keys(en).sort();
    for (const [locale, messages] of Object.entries(catalogues)) {
      const keys = Object.keys(messages).sort();
      expect({ locale, missing: english.filter((k) => !keys.includes(k)) }).toEqual({ locale, missing: [] });
      expect({ locale, extra: keys.filter((k) => !english.includes(k)) }).toEqual({ locale, extra: [] });
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const mismatched = Object.keys(en)
        .filter((key) => messages[key] !== undefined)
        .filter((key) => placeholdersOf(messages[key]!).join() !== placeholdersOf(en[key as keyof typeof en]).join())
        .map((key) => `${key}: ${placeholdersOf(messages[key]!).join()} vs ${placeholdersOf(en[key as keyof typeof en]).join()}`);
      expect({ locale, mismatched }).toEqual({ locale, mismatched: [] });
    }
  });

  it('give every plural an "other" form and only the categories the language has', () => {
    const categories: Record<string, ReadonlyArray<string>> = {
      en: new Intl.PluralRules('en').resolvedOptions().pluralCategories,
      ru: new Intl.PluralRules('ru').resolvedOptions().pluralCategories,
    };
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const [key, template] of Object.entries(messages)) {
        for (const match of template.matchAll(/\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
          const forms = [...match[2]!.matchAll(/(=\d+|\w+)\s*\{/g)].map((m) => m[1]!);
          expect({ locale, key, hasOther: forms.includes('other') }).toEqual({ locale, key, hasOther: true });
          const unknown = forms.filter((f) => !f.startsWith('=') && !categories[locale]!.includes(f));
          expect({ locale, key, unknown }).toEqual({ locale, key, unknown: [] });
          if (locale === 'ru') {
            // Russian needs all three forms a count can take (1 собеседование, 2 собеседования, 5 собеседований).
            expect({ key, forms: ['one', 'few', 'many'].filter((f) => !forms.includes(f)) }).toEqual({ key, forms: [] });
          }
        }
      }
    }
  });

  it('have a text for every server refusal, with the placeholders of the server\'s sentence (openapi/refusals.ts)', () => {
    const named = new Set<string>(Object.values(SERVER_REFUSALS).map((refusal) => refusal.code));
    expect(SERVER_ERROR_CODES.filter((code) => !named.has(code))).toEqual([]);
    const sentences = [
      ...Object.entries(SERVER_REFUSALS).map(([name, refusal]) => [`serverError.${name}`, refusal.text] as const),
      ...Object.entries(LIVE_REFUSALS).map(([name, text]) => [`liveError.${name}`, text] as const),
    ];
    for (const [locale, messages] of Object.entries(catalogues)) {
      const missing = sentences.filter(([key]) => messages[key] === undefined).map(([key]) => key);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
      const mismatched = sentences
        .filter(([key, text]) => messages[key] !== undefined && placeholdersOf(messages[key]).join() !== placeholdersOf(text).join())
        .map(([key]) => key);
      expect({ locale, mismatched }).toEqual({ locale, mismatched: [] });
    }
  });

  it('has no Cyrillic in the English catalogue but the name of the Russian language', () => {
    const cyrillic = Object.entries(en)
      .filter(([key]) => !key.startsWith('language.'))
      .filter(([, value]) => /[\u0400-\u04FF]/.test(value))
      .map(([key]) => key);
    expect(cyrillic).toEqual([]);
  });
});

describe('placeholdersOf (the checker itself)', () => {
  it('reads simple and plural placeholders, not the words inside a plural', () => {
    expect(placeholdersOf('Hello, {name}')).toEqual(['name']);
    expect(placeholdersOf('{count, plural, one {# job} other {# jobs}} in {place}')).toEqual(['count', 'place']);
    expect(placeholdersOf('{a, plural, one {# x {b}} other {# y {b}}}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });

  it('sees a mismatch', () => {
    expect(placeholdersOf('{count} remaining')).not.toEqual(placeholdersOf('Осталось {cnt}'));
  });
});
