import { spokenRank } from '../language/frequency';
import { clean, headingOf, type Line } from './layout';

/**
 * The posting's header fields: title, company, location, job type, salary, experience, seniority and
 * category.
 */

/** Head nouns of job titles. */
const ROLE_NOUNS = new Set(
  (
    'engineer engineers developer developers programmer manager analyst designer specialist representative executive partner ' +
    'accountant intern scientist researcher lead director consultant coordinator administrator architect officer associate ' +
    'generalist recruiter writer marketer strategist head tester sdet technician assistant advisor adviser agent planner ' +
    'controller auditor buyer editor nurse owner vp president cto cfo ceo coo ciso trainee apprentice supervisor operator ' +
    'bookkeeper copywriter illustrator animator producer teacher tutor instructor trainer sre devops counsel solicitor ' +
    'lawyer attorney paralegal electrician mechanic driver pharmacist therapist physiotherapist physician receptionist clerk'
  ).split(' '),
);

const ACRONYMS = new Set(
  'QA UX UI SRE SDET HR IT II III IV AI ML VP CTO CFO CEO COO CISO SDR BDR FP&A SEO PPC CRM ERP B2B SAAS EU UK US US-based NY CA TX CO QC'.split(' '),
);

/** Words a title segment can carry that are not about the job ("Remote", "Full-time"). */
const PLACE_WORDS = /\b(?:remote|hybrid|on-?site|in office|office|relocation|anywhere|worldwide|time zones?)\b/i;
const COUNTRIES =
  /\b(?:UK|U\.K\.|United Kingdom|England|Scotland|Wales|Ireland|USA|US|United States|Canada|Germany|DE|France|Spain|Portugal|Italy|Netherlands|NL|Belgium|Poland|Czechia|Austria|Switzerland|Denmark|Sweden|Norway|Finland|Estonia|Latvia|Lithuania|Romania|Bulgaria|Greece|Turkey|India|Singapore|Australia|New Zealand|Japan|Brazil|Mexico|Argentina|Europe|EU|EMEA|APAC|LATAM|Americas)\b/;
const US_STATE = /,\s*(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB)\b/;
const JOB_TYPE_WORDS = /^(?:full[- ]?time|part[- ]?time|contract|permanent|temporary|freelance|internship|fixed[- ]term|b2b)\b/i;
const MONEY = /[£$€]|\b(?:USD|EUR|GBP|PLN|SEK|DKK|NOK|CHF|CAD|AUD)\b|\d\s?k\b|\bsalary\b|\bcommission\b|\bOTE\b/i;
const SENIORITY_WORDS = /^(?:junior|jr|mid|middle|senior|sr|lead|staff|principal|intern|trainee)(?:\s*[/,&-]\s*(?:junior|jr|mid|middle|senior|sr|lead|staff|principal))*(?:\s+level)?$/i;
const COMPANY_SUFFIX = /\b(?:Inc|Ltd|LLC|GmbH|plc|Co|Corp|Sp\. z o\.o|S\.A|AG|BV|AB|Oy|SAS)\b\.?/;

export function isPlace(s: string): boolean {
  return PLACE_WORDS.test(s) || COUNTRIES.test(s) || US_STATE.test(s);
}

function isOther(s: string): boolean {
  return isPlace(s) || JOB_TYPE_WORDS.test(s.trim()) || MONEY.test(s) || SENIORITY_WORDS.test(s.trim()) || /^\d/.test(s.trim());
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

export function hasRoleNoun(s: string): boolean {
  return words(s.replace(/\([^)]*\)/g, ' ')).some((w) => ROLE_NOUNS.has(w.toLowerCase().replace(/[^a-z]/g, '')));
}

