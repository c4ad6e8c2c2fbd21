import type { components } from '../../openapi/schema.gen';
import type { Seniority } from './fields';
import { lexicon, type LexiconEntry } from './lexicon';

type Participant = components['schemas']['Participant'];

/**
 * The interview panel for a posting: 2–3 interviewers whose roles fit the job (a practitioner a step
 * above the candidate who asks about skills, the hiring manager, and for senior roles a partner from a
 * neighbouring team), fictional names, and a short welcome from each. Chosen deterministically from a
 * seed (the posting's hash), so the same posting always gets the same panel.
 */

interface Roles {
  /** The practitioner asking technical questions; `{core}` is the posting's title without seniority. */
  technical: (core: string, seniority: Seniority) => string;
  /** The hiring manager. */
  manager: (seniority: Seniority) => string;
  /** A colleague from a neighbouring team (third interviewer, senior roles). */
  partner: string;
}

const step = (seniority: Seniority, core: string): string => {
  if (seniority === 'intern' || seniority === 'junior' || seniority === 'mid') return `Senior ${core}`;
  if (seniority === 'senior') return /engineer|developer/i.test(core) ? `Staff ${core}` : `Lead ${core}`;
  return `Principal ${core}`;
};

const ENGINEERING: Roles = {
  technical: (core, s) => step(s, core),
  manager: (s) => (s === 'lead' || s === 'head' ? 'Director of Engineering' : 'Engineering Manager'),
  partner: 'Product Manager',
};

const ROLES: Record<string, Roles> = {
  Frontend: ENGINEERING,
  Backend: ENGINEERING,
  'Full Stack': ENGINEERING,
  Mobile: ENGINEERING,
  'DevOps/SRE': { ...ENGINEERING, partner: 'Security Engineer' },
  QA: { ...ENGINEERING, manager: (s) => (s === 'lead' || s === 'head' ? 'Director of Quality Engineering' : 'QA Manager') },
  Security: { ...ENGINEERING, manager: () => 'Head of Security', partner: 'Platform Engineering Lead' },
  Data: { ...ENGINEERING, manager: (s) => (s === 'lead' || s === 'head' ? 'Director of Data' : 'Head of Data'), partner: 'Product Manager' },
  'Engineering Management': {
    technical: () => 'Principal Engineer',
    manager: (s) => (s === 'head' ? 'Chief Technology Officer' : 'VP of Engineering'),
    partner: 'Head of Product',
  },
  Product: {
    technical: (core, s) => (s === 'head' || s === 'lead' ? 'Chief Product Officer' : 'Group Product Manager'),
    manager: () => 'Head of Product',
    partner: 'Engineering Manager',
  },
  Design: {
    technical: (core, s) => (s === 'head' || s === 'lead' ? 'Head of Design' : 'Lead Product Designer'),
    manager: () => 'Design Manager',
    partner: 'Product Manager',
  },
  Marketing: { technical: (core, s) => step(s, core), manager: (s) => (s === 'head' ? 'Chief Marketing Officer' : 'Head of Marketing'), partner: 'Sales Director' },
  Sales: { technical: (core, s) => step(s, core), manager: (s) => (s === 'head' ? 'Chief Revenue Officer' : 'Head of Sales'), partner: 'Customer Success Lead' },
  'Customer Support': {
    technical: (core, s) => (/engineer/i.test(core) ? step(s, core) : 'Support Team Lead'),
    manager: () => 'Head of Customer Experience',
    partner: 'Product Manager',
  },
  Finance: { technical: (core, s) => (s === 'head' ? 'Chief Financial Officer' : 'Finance Manager'), manager: (s) => (s === 'head' ? 'Chief Executive Officer' : 'Finance Director'), partner: 'People Partner' },
  'People & HR': { technical: (core, s) => (s === 'head' ? 'Chief People Officer' : 'Senior People Partner'), manager: () => 'Head of People', partner: 'Engineering Manager' },
  General: { technical: (core, s) => step(s, core), manager: () => 'Hiring Manager', partner: 'People Partner' },
  Operations: { technical: (core, s) => step(s, core), manager: (s) => (s === 'head' ? 'Chief Operating Officer' : 'Head of Operations'), partner: 'People Partner' },
};

