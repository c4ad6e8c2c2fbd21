/**
 * The message format both sides write texts in (the SPA's catalogues in src/i18n, the server's report
 * texts in server/evaluation/phrases.ts): `{name}` takes a value as it is;
 * `{count, plural, one {# job} other {# jobs}}` picks the form by the language's plural rules
 * (`Intl.PluralRules`; `=N` for an exact number) and writes the number for `#` in the language's digits.
 */

export type MessageValues = Record<string, string | number>;

/** How `#` writes its number; the language's digits with grouping by default ("1,200", "1 200"). */
export type CountFormat = (locale: string, count: number) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** The language's digits with grouping: "1,200" in English, "1 200" in Russian. */
export const groupedCount: CountFormat = (locale, count) => {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
};

/** The index just after the `}` that closes the `{` at `open`, or -1. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;

/** `one {# job} other {# jobs}` → { one: '# job', other: '# jobs' }. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!selector) break;
    const open = i + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) break;
    options.set(selector[1]!, body.slice(open + 1, close - 1));
    i = close;
  }
  return options;
}

/** Fills a template (see the module's comment). A placeholder without a value stays as written. */
export function formatMessage(
  locale: string,
  template: string,
  values: MessageValues | undefined,
  countFormat: CountFormat = groupedCount,
): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closingBrace(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const whole = template.slice(open, close);
    const inner = whole.slice(1, -1);
    const plural = PLURAL_HEAD.exec(inner);
    if (plural) {
      const name = plural[1]!;
      const raw = values && Object.hasOwn(values, name) ? values[name] : undefined;
      const count = typeof raw === 'number' ? raw : Number(raw);
      if (raw === undefined || Number.isNaN(count)) {
        out += whole;
      } else {
        const options = pluralOptions(inner.slice(plural[0].length));
        const form = options.get(`=${count}`) ?? options.get(pluralCategory(locale, count)) ?? options.get('other') ?? '';
        out += formatMessage(locale, form.replace(/#/g, countFormat(locale, count)), values, countFormat);
      }
    } else if (/^\w+$/.test(inner) && values && Object.hasOwn(values, inner)) {
      out += String(values[inner]);
    } else {
      out += whole;
    }
    i = close;
  }
  return out;
}
