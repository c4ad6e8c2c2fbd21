/**
 * Written text → the words an embedded synthesizer should say. flite, festival and eSpeak read
 * "React 18", "£48,000 – £60,000", "3–5 years", "CI/CD" or "Node.js 20.x" digit by digit, symbol
 * by symbol or as one unknown word; the candidate hears noise where the screen shows a plain
 * question. The text on screen is unchanged: only what is synthesized is rewritten.
 *
 *   speechText('Node.js 20.x on AWS, £48,000–£60,000, 3–5 years of CI/CD')
 *   // 'Node J S twenty on A W S, forty-eight thousand pounds to sixty thousand pounds, three to five years of C I C D'
 */
import { escapeRegExp } from '../../language/text';
import { numberToWords } from '../stt/vocabulary';

export interface SpeechTextOptions {
  /**
   * Respell technical names the engines' letter-to-sound rules get wrong (TypeScript → "type
   * script", Kubernetes → "koober netties"). Default true; off for a recognizer's reference text,
   * which wants the names as written.
   */
  respell?: boolean;
}

/** Capitalised words said as a word, not letter by letter (the rest of 2–6 capitals are spelled). */
const SAID_AS_WORDS: Record<string, string> = {
  REST: 'rest', SOAP: 'soap', PIN: 'pin', SQL: 'sequel', JSON: 'jason', YAML: 'yammel', CRUD: 'crud',
  NASA: 'nasa', SIEM: 'seem', OWASP: 'oh wasp', WCAG: 'W cag', MITRE: 'miter', GIF: 'gif', AJAX: 'ajax',
  SCRUM: 'scrum', SWOT: 'swat', LAN: 'lan', WAN: 'wan', RAM: 'ram', ROM: 'rom', DORA: 'dora', GAAP: 'gap',
  HIPAA: 'hippa', ISO: 'eye so', SOC: 'sock', CUPED: 'cupid', SAFe: 'safe', SaaS: 'sass', PaaS: 'pass',
  IaaS: 'eye as', OKR: 'O K R', ARIA: 'aria', NATO: 'nato', FAANG: 'fang', DAG: 'dag', KPI: 'K P I',
  GUI: 'gooey', SPA: 'S P A', CAPTCHA: 'captcha', LIDAR: 'lidar', RADAR: 'radar', SCADA: 'scada', JIRA: 'jeera',
};

/**
 * Names the engines mispronounce from their spelling, with how to say them (written forms as in the
 * catalogue and the recognizer's vocabulary). Compared case-sensitively as whole words.
 */
const RESPELLINGS: Record<string, string> = {
  TypeScript: 'type script', JavaScript: 'java script', Kubernetes: 'koober netties', Redis: 'red iss',
  Nginx: 'engine X', PyTorch: 'pie torch', TensorFlow: 'tensor flow', Django: 'jango', GitHub: 'git hub',
  GitLab: 'git lab', Vite: 'veet', Vitest: 'vee test', Grafana: 'grah fah nah', Terraform: 'terra form',
  Figma: 'fig ma', Kotlin: 'kot lin', SwiftUI: 'swift U I', UIKit: 'U I kit', XCTest: 'X C test',
  DevOps: 'dev ops', FinOps: 'fin ops', OAuth: 'oh auth', RSpec: 'R spec', GraphQL: 'graph Q L',
  PostgreSQL: 'postgres Q L', MySQL: 'my sequel', NoSQL: 'no sequel', BigQuery: 'big query',
  TimescaleDB: 'time scale D B', MongoDB: 'mongo D B', DynamoDB: 'dynamo D B', RabbitMQ: 'rabbit M Q',
  WebSockets: 'web sockets', WebSocket: 'web socket', HealthKit: 'health kit', TestRail: 'test rail',
  TestFlight: 'test flight', TanStack: 'tan stack', ProseMirror: 'prose mirror', SageMaker: 'sage maker',
  CrowdStrike: 'crowd strike', TurboModules: 'turbo modules', OpenAPI: 'open A P I', OpenTelemetry: 'open telemetry',
  'Node.js': 'node J S', 'Vue.js': 'view J S', 'Next.js': 'next J S', 'Nuxt': 'nuxt', Vue: 'view', iOS: 'eye O S',
  watchOS: 'watch O S', macOS: 'mac O S', tvOS: 'T V O S', gRPC: 'G R P C', GxP: 'G X P', MLflow: 'M L flow',
  'ATT&CK': 'attack', 'WAI-ARIA': 'why aria', 'C++': 'C plus plus', 'C#': 'C sharp', 'F#': 'F sharp',
  '.NET': 'dot net', 'ASP.NET': 'A S P dot net', npm: 'N P M', dbt: 'D B T', pytest: 'pie test', Jira: 'jeera',
  Ansible: 'ansi bull', Heroku: 'heh roku', Kubeflow: 'koob flow', Istio: 'isteeoh', Sidekiq: 'side kick',
  Appium: 'appy um', Semgrep: 'sem grep', Monorepo: 'mono repo', monorepo: 'mono repo', Webhooks: 'web hooks',
  webhooks: 'web hooks', Firebase: 'fire base', Crashlytics: 'crash lytics', Storybook: 'story book',
  Playwright: 'play wright', Mapbox: 'map box', Fastify: 'fast if eye', Golang: 'go lang', Fargate: 'far gate',
  Datadog: 'data dog', PagerDuty: 'pager duty', CloudWatch: 'cloud watch', CloudFront: 'cloud front',
  Elasticsearch: 'elastic search', Tailwind: 'tail wind', Bitbucket: 'bit bucket', ESLint: 'E S lint',
  webpack: 'web pack', Webpack: 'web pack', Agones: 'ah go ness', Cilium: 'silly um', Chromatic: 'chroma tic',
};