/** Fictional first and last names; gender sets the synthesized voice. */
const FIRST: Array<[string, 'female' | 'male']> = [
  ['Alina', 'female'], ['Beatriz', 'female'], ['Chiara', 'female'], ['Dagny', 'female'], ['Esther', 'female'], ['Farah', 'female'],
  ['Grace', 'female'], ['Imogen', 'female'], ['Keiko', 'female'], ['Lucía', 'female'], ['Maren', 'female'], ['Nadia', 'female'],
  ['Olwen', 'female'], ['Rhea', 'female'], ['Tamsin', 'female'], ['Yara', 'female'],
  ['Arjun', 'male'], ['Bram', 'male'], ['Callum', 'male'], ['Dmitri', 'male'], ['Emeka', 'male'], ['Felipe', 'male'],
  ['Gareth', 'male'], ['Hugo', 'male'], ['Idris', 'male'], ['Jonas', 'male'], ['Kenji', 'male'], ['Luca', 'male'],
  ['Mateo', 'male'], ['Niall', 'male'], ['Oskar', 'male'], ['Tobias', 'male'],
];
const LAST = [
  'Achterberg', 'Balogun', 'Castellanos', 'Devereux', 'Eriksen', 'Fairbairn', 'Galloway', 'Haddad', 'Ishikawa', 'Jaramillo',
  'Kowalczyk', 'Lindgren', 'Mbeki', 'Nakagawa', 'Okonjo', 'Pellegrini', 'Quintero', 'Rasmussen', 'Sorensen', 'Thorne',
  'Underwood', 'Varga', 'Whitlock', 'Yilmaz', 'Zamora',
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An article for a role ("a senior engineer", "an engineering manager"). */
const article = (role: string) => (/^[aeiou]/i.test(role) && !/^(?:uni|use|eu)/i.test(role) ? 'an' : 'a');

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

let bySpelling: Map<string, LexiconEntry> | null = null;
function entryOf(word: string): LexiconEntry | undefined {
  if (!bySpelling) {
    bySpelling = new Map();
    for (const e of lexicon()) for (const sp of e.spellings) if (!bySpelling.has(sp.toLowerCase())) bySpelling.set(sp.toLowerCase(), e);
  }
  return bySpelling.get(word.toLowerCase());
}

/** Has capitals beyond the first letter (CIPD, iOS, FP&A, OKRs): written as is in a sentence. */
const keepsCapitals = (w: string) => /[A-Z]/.test(w.slice(1)) || /^[a-z]+[A-Z]/.test(w);

/** A role inside a sentence: "a senior backend engineer", "a senior iOS engineer", "a senior Java developer". */
function roleInSentence(role: string): string {
  return role
    .split(' ')
    .map((w) => {
      const entry = entryOf(w.replace(/[^\w.+#&-]/g, ''));
      if (keepsCapitals(w) || (entry && !entry.families)) return w;
      return w.toLowerCase();
    })
    .join(' ');
}

/** A skill inside a sentence: professional skills in lower case ("employment law"), names as they are. */
function skillInSentence(skill: string): string {
  const entry = entryOf(skill);
  if (entry?.families && !skill.split(' ').some(keepsCapitals)) return skill.charAt(0).toLowerCase() + skill.slice(1);
  return skill;
}

export interface PanelInput {
  category: string;
  /** The title without seniority words and brackets ("Backend Engineer"). */
  core: string;
  seniority: Seniority;
  company: string;
  position: string;
  skills: readonly string[];
  seed: number;
}

export function buildPanel(input: PanelInput): Participant[] {
  const roles = ROLES[input.category] ?? ENGINEERING;
  const size = input.seniority === 'senior' || input.seniority === 'lead' || input.seniority === 'head' ? 3 : 2;
  const wanted: Array<{ role: string; focus: 'technical' | 'behavioural' }> = [
    { role: roles.technical(input.core, input.seniority), focus: 'technical' as const },
    { role: roles.manager(input.seniority), focus: 'behavioural' as const },
    { role: roles.partner, focus: 'behavioural' as const },
  ].slice(0, size);
  // Names: alternate genders from a seeded start, never the same first or last name twice.
  const startGender = input.seed % 2 === 0 ? 'female' : 'male';
  const used = new Set<number>();
  const usedLast = new Set<number>();
  return wanted.map(({ role, focus }, i) => {
    const gender = i % 2 === 0 ? startGender : startGender === 'female' ? 'male' : 'female';
    const pool = FIRST.map((f, k) => [f, k] as const).filter(([f, k]) => f[1] === gender && !used.has(k));
    const [[first], k] = pool[(input.seed >>> (i * 4)) % pool.length];
    used.add(k);
    let l = (input.seed >>> (i * 5 + 3)) % LAST.length;
    while (usedLast.has(l)) l = (l + 1) % LAST.length;
    usedLast.add(l);
    const name = `${first} ${LAST[l]}`;
    return { id: slug(name), name, role, gender, focus, welcomeMessage: welcome(first, role, focus, input, i) };
  });
}

function welcome(first: string, role: string, focus: 'technical' | 'behavioural', input: PanelInput, i: number): string {
  const { company, position } = input;
  const topics = list(input.skills.slice(0, 3).map(skillInSentence));
  const lower = roleInSentence(role);
  if (focus === 'technical') {
    return topics
      ? `Hi, I'm ${first}, ${article(role)} ${lower} at ${company}. I'll ask about ${topics} and how you would use them in the ${position} role, so feel free to think out loud.`
      : `Hi, I'm ${first}, ${article(role)} ${lower} at ${company}. I'll ask about the day-to-day work of the ${position} role, so feel free to think out loud.`;
  }
  return i === 1
    ? `Hello and welcome to ${company}, I'm ${first}, ${role}, and this role would join my team. I'd like to hear how you work with others and about the results you are proudest of.`
    : `Hi, I'm ${first}, ${article(role)} ${lower} who works closely with this team at ${company}. I'll ask a few questions about collaboration and how you handle competing priorities.`;
}