/** Title case for a title or company written in capitals. */
export function titleCase(s: string): string {
  if (/[a-z]/.test(s)) return s;
  const small = new Set(['and', 'or', 'of', 'the', 'for', 'in', 'at', 'to', 'a', 'an', 'with']);
  return s
    .split(/(\s+|(?=[(/])|(?<=[(/]))/)
    .map((w, i) => {
      if (!/[A-Z]/.test(w)) return w;
      if (ACRONYMS.has(w.replace(/[^A-Z&-]/g, ''))) return w;
      if (w === 'IOS') return 'iOS';
      const lower = w.toLowerCase();
      if (i > 0 && small.has(lower)) return lower;
      return lower.replace(/^([^a-z]*)([a-z])/, (_, p: string, c: string) => p + c.toUpperCase());
    })
    .join('');
}

/** Splits a header line into its parts ("Title | Company | Place", "Company · Place · Type"); `dashes`: also at " - ". */
function segments(line: string, dashes = true): string[] {
  return line
    .split(dashes ? /\s+[|·•—]\s+|\s{3,}|\s+[-–]\s+(?=[A-Z$£€\d])/ : /\s+[|·•—]\s+|\s{3,}/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words of everyday English or a known skill: a part of the title ("– Checkout", "- Mobile App"), not a company name. */
function isTitleArea(s: string): boolean {
  return words(s.replace(/[()]/g, ' ')).every((w) => {
    const bare = w.replace(/[^A-Za-z&-]/g, '');
    if (!bare) return true;
    if (ACRONYMS.has(bare.toUpperCase()) || /^[A-Z&]{2,5}$/.test(bare)) return true;
    return bare.split('-').every((part) => {
      const rank = spokenRank(part.toLowerCase());
      return rank !== null && rank < 60000;
    });
  });
}

const LABELLED = /^(job title|title|position|role|vacancy|company|employer|location|place of work|job type|type of employment|employment type|salary|compensation|pay)\s*:\s*(.+)$/i;

export interface Header {
  title: string | null;
  company: string | null;
  location: string | null;
}

const stripParens = (s: string, test: (inner: string) => boolean) =>
  s.replace(/\s*\(([^)]*)\)/g, (all, inner: string) => (test(inner) ? '' : all)).trim();

function cleanTitle(segment: string): string {
  let t = segment.replace(/\s+at\s+[A-Z].*$/, '').replace(/[\p{Extended_Pictographic}\p{So}\uFE0F]/gu, '').trim();
  // Parentheses about time or place, not the job: "(6 months, from March 2027)", "(Stockholm / Remote)".
  t = stripParens(t, (inner) => /\d|month|week|year/i.test(inner) || isPlace(inner));
  // A trailing part after a dash: kept when it names the job's area ("– Checkout"), dropped when it is seniority or place.
  const dash = t.match(/^(.*?\S)\s+[-–]\s+(.+)$/);
  if (dash && hasRoleNoun(dash[1]) && (isOther(dash[2]) || !isTitleArea(dash[2]))) t = dash[1];
  return titleCase(t.replace(/[.:,;]+$/, '').trim());
}

/** Title, company and location from the first lines of the posting. */
export function readHeader(lines: readonly Line[], paragraphs: readonly string[]): Header {
  const first = lines.filter((l) => !l.noise).slice(0, 12);
  let title: string | null = null;
  let company: string | null = null;
  let location: string | null = null;
  let titleLine = -1;
  for (const [i, line] of first.entries()) {
    const text = clean(line.raw);
    const labelled = text.match(LABELLED);
    if (labelled) {
      const [, label, value] = labelled;
      const l = label.toLowerCase();
      if (/title|position|role|vacancy/.test(l) && !title && hasRoleNoun(value)) {
        title = cleanTitle(value);
        titleLine = i;
      } else if (/company|employer/.test(l)) company ??= value.trim();
      else if (/location|place/.test(l)) location ??= value.trim();
      continue;
    }
    if (title || line.bullet) continue;
    if (words(text).length > 16 || /[.!?]$/.test(text)) continue;
    const parts = segments(text, false);
    const at = parts.findIndex((p) => hasRoleNoun(p) && words(p).length <= 12);
    if (at < 0) continue;
    title = cleanTitle(parts[at]);
    titleLine = i;
    const atCompany = parts[at].match(/\s+at\s+([A-Z][^(|·]*?)(?:\s*\(([^)]*)\))?$/);
    if (atCompany) {
      company ??= atCompany[1].trim();
      if (atCompany[2] && isPlace(atCompany[2])) location ??= atCompany[2].trim();
    }
    for (const p of parts.slice(at + 1)) {
      if (!location && isPlace(p)) location = p;
      else if (!company && !isOther(p) && words(p).length <= 6) company = stripParens(p, () => true);
    }
    for (const part of parts[at].split(/\s+[-–]\s+/).slice(1)) {
      if (!location && isPlace(part)) location = part;
      else if (!company && !isOther(part) && !isTitleArea(part) && words(part).length <= 6) company = stripParens(part, () => true);
    }
  }
  // The lines just after the title: "Company · Place · Type", "Company – Place".
  if (titleLine >= 0) {
    for (const line of first.slice(titleLine + 1, titleLine + 4)) {
      if (line.bullet || (headingOf(line.raw) && !/[|·]/.test(line.raw))) continue;
      const text = clean(line.raw);
      if (LABELLED.test(text) || words(text).length > 16 || /[.!?]$/.test(text.replace(/\b(?:Inc|Ltd|Co|Corp)\.$/, ''))) continue;
      for (const p of segments(text)) {
        if (!location && isPlace(p) && !COMPANY_SUFFIX.test(p)) location = p;
        else if (!company && (COMPANY_SUFFIX.test(p) || (!isOther(p) && !hasRoleNoun(p))) && words(p).length <= 6 && /^[A-Z]/.test(p)) {
          company = stripParens(p, () => true).replace(/,?\s*Inc\.?$/, '').trim();
        }
      }
    }
  }
  // "At Mossgiel Foods we…", "Kestrelway Travel sells…": the company named in the first sentences.
  if (!company) {
    for (const p of paragraphs.slice(0, 3)) {
      const m =
        p.match(/\bAt ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3}),? we\b/) ??
        p.match(/^([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3}) (?:is|are|makes|builds|runs|helps|sells|designs|operates|provides|hosts|gives|develops|creates)\b/) ??
        p.match(/\b(?:join|Join) ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3})\b/);
      if (m && !/^(We|Our|The|This|You|As|In)$/.test(m[1])) {
        company = m[1];
        break;
      }
    }
  }
  // Without markdown and a legal suffix ("Vistula Softworks Sp. z o.o." → "Vistula Softworks").
  if (company) {
    const bare = company
      .replace(/[*_]/g, '')
      .replace(/,?\s+(?:Sp\. z o\.o\.?|Inc\.?|Ltd\.?|LLC|GmbH|plc|B\.V\.|S\.A\.|AG|Co\.|Corp\.?)$/i, '')
      .replace(/\s*[,.]$/, '')
      .trim();
    company = titleCase(bare || company);
  }
  if (location) location = location.replace(/[()]/g, (c) => c).trim();
  return { title, company, location };
}

