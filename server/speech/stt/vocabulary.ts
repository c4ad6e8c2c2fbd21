/**
 * The interview vocabulary the embedded recognizer must hear (STACK.md, "Making it hear interview
 * vocabulary"): hand-built pronunciations for technical terms, their written form in transcripts,
 * and the text normalisation that turns written English into decoder words.
 *
 * A pronunciation spec is a space-separated list of parts:
 * - an ARPAbet phone in capitals (`K UW B ER N EH T IY Z`),
 * - a lowercase CMUdict word, replaced by its first pronunciation (`type script`),
 * - `^letters`, spelled with letter names (`^aws` = EY D AH B AH L Y UW EH S).
 * An entry without specs keeps CMUdict's pronunciation and only contributes its written form.
 */

export const ARPABET = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

const LETTER_NAMES: Record<string, string> = {
  a: 'EY', b: 'B IY', c: 'S IY', d: 'D IY', e: 'IY', f: 'EH F', g: 'JH IY', h: 'EY CH', i: 'AY',
  j: 'JH EY', k: 'K EY', l: 'EH L', m: 'EH M', n: 'EH N', o: 'OW', p: 'P IY', q: 'K Y UW', r: 'AA R',
  s: 'EH S', t: 'T IY', u: 'Y UW', v: 'V IY', w: 'D AH B AH L Y UW', x: 'EH K S', y: 'W AY', z: 'Z IY',
  '0': 'Z IH R OW', '1': 'W AH N', '2': 'T UW', '3': 'TH R IY', '4': 'F AO R', '5': 'F AY V', '6': 'S IH K S',
  '7': 'S EH V AH N', '8': 'EY T', '9': 'N AY N',
};

export interface VocabularyEntry {
  /** Written form in transcripts (TypeScript, PostgreSQL, AWS). */
  display: string;
  /** Decoder word: one lowercase token. */
  word: string;
  /** Pronunciation specs (see above); empty: CMUdict's own. */
  specs: string[];
}

/**
 * `display | spec | spec…`; `display=word | …` when the decoder word is not the lowercased display.
 * Names that are also everyday words (go, swift, spark, rest, react, spring, helm, room…) keep
 * CMUdict's pronunciation and stay lowercase in transcripts.
 */
