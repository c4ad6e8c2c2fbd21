import { createRng, type Rng } from './random';
import { topicPhrase } from './phrases';
import { dutyAsGerund, lowerFirst, stem, topicWords, upperFirst, withoutFinalStop } from './text';
import type { BehaviouralTheme, Focus, InterviewPlan, JobScenario, Participant, PlanItem, PlanSource } from './types';
import {
  BASE_THEMES,
  categoryOf,
  GENERIC_PRACTICE,
  isPractice,
  skillInSentence,
  THEME_CUES,
  THEMES,
  themeOfText,
} from './vocabulary';

/**
 * The scripted interview plan: which questions are asked, in which order and by whom. Everything is a
 * pure function of the scenario and the seed, so any process rebuilds the same plan.
 */

export const MIN_MAIN_QUESTIONS = 8;
export const MAX_MAIN_QUESTIONS = 10;

/** Interviewers used when a scenario lists none (the SPA shows the same two). */
export const DEFAULT_PANEL: Participant[] = [
  {
    id: 'default-technical',
    name: 'Sam Carter',
    role: 'Senior Frontend Developer',
    focus: 'technical',
    welcomeMessage: "Hi, I'm Sam, a senior developer on the team. I'll be asking about the technical side of the role.",
  },
  {
    id: 'default-manager',
    name: 'Alex Morgan',
    role: 'Engineering Manager',
    focus: 'behavioural',
    welcomeMessage: "Hello and welcome, I'm Alex, the engineering manager. I'll be asking about how you work with others.",
  },
];

export function panelOf(scenario: JobScenario): Participant[] {
  return scenario.participants.length > 0 ? scenario.participants : DEFAULT_PANEL;
}

// ───────────────────────────── Who is on the panel ─────────────────────────────

/**
 * What an interviewer is, read from the job title: a craft interviewer (engineering, data, security,
 * quality, design and research) asks the technical questions; a manager, a product person or someone
 * from the people team asks about people, leadership, product and behaviour.
 */
export type Discipline = 'engineering' | 'data' | 'security' | 'quality' | 'design' | 'management' | 'product' | 'people';

export interface InterviewerProfile {
  focus: Focus;
  discipline: Discipline;
  /** 4 chief or VP, 3 head or director, 2 manager, lead, staff or principal, 1 other (to choose the lead). */
  seniority: number;
}

/** Nouns that name a craft when they head the title ("Chief Architect", "Lead SDET", "Staff Engineer"). */
const CRAFT_HEADS = new Set([
  'engineer', 'developer', 'architect', 'designer', 'scientist', 'analyst', 'researcher', 'sdet', 'responder', 'programmer',
  'tester', 'administrator', 'consultant', 'specialist', 'devops', 'sre', 'qa', 'writer', 'strategist',
]);
/** Nouns that name a manager when they head the title ("Engineering Manager", "Head of Data", "VP of People"). */
const MANAGER_HEADS = new Set([
  'manager', 'director', 'head', 'vp', 'president', 'officer', 'chief', 'cto', 'ceo', 'cpo', 'ciso', 'cio', 'coo', 'founder', 'partner', 'owner',
  'recruiter',
]);
const PEOPLE_TITLE = /\b(people|hr|human resources|recruit(er|ers|ing|ment)?|talent)\b/;
const PRODUCT_TITLE = /\bproduct (manager|owner|lead|director)\b|\b(head|vp|vice president|director) of product\b(?! (engineering|design|security|analytics))|\bcpo\b|\bchief product officer\b/;
/** Old fallbacks, for titles whose head noun is not known. */
const MANAGER_TITLE = /\b(manager|director|head|vp|vice president|chief|cto|ceo|cpo|ciso|coo|founder|president|people|hr|recruit(er|ing)?|talent|partner|owner)\b/i;
const TECHNICAL_TITLE = /\b(engineer|developer|architect|lead|sdet|scientist|analyst|designer|researcher|programmer|devops|sre|qa|tester|specialist|responder|administrator|consultant)\b/i;

function craftOf(title: string): Discipline {
  if (/\b(security|incident|soc|penetration|threat)\b/.test(title)) return 'security';
  if (/\b(designer|design|ux|ui|researcher|research)\b/.test(title)) return 'design';
  if (/\b(qa|quality|test|tester|sdet)\b/.test(title)) return 'quality';
  if (/\b(data|ml|machine learning|analyst|analytics|scientist)\b/.test(title)) return 'data';
  return 'engineering';
}