const CURRENCIES: Record<string, [string, string]> = {
  '£': ['pound', 'pounds'], '€': ['euro', 'euros'], $: ['dollar', 'dollars'], '¥': ['yen', 'yen'], '₹': ['rupee', 'rupees'],
};

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

/** "forty-two" style: tens and units joined with a hyphen, as written English does. */
function integerWords(n: number): string {
  return numberToWords(n)
    .join(' ')
    .replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)\b/g, '$1-$2');
}

/** A year-like number (1900–2099, not 2000–2009): "twenty twenty-six", "nineteen ninety-nine". */
function yearWords(n: number): string {
  if (n % 100 === 0) return integerWords(n);
  const rest = n % 100;
  return `${integerWords(Math.floor(n / 100))} ${rest < 10 ? `oh ${integerWords(rest)}` : integerWords(rest)}`;
}

function ordinalWords(n: number): string {
  const words = integerWords(n);
  const match = /([a-z]+)$/.exec(words)!;
  const last = match[1];
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, match.index) + ordinal;
}

/** Digits as words: "1,400" → "one thousand four hundred", "3.5" → "three point five", "2026" → "twenty twenty-six". */
function numberWords(raw: string, { version = false }: { version?: boolean } = {}): string {
  const clean = raw.replace(/,(?=\d{3}\b)/g, '');
  if (/^\d+(\.\d+)+$/.test(clean)) {
    const [whole, ...parts] = clean.split('.');
    const said = parts.map((part) =>
      version && !part.startsWith('0') ? integerWords(Number(part)) : [...part].map((d) => (d === '0' ? 'oh' : integerWords(Number(d)))).join(' '),
    );
    return [integerWords(Number(whole)), ...said].join(' point ');
  }
  if (!/^\d+$/.test(clean)) return clean;
  if (clean.length > 9) return [...clean].map((d) => integerWords(Number(d))).join(' ');
  const n = Number(clean);
  if (clean.length === 4 && n >= 1900 && n < 2100 && !(n >= 2000 && n < 2010)) return yearWords(n);
  if (clean.length > 1 && clean.startsWith('0')) return [...clean].map((d) => (d === '0' ? 'oh' : integerWords(Number(d)))).join(' ');
  return integerWords(n);
}

const MULTIPLIERS: Record<string, string> = { k: 'thousand', K: 'thousand', m: 'million', M: 'million', bn: 'billion', b: 'billion' };

function currencyWords(symbol: string, amount: string, multiplier: string | undefined): string {
  const [one, many] = CURRENCIES[symbol];
  const scale = multiplier ? ` ${MULTIPLIERS[multiplier]}` : '';
  const clean = amount.replace(/,/g, '');
  const plural = scale || Number(clean) !== 1 ? many : one;
  const match = /^(\d+)\.(\d\d)$/.exec(clean);
  if (match && !scale) {
    const cents = Number(match[2]);
    return `${integerWords(Number(match[1]))} ${plural}${cents ? ` ${integerWords(cents)}` : ''}`;
  }
  return `${numberWords(clean, { version: true })}${scale} ${plural}`;
}

/** "AWS" → "A W S", "APIs" → "A P I's", "KPI" → "K P I"; words in SAID_AS_WORDS as words. */
function acronymWords(token: string): string {
  if (SAID_AS_WORDS[token]) return SAID_AS_WORDS[token];
  const plural = /^([A-Z]{2,})s$/.exec(token);
  if (plural) return `${acronymWords(plural[1])}'s`;
  return [...token].join(' ');
}