const TABLE = `
TypeScript | type script
JavaScript
Node.js | node ^js
Vue.js | vue ^js
Vue
Next.js | next ^js
Nuxt | N AH K S T
Redux
Python
Java
Docker
Kafka
Linux
Playwright
Selenium
Prometheus
Jenkins
GitHub
Postman
Excel
Azure
Android
Apache
Argo
Snowflake
Bash
Ruby
Scala
Angular
Svelte
Confluence
Storybook
Looker
Cypress
HTML
SQL | S IY K W AH L
API
CSV
PDF
XML
CPU
UI
HTTP
URL
iOS
CD
AI
AWS | ^aws
CSS | ^css
CI | ^ci
CRDTs | ^crdt S
CRDT | ^crdt
CUPED | K Y UW P T | K Y UW P EH D
Chromatic | K R OW M AE T IH K
Cilium | S IH L IY AH M
Coroutines | K OW R UW T IY N Z
Crashlytics | crash L IH T IH K S
CrowdStrike | crowd strike
Django | JH AE NG G OW
Fastify | F AE S T AH F AY
Figma | F IH G M AH
FinOps | fin ops
Firebase | fire base
GitLab | git lab
Grafana | G R AH F AA N AH
GraphQL | graph ^ql
GxP | ^gxp
HealthKit | health kit
Heroku | HH EH R OW K UW | HH IH R OW K UW
Jetpack | jet pack
Jira | JH IH R AH
KQL | ^kql
Kotlin | K AA T L IH N
Kubeflow | K UW B F L OW
Kubernetes | K UW B ER N EH T IY Z | K UW B ER N EH T IY S
MLflow | ^ml flow
MQTT | ^mqtt
Mapbox | map box
Microservices | micro services
Microservice | micro service
Monorepo | M AA N OW R IY P OW | M AA N OW R EH P OW
Nginx | engine ^x
OAuth | OW AO TH
OKRs | ^okr Z
OKR | ^okr
OWASP | OW W AA S P
OpenAPI | open ^api
OpenTelemetry | open telemetry
PRDs | ^prd Z
PRD | ^prd
PostgreSQL | post G R EH S ^ql | post G R EH S
ProseMirror | prose mirror
PyTorch | pie torch
RSpec | ^r spec
RabbitMQ | rabbit ^mq
Redis | R EH D IH S | R IY D IH S
Roadmapping | road mapping
SLOs | ^slo Z
SLO | ^slo
SLIs | ^sli Z
SLA | ^sla
SageMaker | sage maker
Semgrep | S EH M G R EH P
Sidekiq | side kick
SwiftUI | swift ^ui
TanStack | tan stack
Terraform | T EH R AH F AO R M
TestRail | test rail
TimescaleDB | time scale ^db
Toolkit | tool kit
UIKit | ^ui kit
Usability | Y UW Z AH B IH L IH T IY
Vite | V IY T
Vitest | V IY T EH S T
WCAG | ^wcag | W IY K AE G
WebSockets | web sockets
WebSocket | web socket
Webhooks | web hooks
XCTest | ^xc test
dbt | ^dbt
gRPC | ^grpc
pytest | P AY T EH S T
scikit | S AY K IH T
versioning | version IH NG
Agones | AH G OW N IY Z | AH G OW N EH S
Ansible | AE N S AH B AH L
Appium | AE P IY AH M
ATT&CK | AH T AE K
MITRE
BigQuery | big query
APIs | ^api Z
frontend | front end
backend
DevOps | dev ops
JSON | JH EY S AH N
YAML | Y AE M AH L
HTTPS | ^https
JWT | ^jwt
npm | ^npm
webpack | web pack
ESLint | ^es lint
Bitbucket | bit bucket
MongoDB | M AA NG G OW ^db
MySQL | my ^sql | my S IY K W AH L
DynamoDB | dynamo ^db
Elasticsearch | elastic search
GCP | ^gcp
KPI | ^kpi
KPIs | ^kpi Z
MVP | ^mvp
ETL | ^etl
ML | ^ml
LLM | ^llm
LLMs | ^llm Z
NLP | ^nlp
QA | ^qa
NoSQL | no ^sql | no S IY K W AH L
TDD | ^tdd
refactor | R IY F AE K T ER
refactoring | R IY F AE K T ER IH NG
refactored | R IY F AE K T ER D
onboarding | on boarding
observability | AH B Z ER V AH B IH L IH T IY
idempotent | AY D EH M P OW T AH N T | IH D EH M P OW T AH N T
serverless | server less
runbook | run book
runbooks | run books
SRE | ^sre
SREs | ^sre Z
SDK | ^sdk
CLI | ^cli
GPU | ^gpu
SSO | ^sso
MFA | ^mfa
RBAC | ^rbac | AA R B AE K
PII | ^pii
GDPR | ^gdpr
HIPAA | HH IH P AH
SOC | ^soc | S AA K
ISO | AY S OW
PCI | ^pci
PagerDuty | pager duty
Datadog | data dog
Splunk | S P L AH NG K
S3=s3 | ^s3
EC2=ec2 | ^ec2
CloudFront | cloud front
CloudWatch | cloud watch
IAM | ^iam
VPC | ^vpc
EKS | ^eks
ECS | ^ecs
Fargate | far gate
Istio | IH S T IY OW
JVM | ^jvm
Golang | G OW L AE NG
UX | ^ux
Tailwind | tail wind
debugged | D IY B AH G D
debugging | D IY B AH G IH NG
retries | R IY T R AY Z
synced | S IH NG K T
versioned | version D
virtualization | V ER CH UW AH L AH Z EY SH AH N
triaged | T R IY AA ZH D
`;

export const VOCABULARY: readonly VocabularyEntry[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [head, ...specs] = line.split('|').map((part) => part.trim());
    const [display, word = display.toLowerCase()] = head.split('=');
    return { display, word, specs: specs.filter(Boolean) };
  });

/** CMUdict as word → pronunciations (base words; `word(2)` alternates folded in). */
export type PronunciationDictionary = Map<string, string[]>;

export function parseCmuDict(text: string): PronunciationDictionary {
  const dict: PronunciationDictionary = new Map();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const raw = line.slice(0, space);
    const phones = line.slice(space + 1).trim();
    const base = raw.replace(/\(\d+\)$/, '');
    const list = dict.get(base);
    if (list) list.push(phones);
    else dict.set(base, [phones]);
  }
  return dict;
}

/** Phones of one spec, or an error naming the part that could not be resolved. */
export function composePronunciation(spec: string, dict: PronunciationDictionary): string {
  const phones: string[] = [];
  for (const part of spec.split(/\s+/).filter(Boolean)) {
    if (ARPABET.has(part)) phones.push(part);
    else if (part.startsWith('^')) {
      for (const letter of part.slice(1)) {
        const name = LETTER_NAMES[letter];
        if (!name) throw new Error(`"${spec}": no letter name for "${letter}"`);
        phones.push(name);
      }
    } else {
      const known = dict.get(part);
      if (!known) throw new Error(`"${spec}": "${part}" is not in the dictionary`);
      phones.push(known[0]);
    }
  }
  return phones.join(' ');
}