function seniorityOf(title: string): number {
  if (/\b(chief|cto|ceo|cpo|ciso|cio|coo|vp|vice president|president|founder)\b/.test(title)) return 4;
  if (/\b(head|director)\b/.test(title)) return 3;
  if (/\b(manager|lead|principal|staff)\b/.test(title)) return 2;
  return 1;
}

/**
 * Reads the title's head noun, so "Chief Architect" is an architect, "Director of Quality Engineering" a
 * director, "Tech Lead" and "Design Lead" craft leads and "Team Lead" a manager. The scenario's own
 * `focus` only decides for titles that say neither.
 */
export function profileOf(participant: Participant): InterviewerProfile {
  const title = participant.role.split(/,|\(|\s[-–—]\s/)[0].trim().toLowerCase();
  const words = title.split(/\s+/).filter(Boolean);
  const of = words.indexOf('of');
  const head = of > 0 ? words[of - 1] : (words[words.length - 1] ?? '');
  const before = of > 0 ? words[of - 2] : words[words.length - 2];
  const seniority = seniorityOf(title);
  const craft = (): InterviewerProfile => ({ focus: 'technical', discipline: craftOf(title), seniority });
  if (PEOPLE_TITLE.test(title)) return { focus: 'behavioural', discipline: 'people', seniority };
  if (PRODUCT_TITLE.test(title)) return { focus: 'behavioural', discipline: 'product', seniority };
  if (CRAFT_HEADS.has(head)) return craft();
  if (head === 'lead') return before === 'team' ? { focus: 'behavioural', discipline: 'management', seniority } : craft();
  if (MANAGER_HEADS.has(head)) return { focus: 'behavioural', discipline: 'management', seniority };
  if (participant.focus === 'technical') return craft();
  if (participant.focus === 'behavioural') return { focus: 'behavioural', discipline: 'management', seniority };
  if (MANAGER_TITLE.test(title)) return { focus: 'behavioural', discipline: 'management', seniority };
  if (TECHNICAL_TITLE.test(title)) return craft();
  return { focus: 'behavioural', discipline: 'management', seniority };
}

/** Technical or behavioural: what the interviewer asks about, read from the job title (see `profileOf`). */
export function focusOf(participant: Participant): Focus {
  return profileOf(participant).focus;
}

export function companyName(scenario: JobScenario): string {
  return typeof scenario.company === 'string' ? scenario.company : scenario.company.name;
}

/** "Senior Frontend Engineer (React & TypeScript)" → "Senior Frontend Engineer". */
export function positionForSpeech(scenario: JobScenario): string {
  const bare = scenario.position.replace(/\s*\([^)]*\)/g, '').replace(/\s*&\s*/g, ' and ').trim();
  return bare || scenario.position;
}

const PEOPLE_DUTY = /\bmentor(ing)?\s+(\S+\s+){0,2}(engineers|designers|developers|analysts|juniors?|colleagues|others|people|staff|testers|scientists|members)\b|\bmentoring\b|coach|\bhir(e|es|ing)\b|\brecruit(s|ing)?\s+(and \w+\s+)?(\S+\s+)?(engineers|staff|people|talent|designers|developers|analysts)\b|feedback|one-to-ones|stakeholder|communicat|\bcollaborat(e|es|ing)\b|partner with|pair with|\bwork (closely )?with\b|influenc|\balign|present|explain|brief|\bteach(es|ing)?\b|train(ing)? (the|other|new)|people|culture|career|grow (a|the)|lead (a|the) team|manage (a|the) team|without (direct )?authority|executives/i;

function isPeopleText(text: string): boolean {
  return PEOPLE_DUTY.test(text);
}

function fill(template: string, scenario: JobScenario, skill = ''): string {
  return template
    .replace(/\{skill\}/g, skill)
    .replace(/\{company\}/g, companyName(scenario))
    .replace(/\{position\}/g, positionForSpeech(scenario));
}

function keywordsOf(texts: string[], vocab: readonly string[] = []): string[] {
  const out = new Set<string>();
  for (const text of texts) for (const w of topicWords(text)) out.add(stem(w));
  for (const v of vocab) for (const w of v.toLowerCase().split(/\s+/)) if (w.length > 1) out.add(stem(w));
  return [...out];
}