const RESPELL_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}.])(${Object.keys(RESPELLINGS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}]|\\.[\\p{L}])`,
  'gu',
);

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;

/** The text as an embedded synthesizer should say it (see the module comment). */
export function speechText(text: string, { respell = true }: SpeechTextOptions = {}): string {
  let out = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\u00a0/g, ' ');

  if (respell) out = out.replace(RESPELL_PATTERN, (name: string) => RESPELLINGS[name]);

  // Abbreviations.
  out = out
    .replace(/\be\.g\.(?=\s|,|$)/gi, 'for example')
    .replace(/\bi\.e\.(?=\s|,|$)/gi, 'that is')
    .replace(/\betc\.(?=\s|,|$)/gi, 'et cetera')
    .replace(/\bvs\.?(?=\s)/g, 'versus')
    .replace(/\bapprox\.(?=\s)/g, 'about')
    .replace(/\s&\s/g, ' and ')
    .replace(/\b24\/7\b/g, 'twenty-four seven');

  // Money: £48,000, €75k, $1.2M, and ranges between two amounts.
  out = out.replace(new RegExp(String.raw`([£€$¥₹])\s?(${NUMBER})(?:\s?(bn|[kKmMb])\b)?`, 'g'), (_, symbol: string, amount: string, mult?: string) =>
    currencyWords(symbol, amount, mult),
  );

  // Ranges: "3–5 years", "120–250 employees", "2-4", "10 – 20".
  out = out.replace(new RegExp(String.raw`(\d)\s?[–—-]\s?(?=\d)`, 'g'), '$1 to ');
  // A range between amounts already in words: "pounds – sixty" → "pounds to sixty".
  out = out.replace(/(pounds?|euros?|dollars?|yen|rupees?|thousand|million|billion) [–—] (?=[a-z])/g, '$1 to ');

  // Versions: "20.x" → "20", "v2" → "version 2", "HTTP/2" → "HTTP 2".
  out = out.replace(/\b(\d+)(?:\.x)+\b/g, '$1').replace(/\bv(\d+(?:\.\d+)*)\b/g, 'version $1').replace(/\b([A-Z]{2,})\/(\d)/g, '$1 $2');

  // "SOC 2 Type II": a Roman numeral after "Type".
  out = out.replace(/\bType (I{1,3})\b/g, (_, numeral: string) => `Type ${integerWords(numeral.length)}`);

  // Percent, plus, ordinals.
  out = out.replace(new RegExp(String.raw`(${NUMBER})\s?%`, 'g'), (_, n: string) => `${numberWords(n)} percent`);
  out = out.replace(/\b(\d+)\+(?=\s|$|[,.;:!?)])/g, (_, n: string) => `${numberWords(n)} or more`);
  out = out.replace(/\b(\d+)(st|nd|rd|th)\b/g, (_, n: string) => ordinalWords(Number(n)));

  // Letters and digits in one token: S3, EC2, P99, Web3, IPv6 → "S three", "E C two".
  out = out.replace(/\b([A-Za-z]+)(\d+)\b/g, (_, letters: string, digits: string) => `${/^[A-Z]+$/.test(letters) || letters.length === 1 ? acronymWords(letters) : letters} ${numberWords(digits)}`);

  // Numbers left: a number after a capitalised name is a version (React 18, Python 3.12, WCAG 2.1).
  out = out.replace(new RegExp(String.raw`(\b[\p{Lu}][\p{L}.#+]*\s)?(${NUMBER})`, 'gu'), (_, before: string | undefined, n: string) => {
    const trimmed = n.replace(/,$/, '');
    const tail = n.slice(trimmed.length);
    return `${before ?? ''}${numberWords(trimmed, { version: Boolean(before) })}${tail}`;
  });

  // Slashes between words and letters: "CI/CD", "A/B", "UI/UX", "and/or".
  out = out.replace(/(?<=[\p{L}\p{N}])\/(?=[\p{L}\p{N}])/gu, ' ');

  // Dashes used as pauses: " – " and "—" → a comma; "design–engineering" → "design-engineering".
  out = out.replace(/\s*—\s*/g, ', ').replace(/\s+–\s+/g, ', ').replace(/(?<=\p{L})–(?=\p{L})/gu, '-');

  // Capitals: AWS, APIs, CI, QA → letter by letter; said-as-word ones as words. "I" and "A" stay.
  out = out.replace(/(?<![\p{L}\p{N}'])([A-Z][A-Za-z]*[A-Z]s?|[A-Z][a-z]?aS)(?![\p{L}\p{N}])/gu, (token: string) => {
    if (SAID_AS_WORDS[token]) return respell ? SAID_AS_WORDS[token] : token;
    if (/^[A-Z]{2,7}s?$/.test(token)) return acronymWords(token);
    return token;
  });

  // Symbols the engines read aloud or skip unpredictably.
  out = out.replace(/\s\+\s/g, ' plus ').replace(/#(?=\d)/g, 'number ');

  return out.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:!?])/g, '$1').trim();
}

/**
 * The words a recognizer should hear for `text` (for word error rates): as spoken, but names as
 * written (TypeScript, not "type script") and letter-by-letter acronyms joined (AWS).
 */
export function spokenReference(text: string): string {
  return joinSpelledLetters(speechText(text, { respell: false }), { capitalsOnly: true });
}

/**
 * Runs of single letters joined into one word: "A W S" → "AWS". With `capitalsOnly`, only capital
 * letters (the normaliser's spelled acronyms; not the article "a"); otherwise any single letters
 * (a recognizer's lowercase "a w s").
 */
export function joinSpelledLetters(text: string, { capitalsOnly = false }: { capitalsOnly?: boolean } = {}): string {
  const letter = capitalsOnly ? '[A-Z]' : '[A-Za-z]';
  return text.replace(new RegExp(String.raw`\b${letter}(?:'s)?(?:\s${letter}\b(?:'s)?)+`, 'g'), (run) =>
    run.replace(/'s\b/g, 's').replace(/\s/g, ''),
  );
}