export interface WordToAdd {
  /** Decoder word, with `(n)` for an alternate pronunciation of a word the dictionary has. */
  word: string;
  phones: string;
}

/**
 * The words to add with `ps_add_word`: every vocabulary pronunciation the dictionary lacks.
 * Alternates of known words get the next free `(n)` suffix; the base word always comes first.
 */
export function wordsToAdd(dict: PronunciationDictionary, vocabulary: readonly VocabularyEntry[] = VOCABULARY): WordToAdd[] {
  const out: WordToAdd[] = [];
  const known = new Map<string, string[]>();
  for (const entry of vocabulary) {
    if (entry.specs.length === 0) {
      if (!dict.has(entry.word)) throw new Error(`"${entry.display}" has no pronunciation and is not in the dictionary`);
      continue;
    }
    let prons = known.get(entry.word);
    if (!prons) known.set(entry.word, (prons = [...(dict.get(entry.word) ?? [])]));
    for (const spec of entry.specs) {
      const phones = composePronunciation(spec, dict);
      if (prons.includes(phones)) continue;
      prons.push(phones);
      out.push({ word: prons.length === 1 ? entry.word : `${entry.word}(${prons.length})`, phones });
    }
  }
  return out;
}

const DISPLAY = new Map<string, string>([
  ['i', 'I'],
  ["i'm", "I'm"],
  ["i've", "I've"],
  ["i'd", "I'd"],
  ["i'll", "I'll"],
  ...VOCABULARY.map((entry) => [entry.word, entry.display] as [string, string]),
]);

/**
 * A decoder hypothesis (lowercase words) written the usual way: `I used TypeScript on AWS`; `extra`:
 * the written forms of words the decoder added beyond the table (a posting's terms).
 */
export function formatTranscript(hypothesis: string, extra?: ReadonlyMap<string, string>): string {
  return hypothesis
    .split(/\s+/)
    .filter((word) => word && !/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word))
    .map((word) => DISPLAY.get(word) ?? extra?.get(word.replace(/\(\d+\)$/, '')) ?? word)
    .join(' ');
}

// ───────────────────────────── pronunciations of other terms ─────────────────────────────

/** Parts of a written word: capital runs, capitalised or lowercase runs, digits ("AVFoundation" → AV Foundation). */
const WORD_PARTS = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g;

/**
 * A lowercase word as dictionary words ("zendesk" → zen desk): the fewest parts, then the split with
 * the longest parts ("upselling" → up selling, not ups elling). At most three parts.
 */
function compoundOf(word: string, known: (word: string) => boolean): string[] | null {
  const score = (parts: string[]) => parts.reduce((sum, p) => sum + p.length * p.length, 0);
  const better = (a: string[], b: string[] | null) => !b || a.length < b.length || (a.length === b.length && score(a) > score(b));
  const best: Array<string[] | null> = Array.from({ length: word.length + 1 }, () => null);
  best[0] = [];
  for (let end = 2; end <= word.length; end++) {
    for (let start = 0; start <= end - 2; start++) {
      const before = best[start];
      const part = word.slice(start, end);
      if (!before || !known(part)) continue;
      const candidate = [...before, part];
      if (better(candidate, best[end])) best[end] = candidate;
    }
  }
  const found = best[word.length];
  return found && found.length <= 3 ? found : null;
}

/**
 * A pronunciation spec (see the table's format) for a written word the dictionary lacks, the way the
 * table's were made (STACK.md): acronyms spelled with letter names, compounds from dictionary words
 * (FastAPI = fast + ^api, Zendesk = zen + desk). Null when no part of it can be built so.
 */
export function specForWord(written: string, known: (word: string) => boolean): string | null {
  // A plural acronym ("SLAs"): the letters, then Z.
  if (/^[A-Z]{2,5}s$/.test(written)) return `^${written.slice(0, -1).toLowerCase()} Z`;
  const parts = written.match(WORD_PARTS);
  if (!parts || parts.join('') !== written.replace(/[^A-Za-z0-9]/g, '') || parts.join('').length < 2) return null;
  const specs: string[] = [];
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (/^\d+$/.test(part) || (/^[A-Z]+$/.test(part) && part.length <= 5) || part.length === 1) specs.push(`^${lower}`);
    else if (known(lower)) specs.push(lower);
    else {
      const compound = compoundOf(lower, known);
      if (!compound) return null;
      specs.push(...compound);
    }
  }
  return specs.join(' ');
}

/**
 * Vocabulary entries for the words of other terms (a posting's skills, a CV's technologies) that
 * neither the dictionary nor the table has, where a pronunciation can be built; each word once.
 */