function skillsIn(text: string, scenario: JobScenario): string[] {
  const lower = text.toLowerCase();
  return scenario.skills.filter((skill) => {
    const needle = skill.toLowerCase();
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^a-z0-9])${escaped}(?=$|[^a-z0-9+#])`).test(lower);
  });
}

interface Candidate {
  kind: 'technical' | 'behavioural';
  text: string;
  alt: string;
  topic: string;
  keywords: string[];
  skills: string[];
  source: PlanSource;
  theme?: BehaviouralTheme;
}

// ───────────────────────────── Technical candidates ─────────────────────────────

const REQUIREMENT_TEMPLATES = [
  'The role asks for {req}. Which project of yours shows that best, and what exactly was your part in it?',
  "We're looking for {req}. Tell me about the experience that prepared you for that, with a concrete example.",
  'One of our requirements is {req}. How does your background match it? Walk me through a real example.',
];

const NICE_TO_HAVE_TEMPLATES = [
  "It would be a plus to have {req}. What's your experience there? Tell me about a real example.",
  'We would count {req} as a bonus. Have you worked with that, and how did it go?',
];

const DUTY_TEMPLATES = [
  'A big part of this job is {duty}. How would you approach that here, and what have you done that comes closest to it?',
  "In this role you'd be {duty}. Tell me about similar work you've done: what was hard about it, and how did you handle it?",
  "Let's talk about {duty}. If that landed on your desk in your first month, how would you go about it?",
];

const DUTY_PLAIN_TEMPLATES = [
  'One of the responsibilities here is to {duty}. How would you approach that, and what have you done that comes closest to it?',
  "This role includes the duty to {duty}. Tell me about similar work you've done, and how it went.",
];

function skillCandidate(scenario: JobScenario, skill: string, rng: Rng, usedTemplates: Set<string>): Candidate {
  const category = categoryOf(skill);
  const practice = isPractice(skill);
  const pool = practice ? (category.practice ?? GENERIC_PRACTICE) : category.tool;
  const fresh = pool.filter((t) => !usedTemplates.has(t));
  const template = rng.pick(fresh.length > 0 ? fresh : pool);
  usedTemplates.add(template);
  const spoken = skillInSentence(skill);
  const text = fill(template, scenario, spoken);
  return {
    kind: 'technical',
    text,
    alt: `What experience do you have with ${spoken}? One real example is enough: what you did, and how it turned out.`,
    topic: spoken,
    keywords: keywordsOf([skill], category.vocab),
    skills: [skill],
    source: { type: 'skill', skill },
  };
}

const NICE_TO_HAVE = /,?\s+(is|would be) (an? )?(strong |big |real )?(plus|advantage|nice to have|bonus|desirable)$/i;
/** Requirements that are conditions, not experience to talk about. */
const NOT_DISCUSSABLE = /eligib|right to work|security clearance|driving licen[cs]e|willing(ness)? to (travel|relocate)/i;

function requirementText(requirement: string): string {
  const bare = withoutFinalStop(requirement).replace(NICE_TO_HAVE, '');
  const text = /^A [a-z]/.test(bare) ? `a${bare.slice(1)}` : lowerFirst(bare);
  return /^(ability|capacity|willingness|confidence)\b/.test(text) ? `the ${text}` : text;
}

function requirementCandidate(scenario: JobScenario, requirement: string, index: number, rng: Rng): Candidate {
  const req = requirementText(requirement);
  const skills = skillsIn(requirement, scenario);
  const vocab = skills.flatMap((s) => categoryOf(s).vocab);
  const template = NICE_TO_HAVE.test(withoutFinalStop(requirement)) ? rng.pick(NICE_TO_HAVE_TEMPLATES) : rng.pick(REQUIREMENT_TEMPLATES);
  return {
    kind: 'technical',
    text: template.replace('{req}', req),
    alt: `Put another way: what have you done that shows ${topicPhrase(req, 12)}? One concrete example is enough.`,
    topic: topicPhrase(req, 10),
    keywords: keywordsOf([requirement], vocab),
    skills,
    source: { type: 'requirement', index, text: requirement },
  };
}