/**
 * The title at the very start of a posting pasted without line breaks ("Senior Data Engineer Marrowby
 * Insurance Group Chicago…"): the leading run of capitalised words, up to its last job-title noun.
 */
export function titleFromOpening(text: string): string | null {
  const opening = clean(text.trimStart().split('\n')[0]).split(/\s+/).slice(0, 12);
  const run: string[] = [];
  for (const w of opening) {
    if (!/^[A-Z0-9(&]/.test(w)) break;
    run.push(w);
  }
  let last = -1;
  run.forEach((w, i) => {
    if (ROLE_NOUNS.has(w.toLowerCase().replace(/[^a-z]/g, ''))) last = i;
  });
  if (last < 0) return null;
  const title = run.slice(0, last + 1).join(' ').replace(/[,:;]$/, '');
  return words(title).length <= 8 ? cleanTitle(title) : null;
}

/** The title named in a sentence ("we are looking for a content marketing specialist"), when no line names it. */
export function titleFromProse(paragraphs: readonly string[]): string | null {
  for (const p of paragraphs) {
    const m = p.match(/\b(?:looking for|hiring|searching|seeking)(?: an?| our (?:first|next|new))? ((?:[A-Za-z&/-]+ ){0,4}?[A-Za-z]+)\b/i);
    if (!m) continue;
    const ws = words(m[1]);
    const head = ws.findIndex((w) => ROLE_NOUNS.has(w.toLowerCase()));
    if (head >= 0) return titleCase(ws.slice(0, head + 1).map((w) => w[0].toUpperCase() + w.slice(1)).join(' '));
  }
  return null;
}

export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'head';

export function seniorityOf(title: string): Seniority {
  const t = title.toLowerCase();
  if (/\b(?:intern|internship|trainee|apprentice|working student)\b/.test(t)) return 'intern';
  if (/\b(?:head of|director|vp|vice president|chief|cto|cfo|ciso)\b/.test(t)) return 'head';
  if (/\b(?:lead|staff|principal|manager of)\b/.test(t)) return 'lead';
  if (/\b(?:senior|sr\.?)\b/.test(t) && !/\bjunior\b/.test(t)) return 'senior';
  if (/\b(?:junior|jr\.?|graduate|entry[- ]level|associate)\b/.test(t)) return 'junior';
  return 'mid';
}

export function jobTypeOf(text: string, title: string): string {
  if (/\bintern(?:ship)?\b/i.test(title)) return 'Internship';
  const head = text.slice(0, 1500);
  if (/\bpart[- ]time\b/i.test(head)) return 'Part-time';
  if (/\b(?:contract(?:or)? role|fixed[- ]term|freelance|b2b contract|contract position|\d+[- ]month contract)\b/i.test(head)) return 'Contract';
  return 'Full-time';
}

const CURRENCY = String.raw`(?:[£$€]|\b(?:USD|EUR|GBP|PLN|SEK|DKK|NOK|CHF|CAD|AUD)\b)`;
const AMOUNT = String.raw`\d[\d,. ]*\d(?:\s?[kK]\b)?|\d(?:\s?[kK]\b)?`;
const SALARY = new RegExp(
  String.raw`${CURRENCY}\s?(?:${AMOUNT})(?:\s*(?:-|–|to|and)\s*${CURRENCY}?\s?(?:${AMOUNT}))?(?:\s*${CURRENCY})?|(?:${AMOUNT})\s*(?:-|–|to)\s*(?:${AMOUNT})\s*${CURRENCY}`,
);

/** Amounts on these lines are not pay ("€1,500 yearly learning budget"). */
const NOT_PAY = /\b(?:budget|allowance|discount|bonus of|spend|funding|raised|revenue|ARR|worth)\b/i;
const PAY = /\b(?:salary|compensation|pay|base|OTE|gross|net|per (?:year|month|annum|hour)|a year|a month|annual)\b/i;

const RANGE = new RegExp(String.raw`${CURRENCY}\s?\d[\d,. ]*[kK]?\s*(?:-|–|to|and)\s*${CURRENCY}?\s?\d`);

export function salaryOf(text: string): string | null {
  const lines = text.split('\n').filter((l) => SALARY.test(l) && !NOT_PAY.test(l));
  // A line that says it is pay, or a range, before any other amount.
  lines.sort((a, b) => Number(PAY.test(b) || RANGE.test(b)) - Number(PAY.test(a) || RANGE.test(a)));
  for (const line of lines) {
    const m = line.match(SALARY);
    if (!m) continue;
    const amount = m[0].trim().replace(/[,.\s]+$/, '');
    if (!/\d{2}|\dk/i.test(amount)) continue;
    const period = line.slice((m.index ?? 0) + m[0].length).match(/^\s*(?:gross |net )?(per (?:year|month|annum|hour)|a year|a month|an hour|\/(?:year|month|hour|yr|mo)|per month)/i);
    const tidy = amount.replace(/\s+and\s+/, ' – ');
    return period ? `${tidy} ${period[1]}` : tidy;
  }
  return null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The experience a posting asks for ("5+ years", "2–4 years"), from its requirements first. */
export function experienceOf(texts: readonly string[]): string | null {
  for (const text of texts) {
    const t = text.toLowerCase().replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g, (w) => String(NUMBER_WORDS[w]));
    const range = t.match(/\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*\+?\s*years?\b/);
    if (range) return `${range[1]}–${range[2]} years`;
    const single = t.match(/\b(\d{1,2})\s*(?:\+|plus)?\s*(?:or more\s+)?years?\b/);
    if (single && Number(single[1]) <= 20) return `${single[1]}+ years`;
  }
  return null;
}

export const EXPERIENCE_BY_SENIORITY: Record<Seniority, string> = {
  intern: '0–1 years',
  junior: '0–2 years',
  mid: '2–5 years',
  senior: '5+ years',
  lead: '7+ years',
  head: '10+ years',
};

/** Catalogue categories (and the families beyond it) by words of the title; the first that matches wins. */
const CATEGORY_RULES: Array<[string, RegExp]> = [
  ['Engineering Management', /\b(?:engineering manager|manager,? engineering|director of engineering|head of engineering|vp,? engineering|vp of engineering|cto|chief technology)\b/i],
  ['Product', /\b(?:product manager|product owner|head of product|product lead|chief product)\b/i],
  ['Design', /\b(?:designer|ux|ui|user researcher|ux researcher|design lead|head of design)\b/i],
  ['QA', /\b(?:qa|quality assurance|test(?:er|ing)?|sdet|quality engineer)\b/i],
  ['Security', /\b(?:security|secops|soc analyst|penetration|ciso)\b/i],
  ['Customer Support', /\b(?:support|customer success|customer service|customer experience|help ?desk|service desk)\b/i],
  ['Sales', /\b(?:sales|account executive|account manager|business development|sdr|bdr)\b/i],
  ['Marketing', /\b(?:marketing|marketer|seo|content|growth|brand|social media|copywriter|communications)\b/i],
  ['Finance', /\b(?:accountant|accounting|finance|financial|fp&a|controller|auditor|tax|bookkeeper|treasury|payroll)\b/i],
  ['People & HR', /\b(?:hr|people partner|people|talent|recruit\w*|human resources|hr generalist)\b/i],
  ['Operations', /\b(?:operations|warehouse|logistics|supply chain|procurement|fulfil?ment)\b/i],
  ['Full Stack', /\b(?:full[- ]?stack)\b/i],
  ['Mobile', /\b(?:ios|android|mobile|react native|flutter)\b/i],
  ['Frontend', /\b(?:front[- ]?end|ui engineer|web developer)\b/i],
  ['DevOps/SRE', /\b(?:devops|sre|site reliability|platform engineer|infrastructure|cloud engineer|systems engineer)\b/i],
  ['Data', /\b(?:data|machine learning|ml|analytics|bi|ai engineer|statistician)\b/i],
  ['Backend', /\b(?:back[- ]?end|api|java|python|go|golang|ruby|php|\.net|node(?:\.js)?|scala|rust|c\+\+|c#|kotlin)\b/i],
];

/** Skills that point at a category when the title alone does not ("Software Engineer"). */
const CATEGORY_SKILLS: Array<[string, RegExp]> = [
  ['Frontend', /^(?:react|vue\.js|vue|angular|svelte|css|html|next\.js|tailwind css)$/i],
  ['Mobile', /^(?:swift|swiftui|kotlin|jetpack compose|react native|flutter|ios|android)$/i],
  ['Data', /^(?:pandas|scikit-learn|pytorch|tensorflow|apache spark|spark|airflow|dbt|snowflake|bigquery|machine learning)$/i],
  ['DevOps/SRE', /^(?:kubernetes|terraform|ansible|helm|prometheus|grafana)$/i],
];

export function categoryOf(title: string, skills: readonly string[]): string {
  for (const [category, rule] of CATEGORY_RULES) if (rule.test(title)) return category;
  const votes = new Map<string, number>();
  for (const skill of skills) {
    for (const [category, rule] of CATEGORY_SKILLS) if (rule.test(skill)) votes.set(category, (votes.get(category) ?? 0) + 1);
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best && best[1] >= 2) return best[0];
  return /\b(?:engineer|developer|programmer)\b/i.test(title) ? 'Backend' : 'General';
}