export function termEntries(terms: readonly string[], known: (word: string) => boolean): VocabularyEntry[] {
  const out = new Map<string, VocabularyEntry>();
  for (const term of terms) {
    for (const written of term.split(/[\s/,()]+|(?<=\w)-(?=\w)/)) {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(written)) continue;
      const word = written.toLowerCase();
      if (known(word) || out.has(word)) continue;
      const spec = specForWord(written, known);
      if (spec) out.set(word, { display: written, word, specs: [spec] });
    }
  }
  return [...out.values()];
}

// ───────────────────────────── written text → decoder words ─────────────────────────────

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Spoken form of a non-negative integer below a billion. */
export function numberToWords(n: number): string[] {
  if (n < 20) return [ONES[n]];
  if (n < 100) return [TENS[Math.floor(n / 10)], ...(n % 10 ? [ONES[n % 10]] : [])];
  if (n < 1000) return [ONES[Math.floor(n / 100)], 'hundred', ...(n % 100 ? ['and', ...numberToWords(n % 100)] : [])];
  for (const [size, name] of [[1_000_000, 'million'], [1000, 'thousand']] as const) {
    if (n >= size) {
      const rest = n % size;
      return [...numberToWords(Math.floor(n / size)), name, ...(rest ? (rest < 100 ? ['and'] : []).concat(numberToWords(rest)) : [])];
    }
  }
  return [String(n)];
}

function spellNumber(raw: string): string[] | null {
  const clean = raw.replace(/,/g, '');
  if (/^\d+\.\d+$/.test(clean)) {
    const [whole, fraction] = clean.split('.');
    return [...numberToWords(Number(whole)), 'point', ...[...fraction].map((d) => (d === '0' ? 'oh' : ONES[Number(d)]))];
  }
  if (!/^\d+$/.test(clean) || clean.length > 9) return null;
  const n = Number(clean);
  if (clean.length === 4 && n >= 1900 && n < 2100 && n % 100 !== 0 && !(n >= 2000 && n < 2010)) {
    return [...numberToWords(Math.floor(n / 100)), ...(n % 100 < 10 ? ['oh', ONES[n % 10]] : numberToWords(n % 100))];
  }
  return numberToWords(n);
}

/** organise → organize, behaviour → behavior, analyse → analyze, centre → center, modelling → modeling. */
export function americanSpelling(word: string): string {
  return word
    .replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/our(s|ed|ing|ite|ites|able)?$/, 'or$1')
    .replace(/tre(s)?$/, 'ter$1')
    .replace(/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2');
}

const ABBREVIATIONS: Record<string, string[]> = {
  'e.g.': ['for', 'example'],
  'i.e.': ['that', 'is'],
  'etc.': ['et', 'cetera'],
  '&': ['and'],
  '%': ['percent'],
  '+': ['plus'],
};

/**
 * Decoder words for written text, or null where a word cannot be spoken with the known words.
 * `known` says whether a lowercase word is in the recognizer's dictionary (CMUdict + vocabulary).
 */
export function textToWords(text: string, known: (word: string) => boolean): string[] | null {
  const words: string[] = [];
  const push = (token: string): boolean => {
    if (!token) return true;
    if (ABBREVIATIONS[token]) {
      words.push(...ABBREVIATIONS[token]);
      return true;
    }
    if (known(token)) {
      words.push(token);
      return true;
    }
    const percent = /^(\d[\d,.]*)%$/.exec(token);
    if (percent) return push(percent[1]) && push('%');
    const number = spellNumber(token);
    if (number) {
      words.push(...number);
      return true;
    }
    if (/[-/]/.test(token)) return token.split(/[-/]+/).every(push);
    const american = americanSpelling(token);
    if (american !== token && known(american)) {
      words.push(american); // the dictionary is American: organised → organized
      return true;
    }
    if (token.endsWith("'s") && known(token.slice(0, -2))) {
      words.push(token.slice(0, -2)); // a possessive the dictionary lacks: the base word is what it hears
      return true;
    }
    return false;
  };
  const plain = text.toLowerCase().replace(/[’‘]/g, "'").replace(/(\d),(?=\d{3}\b)/g, '$1'); // 5,000 → 5000
  for (const raw of plain.replace(/[“”"()[\]{},;:!?…]/g, ' ').split(/\s+/)) {
    if (!raw) continue;
    const token = raw.replace(/^['.]+/, '');
    if (ABBREVIATIONS[token]) {
      words.push(...ABBREVIATIONS[token]);
      continue;
    }
    const stripped = token.replace(/[.']+$/, '');
    if (!push(stripped)) return null;
  }
  return words;
}