function dutyPhrases(duty: string): { gerund: string | null; plain: string } {
  const gerund = dutyAsGerund(duty);
  const plain = lowerFirst(withoutFinalStop(duty));
  return { gerund: /^[a-z]+ing\b/.test(gerund) ? gerund : null, plain };
}

function responsibilityCandidate(scenario: JobScenario, duty: string, index: number, rng: Rng): Candidate {
  const { gerund, plain } = dutyPhrases(duty);
  const text = gerund ? rng.pick(DUTY_TEMPLATES).replace('{duty}', gerund) : rng.pick(DUTY_PLAIN_TEMPLATES).replace('{duty}', plain);
  const skills = skillsIn(duty, scenario);
  const vocab = skills.flatMap((s) => categoryOf(s).vocab);
  const topic = topicPhrase(gerund ?? plain, 10);
  return {
    kind: 'technical',
    text,
    alt: `Have you done work like ${topic} before? Tell me about it: what you did, and what came of it.`,
    topic,
    keywords: keywordsOf([duty], vocab),
    skills,
    source: { type: 'responsibility', index, text: duty },
  };
}

// ───────────────────────────── Behavioural candidates ─────────────────────────────

function contextualCandidate(
  scenario: JobScenario,
  source: { type: 'responsibility' | 'requirement'; index: number; text: string },
): Candidate {
  const theme = themeOfText(source.text);
  const info = THEMES[theme];
  let lead: string;
  if (source.type === 'responsibility') {
    const { gerund, plain } = dutyPhrases(source.text);
    lead = gerund ? `In this role you'd be ${gerund}.` : `In this role you'd ${plain}.`;
  } else {
    lead = `We're looking for ${requirementText(source.text)}.`;
  }
  return {
    kind: 'behavioural',
    text: `${lead} ${info.contextual}`,
    alt: info.alt.replace(/^Put simply:\s*/i, '').replace(/^./, (c) => c.toUpperCase()),
    topic: info.topic,
    keywords: keywordsOf([source.text], info.vocab),
    skills: skillsIn(source.text, scenario),
    source,
    theme,
  };
}

function themeCandidate(theme: BehaviouralTheme, rng: Rng): Candidate {
  const info = THEMES[theme];
  return {
    kind: 'behavioural',
    text: rng.pick(info.questions),
    alt: upperFirst(info.alt.replace(/^Put simply:\s*/i, '')),
    topic: info.topic,
    keywords: keywordsOf([], info.vocab),
    skills: [],
    source: { type: 'theme', theme },
    theme,
  };
}

/** Themes the scenario hints at first (in a seeded order), then the general ones. */
function themeOrder(scenario: JobScenario, rng: Rng): BehaviouralTheme[] {
  const text = [scenario.description, ...scenario.requirements, ...scenario.responsibilities].join(' ');
  const cued = rng.shuffle([...new Set(THEME_CUES.filter(([cue]) => cue.test(text)).map(([, theme]) => theme))]);
  const base = rng.shuffle(BASE_THEMES.filter((t) => !cued.includes(t)));
  return [...cued, ...base];
}

// ───────────────────────────── The plan ─────────────────────────────

const INTRO_TEMPLATES = [
  'To start, could you tell us a little about yourself and what draws you to the {position} role at {company}?',
  "Let's begin with you. Walk us through your background and the experience that's most relevant to this {position} role.",
  'To get us started, tell us about your current or most recent role, and why {company} caught your eye.',
];

const CANDIDATE_QUESTIONS_TEMPLATES = [
  "That's all the questions we have for you. What would you like to ask us about the role, the team or {company}?",
  "We've covered everything on our side. Now it's your turn: is there anything you'd like to ask us?",
  'Those were all our questions. Before we finish, what would you like to know about the role or working at {company}?',
];

function mainCount(rng: Rng): number {
  return rng.int(MIN_MAIN_QUESTIONS, MAX_MAIN_QUESTIONS);
}

/** Splits `items` into contiguous runs, one per participant, in panel order. */
function assignInRuns<T>(items: T[], people: Participant[]): Array<T & { participantId: string }> {
  const out: Array<T & { participantId: string }> = [];
  items.forEach((item, i) => {
    const who = people[Math.min(people.length - 1, Math.floor((i * people.length) / items.length))];
    out.push({ ...item, participantId: who.id });
  });
  return out;
}

export function buildPlan(scenario: JobScenario, seed: string): InterviewPlan {
  const rng = createRng(`${seed}|plan|${scenario.id}`);
  const panel = panelOf(scenario);
  const technicalPeople = panel.filter((p) => focusOf(p) === 'technical');
  const managers = panel.filter((p) => focusOf(p) === 'behavioural');
  const askTechnical = technicalPeople.length > 0 ? technicalPeople : panel;
  const askBehavioural = managers.length > 0 ? managers : panel;
  const lead = managers[0] ?? panel[0];

  const total = mainCount(rng);
  const behaviouralCount = Math.round(total * 0.4);
  const technicalCount = total - behaviouralCount;

  // Scenario duties and requirements, split into technical ones and people-oriented ones.
  const duties = scenario.responsibilities.map((text, index) => ({ text, index }));
  const reqs = scenario.requirements.map((text, index) => ({ text, index })).filter((r) => !NOT_DISCUSSABLE.test(r.text));
  const techDuties = rng.shuffle(duties.filter((d) => !isPeopleText(d.text)));
  const peopleDuties = rng.shuffle(duties.filter((d) => isPeopleText(d.text)));
  const techReqs = rng.shuffle(reqs.filter((r) => !isPeopleText(r.text) && !/^(\w+|\d+)( or more)? years?\b/i.test(r.text) ));
  const yearsReqs = rng.shuffle(reqs.filter((r) => !isPeopleText(r.text) && /^(\w+|\d+)( or more)? years?\b/i.test(r.text)));
  const peopleReqs = rng.shuffle(reqs.filter((r) => isPeopleText(r.text)));

  // Behavioural: one or two job-specific people questions, then themes.
  const behavioural: Candidate[] = [];
  const usedThemes = new Set<BehaviouralTheme>();
  const contextualSources = [
    ...peopleDuties.slice(0, 1).map((d) => ({ type: 'responsibility' as const, index: d.index, text: d.text })),
    ...peopleReqs.slice(0, 1).map((r) => ({ type: 'requirement' as const, index: r.index, text: r.text })),
    ...peopleDuties.slice(1).map((d) => ({ type: 'responsibility' as const, index: d.index, text: d.text })),
  ];
  for (const source of contextualSources) {
    if (behavioural.length >= Math.min(2, behaviouralCount)) break;
    const candidate = contextualCandidate(scenario, source);
    if (candidate.theme && usedThemes.has(candidate.theme)) continue;
    if (candidate.theme) usedThemes.add(candidate.theme);
    behavioural.push(candidate);
  }
  for (const theme of themeOrder(scenario, rng)) {
    if (behavioural.length >= behaviouralCount) break;
    if (usedThemes.has(theme)) continue;
    usedThemes.add(theme);
    behavioural.push(themeCandidate(theme, rng));
  }

  // Technical: at least one responsibility and one requirement, skills for the rest.
  const technical: Candidate[] = [];
  const covered = new Set<string>();
  const addTechnical = (candidate: Candidate): void => {
    technical.push(candidate);
    for (const s of candidate.skills) covered.add(s);
  };
  // Skills get at least three questions; duties and requirements one each (a duty more in long plans).
  const dutyQuota = Math.min(technicalCount >= 6 ? 2 : 1, techDuties.length);
  const reqPool = [...techReqs, ...yearsReqs];
  const reqQuota = Math.min(1, reqPool.length);
  for (const d of techDuties.slice(0, dutyQuota)) addTechnical(responsibilityCandidate(scenario, d.text, d.index, rng));
  for (const r of reqPool.slice(0, reqQuota)) addTechnical(requirementCandidate(scenario, r.text, r.index, rng));
  // A scenario whose duties or requirements are all about people still gets asked about them.
  const needResponsibility = technical.every((c) => c.source.type !== 'responsibility') && behavioural.every((c) => c.source.type !== 'responsibility');
  if (needResponsibility && duties.length > 0) {
    const d = duties[rng.int(0, duties.length - 1)];
    addTechnical(responsibilityCandidate(scenario, d.text, d.index, rng));
  }
  const needRequirement = technical.every((c) => c.source.type !== 'requirement') && behavioural.every((c) => c.source.type !== 'requirement');
  if (needRequirement && reqs.length > 0) {
    const r = reqs[rng.int(0, reqs.length - 1)];
    addTechnical(requirementCandidate(scenario, r.text, r.index, rng));
  }
  const usedTemplates = new Set<string>();
  const skills = rng.shuffle(scenario.skills);
  const uncovered = skills.filter((s) => !covered.has(s));
  const rest = skills.filter((s) => covered.has(s));
  for (const skill of [...uncovered, ...rest]) {
    if (technical.length >= technicalCount) break;
    addTechnical(skillCandidate(scenario, skill, rng, usedTemplates));
  }
  // Too few skills: more duties and requirements.
  for (const d of techDuties.slice(dutyQuota)) {
    if (technical.length >= technicalCount) break;
    addTechnical(responsibilityCandidate(scenario, d.text, d.index, rng));
  }
  for (const r of reqPool.slice(reqQuota)) {
    if (technical.length >= technicalCount) break;
    addTechnical(requirementCandidate(scenario, r.text, r.index, rng));
  }
  // Still short (a very thin scenario): more behavioural themes.
  for (const theme of themeOrder(scenario, rng)) {
    if (technical.length + behavioural.length >= MIN_MAIN_QUESTIONS) break;
    if (usedThemes.has(theme)) continue;
    usedThemes.add(theme);
    behavioural.push(themeCandidate(theme, rng));
  }

  // Interleave: technical questions in runs per technical interviewer, behavioural ones spread between.
  const techOrdered = rng.shuffle(technical);
  const techAssigned = assignInRuns(techOrdered, askTechnical);
  const behaviouralAssigned = behavioural.map((c, i) => ({ ...c, participantId: askBehavioural[i % askBehavioural.length].id }));
  const n = techAssigned.length + behaviouralAssigned.length;
  const behaviouralSlots = new Set<number>();
  for (let i = 0; i < behaviouralAssigned.length; i += 1) {
    behaviouralSlots.add(Math.min(n - 1, Math.floor(((i + 1) * n) / (behaviouralAssigned.length + 1))));
  }
  const main: Array<Candidate & { participantId: string }> = [];
  let t = 0;
  let b = 0;
  for (let slot = 0; slot < n; slot += 1) {
    const wantBehavioural = behaviouralSlots.has(slot) && b < behaviouralAssigned.length;
    if ((wantBehavioural || t >= techAssigned.length) && b < behaviouralAssigned.length) main.push(behaviouralAssigned[b++]);
    else main.push(techAssigned[t++]);
  }

  const items: PlanItem[] = [];
  items.push({
    id: 'intro',
    kind: 'introduction',
    participantId: lead.id,
    text: fill(rng.pick(INTRO_TEMPLATES), scenario),
    alt: 'Tell us a little about yourself and your most recent role.',
    topic: 'your background',
    keywords: keywordsOf([scenario.position, scenario.description], ['experience worked role company team years currently project projects background']),
    skills: [],
    source: { type: 'introduction' },
  });
  main.forEach((c, i) => {
    items.push({
      id: `q${i + 1}`,
      kind: c.kind,
      participantId: c.participantId,
      text: c.text,
      alt: c.alt,
      topic: c.topic,
      keywords: c.keywords,
      skills: c.skills,
      source: c.source,
      ...(c.theme ? { theme: c.theme } : {}),
    });
  });
  items.push({
    id: 'ask',
    kind: 'candidate_questions',
    participantId: lead.id,
    text: fill(rng.pick(CANDIDATE_QUESTIONS_TEMPLATES), scenario),
    alt: 'Do you have any questions for us about the role or the team?',
    topic: 'your questions for us',
    keywords: [],
    skills: [],
    source: { type: 'candidate_questions' },
  });
  items.push({
    id: 'close',
    kind: 'closing',
    participantId: lead.id,
    text: 'Thank you for your time today.',
    alt: 'Thank you for your time today.',
    topic: 'closing',
    keywords: [],
    skills: [],
    source: { type: 'closing' },
  });

  return { version: 1, scenarioId: scenario.id, seed, leadId: lead.id, items };
}

/** The main questions (technical and behavioural) of a plan. */
export function mainItems(plan: InterviewPlan): PlanItem[] {
  return plan.items.filter((i) => i.kind === 'technical' || i.kind === 'behavioural');
}
