import { createRng, type Rng } from './random';
import { topicPhrase } from './phrases';
import { names, postingSubject } from './postingSubject';
import { loadGuides, type SkillGuide } from '../catalog/guides';
import { questionBank } from '../catalog/questions';
import { dutyAsGerund, escapeRegExp, gerund as gerundOf, joinList, lowerFirst, stem, topicWords, upperFirst, withoutFinalStop } from '../language/text';
import { tokens } from '../language/tagger';
import { cvHighlightsToAsk, cvQuestion, matchingRole, roleIntroduction } from './cv';
import type { BehaviouralTheme, Focus, InterviewPlan, JobScenario, Participant, PlanCv, PlanItem, PlanSource } from './types';
import {
  BASE_THEMES,
  categoryOf,
  GENERIC_PRACTICE,
  isPractice,
  SKILL_CATEGORIES,
  skillInSentence,
  THEME_CUES,
  THEMES,
  themeOfText,
  type SkillCategory,
} from '../language/vocabulary';

/**
 * The scripted interview plan: which questions are asked, in which order and by whom. Everything is a
 * pure function of the scenario and the seed, so any process rebuilds the same plan.
 */

/** The question bank (server/catalog/questions.yaml): the wordings below are its data. */
const BANK = questionBank();

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

// ───────────────────────────── What a question is about ─────────────────────────────

/**
 * The subject of a question. The first five are craft (technical questions, for craft interviewers);
 * the last three are for managers, product people and the people team (behavioural questions).
 */
export type QuestionDomain = 'engineering' | 'data' | 'security' | 'quality' | 'design' | 'leadership' | 'product' | 'people';

const CRAFT_DOMAINS: ReadonlySet<QuestionDomain> = new Set(['engineering', 'data', 'security', 'quality', 'design']);

function kindOfDomain(domain: QuestionDomain): 'technical' | 'behavioural' {
  return CRAFT_DOMAINS.has(domain) ? 'technical' : 'behavioural';
}

/**
 * The kind of job: a product or management job reads discovery, experiments and plans as its own work;
 * a craft job's sentences are about its own craft unless they say otherwise.
 */
type JobKind = 'engineering' | 'data' | 'security' | 'quality' | 'design' | 'product' | 'management';

function jobKindOf(scenario: JobScenario): JobKind {
  const position = scenario.position.toLowerCase();
  if (/\bproduct (manager|owner|lead)\b/.test(position)) return 'product';
  if (/\b(designer|design lead|researcher|ux|ui)\b/.test(position)) return 'design';
  if (/\b(manager|director|head|vp|vice president|chief|cto)\b/.test(position)) return 'management';
  if (/\b(security|soc|appsec)\b/.test(position)) return 'security';
  if (/\b(qa|sdet|quality)\b|\bin test\b/.test(position)) return 'quality';
  if (/\b(data|analyst|scientist|machine learning|ml)\b/.test(position)) return 'data';
  return 'engineering';
}

/** The craft a job's own sentences are about by default. */
function jobCraft(job: JobKind): QuestionDomain {
  return job === 'data' || job === 'security' || job === 'quality' || job === 'design' ? job : 'engineering';
}

const LEADERSHIP_SKILL =
  /people management|\bhiring\b|recruit|leadership|organi[sz]ation(al)? design|career ladder|budget|delivery planning|agile delivery|\bokrs?\b|roadmap planning|incident management|coaching|mentoring|performance management|team building/i;
const PRODUCT_SKILL =
  /product (strategy|discovery|management|analytics|sense|operations|marketing)|\bprds?\b|roadmap(ping)?|stakeholder|pricing|partner ecosystem|go-to-market|developer experience|\bpayments\b|fraud prevention|monetisation/i;

/**
 * The vocabulary files a skill under the first category whose pattern matches, so the broad /test/
 * and /architecture/ patterns win over the word that says what the skill is: "A/B testing" is an
 * experiment, not a hunt for bugs; "usability testing" is research. These are read here by what they are.
 */
const CATEGORY_CORRECTIONS: Array<[RegExp, string]> = [
  [/^(a\/b|split|multivariate|multi-variant) test/i, 'data-science'],
  [/^usability test/i, 'research'],
  [/^information architecture$/i, 'design'],
  [/^organi[sz]ation(al)? design$/i, 'management'],
];

function namedCategory(name: string): SkillCategory {
  return SKILL_CATEGORIES.find((c) => c.name === name) ?? categoryOf(name);
}

function skillCategory(skill: string): SkillCategory {
  const bare = skill.trim();
  for (const [pattern, name] of CATEGORY_CORRECTIONS) if (pattern.test(bare)) return namedCategory(name);
  return categoryOf(bare);
}

/** Categories whose skills, in a product job, are the product manager's own tools and methods. */
const PRODUCT_WORK_CATEGORIES = new Set(['design', 'research', 'data-science', 'product', 'testing', 'general']);

function skillDomain(skill: string, job: JobKind): QuestionDomain {
  if (LEADERSHIP_SKILL.test(skill)) return 'leadership';
  if (PRODUCT_SKILL.test(skill)) return 'product';
  const category = skillCategory(skill).name;
  if (job === 'product' && PRODUCT_WORK_CATEGORIES.has(category)) return 'product';
  if (/\bdesign (tokens|systems?)\b/i.test(skill)) return 'design';
  switch (category) {
    case 'design':
    case 'research':
    case 'accessibility':
      return 'design';
    case 'data-science':
      return 'data';
    case 'security':
      return 'security';
    case 'testing':
      return 'quality';
    case 'management':
      // A management-category skill that is not about leading people (GxP software validation) is quality work.
      return 'quality';
    case 'data-store':
    case 'language':
    case 'general':
      return job === 'data' ? 'data' : 'engineering';
    default:
      return 'engineering';
  }
}

/** Leading people and running an organisation. */
const LEADING_PEOPLE =
  /\bmanag(e|es|ing)\s+(and grow\s+)?(a |an |the )?(\S+\s+){0,3}(team|teams|engineers|managers|people)\b|\blead(s|ing)?\s+(a |an |the )?(\S+\s+){0,3}(team|managers|large teams|organi[sz]ation)\b|\b(engineering )?organi[sz]ation\b|performance (issues|process|reviews)|career/i;
const LEADERSHIP_TEXT = new RegExp(
  `${LEADING_PEOPLE.source}|budget|headcount|delivery rhythm|planning and deliver|quarterly (goals|roadmap)|\\bokrs?\\b|\\broadmap\\b|\\bleadership\\b`,
  'i',
);
/** Customers, markets, strategy and the product's own plans. */
const PRODUCT_TEXT =
  /\bstrategy\b|\bvision\b|\broadmap\b|pricing|packaging|commercial|\bpartners?\b|marketplace|product management|\bin product\b|product requirements?|requirement documents|problem statements|success metrics|merchant demand|conversion|customers?\b|monetisation|subscription products|revenue|developer experience|go-to-market|journalism|economics|negotiat/i;
/** In a product job, discovery and experiments are the product manager's own work. */
const PRODUCT_WORK_TEXT = /a\/b tests?|experiment|interviews with|user research|discovery|usability/i;
/** Craft: building, running, testing, securing, analysing or designing something. */
const CRAFT_TEXT =
  /software|technical|\bcode\b|coding|codebase|\bapis?\b|\bsql\b|\bdata\b|datasets?|database|system|architect|infrastructure|platform|pipeline|orchestration|\btest|react|typescript|javascript|\bjava\b|kotlin|swift|\bgo\b|python|django|flask|rails|node|postgres|kafka|spark|kubernetes|terraform|cloud|aws|azure|linux|security|secure|authenticat|session|cryptograph|access (rules|control)|threat|vulnerab|attack|incident|on-call|alert|detection|deploy|release|component|frontend|backend|full stack|mobile|android|\bios\b|\bapk\b|cold-start|battery|rendering|location|web\b|browser|performance|latency|reliab|model|analy[sz]|dashboard|metrics|integrat|adapters?\b|services\b|queue|schema|\bdesign|usability|figma|prototyp|research|field study|qualitative|quantitative|accessib|journey|interface|\bapps?\b|devices?|server|network|monitoring|engineering|programming|automat|statistic|experiment|\bbugs?\b|edge cases|interaction|animation|screens?\b|quer(y|ies)|migrat|scal(e|ing)|tooling|portfolio|\bux\b|\bui\b/i;
/** Duties that start by making something. */
const MAKING = /^(build|rebuild|develop|implement|maintain|migrate|design|redesign|write|reduce|improve|fix|tune|deploy|automate|optimi[sz]e|integrate|tighten|refactor|document|debug|test|ship|prototype)\b/i;

/** Words of the job's craft skills ("airflow" from "Apache Airflow"), to spot craft in a sentence. */
function craftSkillWords(scenario: JobScenario, job: JobKind): Set<string> {
  const out = new Set<string>();
  for (const skill of scenario.skills) {
    if (!CRAFT_DOMAINS.has(skillDomain(skill, job))) continue;
    for (const w of skill.toLowerCase().split(/[^a-z0-9+#]+/)) if (w.length >= 4 && !GENERIC_SKILL_WORDS.has(w)) out.add(w);
  }
  return out;
}

const GENERIC_SKILL_WORDS = new Set(['apache', 'microsoft', 'google', 'amazon', 'management', 'design', 'testing', 'systems', 'system', 'tools', 'framework', 'product', 'analysis', 'developer', 'experience', 'architecture']);

function mentionsCraft(text: string, scenario: JobScenario, job: JobKind): boolean {
  if (CRAFT_TEXT.test(text) || MAKING.test(text.trim())) return true;
  if (skillsIn(text, scenario).some((s) => CRAFT_DOMAINS.has(skillDomain(s, job)))) return true;
  const words = craftSkillWords(scenario, job);
  return (text.toLowerCase().match(/[a-z0-9+#]+/g) ?? []).some((w) => words.has(w));
}

function craftDomainOfText(text: string, scenario: JobScenario, job: JobKind): QuestionDomain {
  const skills = skillsIn(text, scenario).map((s) => skillDomain(s, job)).filter((d) => CRAFT_DOMAINS.has(d));
  if (skills.length > 0) return skills[0];
  const own = jobCraft(job);
  if (own !== 'engineering') return own;
  if (/security|secure|threat|vulnerab|attack|bug bounty|detection|phishing|\bsiem\b|\bedr\b/i.test(text)) return 'security';
  if (/designers?\b|design (systems?|tokens|changes)|(interaction|visual|product|service|content) design|\bux\b|usability|figma|prototyp|accessib|wai-aria|user research|journey|interaction details|animation|portfolio/i.test(text)) {
    return 'design';
  }
  if (/\btest(s|ing)?\b|\bqa\b|bug reports?|edge cases/i.test(text)) return 'quality';
  if (/\bdata (science|analysis|pipelines?|quality|warehouse|feeds?)\b|\banaly(sis|ses|se|ze|sing|zing|tics)\b|\bsql\b|dashboards?|statistic|experiment/i.test(text)) return 'data';
  return 'engineering';
}

/**
 * A duty or requirement: `people` when it is about working with people (asked as a behavioural question
 * with its theme), otherwise a job question about leadership, product or craft. Sentences with both craft
 * and leadership or product words are read in the light of the job.
 */
function textDomain(text: string, scenario: JobScenario): QuestionDomain {
  const job = jobKindOf(scenario);
  if (isPeopleText(text)) return 'people';
  const leadership = LEADERSHIP_TEXT.test(text);
  const product = PRODUCT_TEXT.test(text) || (job === 'product' && PRODUCT_WORK_TEXT.test(text));
  const craft = mentionsCraft(text, scenario, job);
  const asManager = job === 'management' || job === 'product';
  // Leading people outweighs the craft words around it ("lead a team of six engineers on the platform").
  if (craft && (!(leadership || product) || !asManager) && !LEADING_PEOPLE.test(text)) return craftDomainOfText(text, scenario, job);
  // A product manager's plans and reports are product work; a manager's are leadership.
  if (leadership) return job === 'product' ? 'product' : 'leadership';
  if (product) return 'product';
  // Neither craft nor leadership: motivation and ways of working ("curiosity", "a remote team") are for
  // the people side; background ("experience in a regulated industry") is the job's own craft in a craft
  // job and the people side's in a manager's or product job.
  if (asManager || MOTIVATION.test(text)) return 'people';
  return jobCraft(job);
}

const MOTIVATION = /curiosity|curious|remote team|time zones|\binterest in\b|passion|motivat|eager|willing(ness)? to (learn|ask)/i;

const THEME_DOMAINS: Partial<Record<BehaviouralTheme, QuestionDomain>> = {
  hiring: 'leadership',
  customer: 'product',
};

/** A behavioural question's subject: its theme's, or leadership when the duty behind it is leading people. */
function themeDomain(theme: BehaviouralTheme, text = ''): QuestionDomain {
  return THEME_DOMAINS[theme] ?? (LEADING_PEOPLE.test(text) ? 'leadership' : 'people');
}

/** What a plan item is about, as the plan routed it (the scripted brain words its hand-over from this). */
export function questionDomain(scenario: JobScenario, item: PlanItem): QuestionDomain {
  const source = item.source;
  if (item.theme) return themeDomain(item.theme, source.type === 'requirement' || source.type === 'responsibility' ? source.text : '');
  if (source.type === 'skill') return skillDomain(source.skill, jobKindOf(scenario));
  if (source.type === 'requirement' || source.type === 'responsibility') return textDomain(source.text, scenario);
  if (source.type === 'cv' && item.skills.length > 0) return cvDomain(item.skills, jobKindOf(scenario));
  return 'people';
}

/**
 * How a skill is said mid-sentence in this job: a name of several capitalised words as the posting
 * writes it mid-sentence ("with Spring Boot"), whatever its first word ends in; else as the vocabulary
 * says it (practices in lower case, names as they are).
 */
export function skillAsWritten(scenario: JobScenario, skill: string): string {
  const sentences = [scenario.description, ...scenario.requirements, ...scenario.responsibilities];
  const mid = new RegExp(`(?<=[a-z0-9,;:] )${escapeRegExp(skill)}(?![\\p{L}\\p{N}])`, 'giu');
  const written = sentences.flatMap((sentence) => [...sentence.matchAll(mid)].map((m) => m[0]));
  const name = written.find((w) => w.split(/\s+/).length > 1 && w.split(/\s+/).every((word) => /^[A-Z0-9]/.test(word)));
  return name ?? skillInSentence(skill);
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
    const escaped = escapeRegExp(needle);
    return new RegExp(`(^|[^a-z0-9])${escaped}(?=$|[^a-z0-9+#])`).test(lower);
  });
}

interface Candidate {
  kind: 'technical' | 'behavioural';
  domain: QuestionDomain;
  text: string;
  alt: string;
  topic: string;
  keywords: string[];
  skills: string[];
  source: PlanSource;
  theme?: BehaviouralTheme;
}

// ───────────────────────────── Job questions (skills, duties, requirements) ─────────────────────────────

const REQUIREMENT_TEMPLATES = BANK.posting.requirement.usual;

const NICE_TO_HAVE_TEMPLATES = BANK.posting.niceToHave.usual;

const DUTY_TEMPLATES = BANK.posting.duty.usual;

const DUTY_PLAIN_TEMPLATES = BANK.posting.dutyPlain.usual;

/** A duty that names a thing rather than a task ("paid search and social, email and CRM"). */
const DUTY_NOUN_TEMPLATES = BANK.posting.dutyNoun.usual;

/**
 * More wordings of the same questions, for a candidate who heard the drawn one in their last interview
 * of the job (the draw itself is from the lists above, so a plan with nothing to avoid is as it was).
 */
const MORE_REQUIREMENT_TEMPLATES = BANK.posting.requirement.more;
const MORE_NICE_TO_HAVE_TEMPLATES = BANK.posting.niceToHave.more;
const MORE_DUTY_TEMPLATES = BANK.posting.duty.more;
const MORE_DUTY_PLAIN_TEMPLATES = BANK.posting.dutyPlain.more;
const MORE_DUTY_NOUN_TEMPLATES = BANK.posting.dutyNoun.more;

/** How a job-specific behavioural question opens, by kind of posting sentence (the first is the usual one). */
const CONTEXT_DUTY_LEADS = BANK.contextLeads.duty;
const CONTEXT_DUTY_PLAIN_LEADS = BANK.contextLeads.dutyPlain;
const CONTEXT_DUTY_NOUN_LEADS = BANK.contextLeads.dutyNoun;
const CONTEXT_REQUIREMENT_LEADS = BANK.contextLeads.requirement;

/**
 * `drawn`, unless the candidate heard it in their last interview of this job (`avoid`): then the first
 * of `others` they did not hear (the draw is made whatever is avoided, so the rest of the plan keeps
 * its order); `drawn` when they heard every one.
 */
function unlessHeard(drawn: string, others: readonly string[], avoid: ReadonlySet<string>): string {
  if (!avoid.has(drawn)) return drawn;
  return others.find((t) => !avoid.has(t)) ?? drawn;
}

/**
 * A question about a posting sentence (`whole`, put in a template at `slot`): the drawn template first,
 * then the others if the candidate heard it last time, each with the sentence as `postingPhrase` says it.
 */
function postingQuestion(
  scenario: JobScenario,
  source: string,
  whole: string,
  templates: { slot: string; all: readonly string[]; drawn: number },
  avoid: ReadonlySet<string>,
): { text: string; topic: string } {
  const { slot, all, drawn } = templates;
  const worded = all.map((template) => postingPhrase(whole, scenario, source, (phrase: string): string => template.replace(slot, phrase)));
  const text = unlessHeard(worded[drawn].text, worded.map((w) => w.text).filter((_, i) => i !== drawn), avoid);
  return worded.find((w) => w.text === text) ?? worded[drawn];
}

/**
 * The terms of a posting sentence no question about it may drop: the job's skills it names and the
 * names of technologies, tools and standards it writes as names (an acronym, a name with a digit or a
 * capital inside: "NEWS2", "CI/CD", "GraphQL"; not the capital that opens it).
 */
export function postingKeyTerms(scenario: JobScenario, source: string): string[] {
  // The job's skills, and the catalogue's (by their guides' names and aliases: "Kafka" in "a platform such as Kafka").
  // Spelled as the catalogue spells them, so "go wrong" names no Go.
  const spelled = (name: string): boolean => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?=$|[^\\p{L}\\p{N}+#])`, 'u').test(source);
  const catalogue = [...guideMap().values()].flatMap((g) => [g.skill, ...(g.aliases ?? [])]).filter((n) => n.length > 2 && spelled(n));
  const skills = [...skillsIn(source, scenario), ...catalogue.filter((n) => !skillsIn(source, scenario).some((s) => names(s, n)))];
  const named = withoutFinalStop(source)
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[("'“‘]+|[)"'”’,;:.]+$/g, ''))
    .filter((w) => /^(?=.*\p{Lu}.*\p{Lu}|.*\p{L}.*\d|.*\d.*\p{L}|\p{Ll}+\p{Lu})[\p{L}\d+#./-]{2,}$/u.test(w) && !/^\d/.test(w))
    .filter((w) => !skills.some((s) => names(s, w)));
  return [...new Set([...skills, ...named])];
}

/**
 * A posting sentence as a question says it (`ask` puts the phrase in its question): its subject in the
 * interviewer's words (postingSubject.ts), never the sentence pasted in, every key term kept; when no
 * wording of the sentence keeps within the copy limit, the question asks about its key terms.
 */
function postingPhrase(
  whole: string,
  scenario: JobScenario,
  source: string,
  ask: (phrase: string) => string,
): { phrase: string; topic: string; text: string } {
  const sources = [...scenario.requirements, ...scenario.responsibilities];
  const terms = postingKeyTerms(scenario, source).filter((t) => names(whole, t));
  const subject = postingSubject(whole, terms, sources, ask, { ours: scenario.responsibilities.includes(source) });
  if (subject) return { phrase: subject.phrase, topic: topicPhrase(subject.phrase, 10), text: subject.text };
  const phrase = termsPhrase(whole, terms);
  return { phrase, topic: topicPhrase(phrase, 10), text: ask(phrase) };
}

/**
 * What a sentence no wording keeps within the copy limit is asked as: its first words up to a thing it
 * names (at most four, a noun among them: "leading our annual pay review", not "leading"), then its
 * key terms as the posting spells them.
 */
function termsPhrase(whole: string, terms: readonly string[]): string {
  const heads = [4, 5, 3, 6].map((n) => topicPhrase(whole, n));
  const head = heads.find((h) => tokens(h).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) ?? heads[0];
  const left = terms.filter((t) => !names(head, t) && !terms.some((o) => o !== t && names(o, t) && names(head, o)));
  const spelled = left.map((t) => whole.match(new RegExp(escapeRegExp(t), 'i'))?.[0] ?? t).reverse();
  if (!spelled.length) return head;
  // A head that is only what the candidate brings ("strong experience", "an understanding") takes the
  // terms as its object: "deep understanding of change data capture", not "…, including change data capture".
  const last = head.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const joined = HEAD_OBJECTS[last];
  return joined ? `${head} ${joined} ${joinList(spelled)}` : `${head}, including ${joinList(spelled)}`;
}

/** The word that joins what a candidate brings to what it is of: "experience with", "understanding of". */
const HEAD_OBJECTS: Readonly<Record<string, string>> = {
  experience: 'with',
  familiarity: 'with',
  comfort: 'with',
  understanding: 'of',
  knowledge: 'of',
  grasp: 'of',
  command: 'of',
  awareness: 'of',
  appreciation: 'of',
  interest: 'in',
  background: 'in',
  skills: 'in',
  proficiency: 'in',
  exposure: 'to',
};

/** A people-side skill is asked the way a manager or product person would ask it. */
function templateCategory(skill: string, domain: QuestionDomain): SkillCategory {
  const category = skillCategory(skill);
  if (domain === 'leadership' && category.name !== 'management') return namedCategory('management');
  if (domain === 'product' && category.name !== 'product' && category.name !== 'research') return namedCategory('product');
  return category;
}

let guides: Map<string, SkillGuide> | null = null;

/** The skill guides, read once; a broken guide file leaves the plan without guides. */
function guideMap(): Map<string, SkillGuide> {
  if (!guides) {
    try {
      guides = loadGuides();
    } catch {
      guides = new Map();
    }
  }
  return guides;
}

/** A skill's guide (its name or an alias). */
function guideOfSkill(skill: string): SkillGuide | null {
  const all = guideMap();
  const key = skill.toLowerCase();
  const direct = all.get(key);
  if (direct) return direct;
  for (const guide of all.values()) if (guide.aliases?.some((a) => a.toLowerCase() === key)) return guide;
  return null;
}

/**
 * Every question the plan may ask about a skill: its guide's own questions (written for that skill)
 * and the questions of its kind of skill with the skill's name in them, each once.
 */
export function skillQuestionPool(scenario: JobScenario, skill: string): string[] {
  const domain = skillDomain(skill, jobKindOf(scenario));
  const category = templateCategory(skill, domain);
  const templates = isPractice(skill) ? (category.practice ?? GENERIC_PRACTICE) : category.tool;
  const spoken = skillAsWritten(scenario, skill);
  return [...new Set([...(guideOfSkill(skill)?.questions ?? []), ...templates.map((t) => fill(t, scenario, spoken))])];
}

function skillCandidate(scenario: JobScenario, skill: string, rng: Rng, usedTemplates: Set<string>, avoid: ReadonlySet<string>): Candidate {
  const domain = skillDomain(skill, jobKindOf(scenario));
  const own = skillCategory(skill);
  const category = templateCategory(skill, domain);
  const practice = isPractice(skill);
  const pool = practice ? (category.practice ?? GENERIC_PRACTICE) : category.tool;
  const fresh = pool.filter((t) => !usedTemplates.has(t));
  const template = rng.pick(fresh.length > 0 ? fresh : pool);
  const spoken = skillAsWritten(scenario, skill);
  // Heard last time: another wording of its kind, else one of the skill guide's own questions.
  const others = [...fresh.filter((t) => t !== template).map((t) => fill(t, scenario, spoken)), ...(guideOfSkill(skill)?.questions ?? [])];
  const text = unlessHeard(fill(template, scenario, spoken), others, avoid);
  usedTemplates.add(pool.find((t) => fill(t, scenario, spoken) === text) ?? template);
  return {
    kind: kindOfDomain(domain),
    domain,
    text,
    alt: `What experience do you have with ${spoken}? One real example is enough: what you did, and how it turned out.`,
    topic: spoken,
    keywords: keywordsOf([skill], category === own ? own.vocab : [...own.vocab, ...category.vocab]),
    skills: [skill],
    source: { type: 'skill', skill },
  };
}

const NICE_TO_HAVE = /,?\s+(is|are|would be) (an? )?(strong |big |real )?(plus|advantage|nice to have|bonus|desirable)$/i;
/** Requirements that are conditions, not experience to talk about. */
const NOT_DISCUSSABLE =
  /eligib|right to work|security clearance|driving licen[cs]e|background check|\bdbs check|willing(ness)? to (travel|relocate|complete|pass|undergo|work (a |on )?(rotating |on-call )?shifts?)|\b(fluent|fluency|proficiency|good working)\b[^.]*\b(english|german|spanish|polish|french|dutch|italian|portuguese)\b/i;

/** "You write clearly and can explain your decisions" → "someone who writes clearly and can explain their decisions". */
function asSomeone(text: string): string {
  const said = text.replace(/^you(?:'re| are)\b/i, 'someone who is').replace(/^you(?:'ve| have)\b/i, 'someone who has');
  const person = said !== text ? said : text.replace(/^you (\w+)/i, (_, verb: string) => `someone who ${/^(can|will|should|must|could|may)$/i.test(verb) || /s$/.test(verb) ? verb : `${verb}s`}`);
  return person.replace(/\byour\b/gi, 'their').replace(/\byourself\b/gi, 'themselves');
}

function requirementText(requirement: string): string {
  const bare = withoutFinalStop(requirement).replace(/!+$/, '').replace(NICE_TO_HAVE, '');
  const text = /^A [a-z]/.test(bare) ? `a${bare.slice(1)}` : lowerFirst(bare);
  if (/^you\b/i.test(text)) return asSomeone(text);
  if (/^(ability|capacity|willingness|confidence)\b/.test(text)) return `the ${text}`;
  // A trait rather than a thing ("Confident presenting to senior stakeholders", "Calm under pressure"): someone who is it.
  const [first, second] = tokens(text.toLowerCase());
  const trait = first?.pos === 'ADJ' && !!second && !['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(second.pos) && !/^(strong|good|solid|excellent|deep|basic)$/.test(first.text);
  return trait ? `someone ${text}` : text;
}

function requirementCandidate(scenario: JobScenario, requirement: string, index: number, rng: Rng, avoid: ReadonlySet<string>): Candidate {
  const req = requirementText(requirement);
  const skills = skillsIn(requirement, scenario);
  const vocab = skills.flatMap((s) => skillCategory(s).vocab);
  const niceToHave = NICE_TO_HAVE.test(withoutFinalStop(requirement));
  const usual = niceToHave ? NICE_TO_HAVE_TEMPLATES : REQUIREMENT_TEMPLATES;
  const all = [...usual, ...(niceToHave ? MORE_NICE_TO_HAVE_TEMPLATES : MORE_REQUIREMENT_TEMPLATES)];
  const drawn = usual.indexOf(rng.pick(usual));
  const { text, topic } = postingQuestion(scenario, requirement, req, { slot: '{req}', all, drawn }, avoid);
  const domain = textDomain(requirement, scenario);
  return {
    kind: kindOfDomain(domain),
    domain,
    text,
    alt: `Put another way: what have you done that shows ${topic}? One concrete example is enough.`,
    topic,
    keywords: keywordsOf([requirement], vocab),
    skills,
    source: { type: 'requirement', index, text: requirement },
  };
}

/**
 * A duty as a gerund phrase ("building and maintaining …"), with the verbs that follow the first as
 * gerunds too where the first reading left them bare ("supporting and supervise students" → "supporting
 * and supervising students"; "reviewing code, write design documents" → "…, writing design documents"),
 * read with the tagger on the lower-cased duty; null when the duty does not open with a verb.
 */
function dutyPhrases(duty: string): { gerund: string | null; plain: string; verbal: boolean } {
  const gerund = dutyAsGerund(duty);
  const plain = lowerFirst(withoutFinalStop(duty));
  const [first] = tokens(plain.toLowerCase());
  // A duty that opens with a participle or an adjective ("paid search and social, email and CRM") is said as a thing, not as "to …".
  const verbal = !first || !((first.pos === 'VERB' && first.text !== first.lemma && !/ing$/.test(first.text)) || first.pos === 'ADJ');
  if (!/^[a-z]+ing\b/.test(gerund)) return { gerund: null, plain, verbal };
  const words = gerund.split(/\s+/);
  const tagged = tokens(words.join(' ').toLowerCase());
  // After "help", "make" or "let" the verbs are bare ("helping design and evaluate trials"): as the duty wrote them.
  const written = withoutFinalStop(duty).split(/\s+/);
  if (/^(help|make|let)/.test(words[0]) && written.length === words.length) {
    for (let i = 1; i < words.length; i += 1) words[i] = written[i];
  } else {
    let t = 0;
    // Only a verb joined to a gerund ("supporting and supervise"), not one joined to an infinitive ("to write and maintain").
    let afterGerund = true;
    for (let i = 1; i < words.length; i += 1) {
      while (t < tagged.length && tagged[t].text !== words[i].toLowerCase().replace(/[,;:]+$/, '')) t += 1;
      const token = tagged[t];
      const verb = token?.pos === 'VERB';
      const joined = words[i - 1] === 'and' || words[i - 1] === 'or' || words[i - 1].endsWith(',');
      if (verb && joined && afterGerund && token.text === token.lemma && /^[a-z]+$/.test(words[i]) && !/ing$/.test(words[i])) words[i] = gerundOf(words[i]);
      if (verb) afterGerund = /ing$/.test(words[i]);
    }
  }
  return { gerund: words.join(' '), plain, verbal };
}

function responsibilityCandidate(scenario: JobScenario, duty: string, index: number, rng: Rng, avoid: ReadonlySet<string>): Candidate {
  const { gerund, plain, verbal } = dutyPhrases(duty);
  const usual = gerund ? DUTY_TEMPLATES : verbal ? DUTY_PLAIN_TEMPLATES : DUTY_NOUN_TEMPLATES;
  const all = [...usual, ...(gerund ? MORE_DUTY_TEMPLATES : verbal ? MORE_DUTY_PLAIN_TEMPLATES : MORE_DUTY_NOUN_TEMPLATES)];
  const drawn = usual.indexOf(rng.pick(usual));
  const { text, topic } = postingQuestion(scenario, duty, gerund ?? plain, { slot: '{duty}', all, drawn }, avoid);
  const skills = skillsIn(duty, scenario);
  const vocab = skills.flatMap((s) => skillCategory(s).vocab);
  const domain = textDomain(duty, scenario);
  return {
    kind: kindOfDomain(domain),
    domain,
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
  avoid: ReadonlySet<string>,
): Candidate {
  const theme = themeOfText(source.text);
  const info = THEMES[theme];
  let leads: string[];
  let whole: string;
  let slot: string;
  if (source.type === 'responsibility') {
    const { gerund, plain, verbal } = dutyPhrases(source.text);
    leads = gerund ? CONTEXT_DUTY_LEADS : verbal ? CONTEXT_DUTY_PLAIN_LEADS : CONTEXT_DUTY_NOUN_LEADS;
    whole = gerund ?? plain;
    slot = '{duty}';
  } else {
    leads = CONTEXT_REQUIREMENT_LEADS;
    whole = requirementText(source.text);
    slot = '{req}';
  }
  // The usual opening unless the candidate heard this very question last time.
  const texts = leads.map((lead) => postingPhrase(whole, scenario, source.text, (phrase: string): string => `${lead.replace(slot, phrase)} ${info.contextual}`).text);
  return {
    kind: 'behavioural',
    domain: themeDomain(theme, source.text),
    text: unlessHeard(texts[0], texts.slice(1), avoid),
    alt: info.alt.replace(/^Put simply:\s*/i, '').replace(/^./, (c) => c.toUpperCase()),
    topic: info.topic,
    keywords: keywordsOf([source.text], info.vocab),
    skills: skillsIn(source.text, scenario),
    source,
    theme,
  };
}

function themeCandidate(theme: BehaviouralTheme, rng: Rng, avoid: ReadonlySet<string>): Candidate {
  const info = THEMES[theme];
  return {
    kind: 'behavioural',
    domain: themeDomain(theme),
    text: unlessHeard(rng.pick(info.questions), info.questions, avoid),
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

// ───────────────────────────── Who asks what ─────────────────────────────

/** How well an interviewer of a discipline fits a question of a domain (same side only). */
const AFFINITY: Record<QuestionDomain, Partial<Record<Discipline, number>>> = {
  engineering: { engineering: 3, data: 1.5, security: 1.5, quality: 1.5, design: 0.5 },
  data: { data: 3, engineering: 2, security: 1, quality: 1, design: 0.5 },
  security: { security: 3, engineering: 2, data: 1, quality: 1, design: 0.5 },
  quality: { quality: 3, engineering: 2, data: 1, security: 1, design: 0.5 },
  design: { design: 3, engineering: 1.5, quality: 1, data: 0.5, security: 0.5 },
  leadership: { management: 3, people: 2, product: 1.5 },
  product: { product: 3, management: 2, people: 1 },
  people: { management: 2.5, people: 2.5, product: 2 },
};

/** Words that make a question of another domain fit a discipline better ("hand-off to engineers" for an engineer). */
const DISCIPLINE_WORDS: Partial<Record<Discipline, RegExp>> = {
  engineering: /\bengineer(s|ing)?\b|\bcode\b|hand-off|\bbuild\b|components?\b|\bapis?\b/i,
  design: /\bdesign(s|ers?)?\b|accessib|\busers?\b|usability|prototyp|interaction/i,
  data: /\bdata\b|metrics?|analy|experiment/i,
  quality: /\btest|quality|bugs?\b/i,
  security: /security|secure|risk/i,
  product: /product|customers?|users?\b|roadmap|strategy|market/i,
  management: /\bteams?\b|\blead|roadmap|deliver|planning|budget|headcount|\bokrs?\b|incident/i,
  people: /people|\bhir(e|es|ing)\b|career|culture|learn|grow|one-to-ones|performance issues|feedback|inclusive/i,
};

function affinity(candidate: Candidate, person: Participant): number {
  const { discipline } = profileOf(person);
  const base = AFFINITY[candidate.domain][discipline] ?? 0;
  const words = DISCIPLINE_WORDS[discipline];
  const sourceText = 'text' in candidate.source ? candidate.source.text : '';
  return base + (words && (words.test(candidate.text) || words.test(sourceText)) ? 0.5 : 0);
}

/**
 * Shares one side's questions between its interviewers: first each interviewer gets the question they
 * fit best compared with their colleagues, then each question goes to whoever fits it best, with a
 * penalty for questions already given so the work is shared.
 */
function assignSide(questions: Candidate[], people: Participant[]): Participant[] {
  const who: Array<Participant | null> = questions.map(() => (people.length === 1 ? people[0] : null));
  if (people.length <= 1 || questions.length === 0) return who.map((p) => p ?? people[0]);
  const load = new Map<string, number>(people.map((p) => [p.id, 0]));
  for (const person of people) {
    let best = -1;
    let bestScore = -Infinity;
    questions.forEach((q, i) => {
      if (who[i]) return;
      const mine = affinity(q, person);
      const others = Math.max(...people.filter((p) => p !== person).map((p) => affinity(q, p)));
      const score = (mine - others) * 10 + mine;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) {
      who[best] = person;
      load.set(person.id, 1);
    }
  }
  questions.forEach((q, i) => {
    if (who[i]) return;
    // Shared only between interviewers who fit it nearly as well as the best.
    const best = Math.max(...people.map((p) => affinity(q, p)));
    let chosen = people[0];
    let chosenScore = -Infinity;
    for (const person of people) {
      if (affinity(q, person) < best - 0.75) continue;
      const score = affinity(q, person) - 0.75 * (load.get(person.id) ?? 0);
      if (score > chosenScore) {
        chosenScore = score;
        chosen = person;
      }
    }
    who[i] = chosen;
    load.set(chosen.id, (load.get(chosen.id) ?? 0) + 1);
  });
  return who.map((p) => p ?? people[0]);
}

/** One side's questions with their askers, in runs per interviewer (in panel order). */
function inRuns(questions: Candidate[], people: Participant[]): Array<Candidate & { participantId: string }> {
  const who = assignSide(questions, people);
  const out: Array<Candidate & { participantId: string }> = [];
  for (const person of people) questions.forEach((q, i) => who[i] === person && out.push({ ...q, participantId: person.id }));
  return out;
}

/** The lead opens, invites the candidate's questions and closes: the most senior manager-type interviewer. */
function leadOf(panel: Participant[]): Participant {
  const managers = panel.filter((p) => focusOf(p) === 'behavioural');
  if (managers.length === 0) return panel[0];
  return managers.reduce((best, p) => (profileOf(p).seniority > profileOf(best).seniority ? p : best), managers[0]);
}

// ───────────────────────────── The plan ─────────────────────────────

// Short: with the hellos before it, the first question ends within about 12 seconds of the start.
const INTRO_TEMPLATES = BANK.intro;

const CANDIDATE_QUESTIONS_TEMPLATES = BANK.candidateQuestions;

function mainCount(rng: Rng): number {
  return rng.int(MIN_MAIN_QUESTIONS, MAX_MAIN_QUESTIONS);
}

const YEARS = /^(\w+|\d+)( or more)? years?\b/i;

/**
 * Puts the two sides in one order. The smaller side is spread through the larger one: one question at a
 * time when the craft side is larger (as engineering interviews always have), in pairs when the people
 * side is larger, so a manager-heavy interview does not hand over after every question.
 */
function interleave<T>(technical: T[], behavioural: T[]): T[] {
  const n = technical.length + behavioural.length;
  const out: T[] = [];
  if (behavioural.length <= technical.length) {
    const slots = new Set<number>();
    for (let i = 0; i < behavioural.length; i += 1) slots.add(Math.min(n - 1, Math.floor(((i + 1) * n) / (behavioural.length + 1))));
    let t = 0;
    let b = 0;
    for (let slot = 0; slot < n; slot += 1) {
      const wantBehavioural = slots.has(slot) && b < behavioural.length;
      if ((wantBehavioural || t >= technical.length) && b < behavioural.length) out.push(behavioural[b++]);
      else out.push(technical[t++]);
    }
    return out;
  }
  // People side first (the lead carries on after the introduction), craft questions in runs of two.
  const runs: T[][] = [];
  for (let i = 0; i < technical.length; i += 2) runs.push(technical.slice(i, i + 2));
  const chunks = runs.length + 1;
  let b = 0;
  for (let c = 0; c < chunks; c += 1) {
    const take = Math.round(((c + 1) * behavioural.length) / chunks) - Math.round((c * behavioural.length) / chunks);
    out.push(...behavioural.slice(b, b + take));
    b += take;
    if (c < runs.length) out.push(...runs[c]);
  }
  return out;
}

export interface PlanOptions {
  /** The candidate's CV as read against the scenario's skills: questions about their own work and role. */
  cv?: PlanCv | null;
  /** The candidate's own scenario: each interviewer opens with the welcome the candidate reviewed. */
  welcomesAsWritten?: boolean;
  /**
   * The main questions the candidate was asked in their last interview of this job: each question is
   * worded otherwise where its pool has another wording (the rest of the plan is the one without).
   */
  avoid?: readonly string[];
}

export function buildPlan(scenario: JobScenario, seed: string, options: PlanOptions = {}): InterviewPlan {
  const rng = createRng(`${seed}|plan|${scenario.id}`);
  const avoid: ReadonlySet<string> = new Set(options.avoid ?? []);
  const panel = panelOf(scenario);
  const job = jobKindOf(scenario);
  const lead = leadOf(panel);
  const technicalPeople = panel.filter((p) => focusOf(p) === 'technical');
  const managers = panel.filter((p) => focusOf(p) === 'behavioural');
  // Where the panel has nobody for a side, the lead asks its questions.
  const askTechnical = technicalPeople.length > 0 ? technicalPeople : [lead];
  const askBehavioural = managers.length > 0 ? managers : [lead];

  const total = mainCount(rng);
  const managerJob = job === 'management' || job === 'product';
  let behaviouralCount = Math.max(Math.round(total * (job === 'management' ? 0.65 : job === 'product' ? 0.6 : 0.4)), managers.length, 1);
  let technicalCount = total - behaviouralCount;

  // Scenario duties and requirements: people-oriented ones (behavioural, with a theme), job questions
  // for the people side (leadership, product, background) and craft ones.
  const duties = scenario.responsibilities.map((text, index) => ({ text, index, domain: textDomain(text, scenario) }));
  const reqs = scenario.requirements
    .map((text, index) => ({ text, index, domain: textDomain(text, scenario) }))
    .filter((r) => !NOT_DISCUSSABLE.test(r.text));
  const isCraft = (d: { domain: QuestionDomain }): boolean => CRAFT_DOMAINS.has(d.domain);
  const techDuties = rng.shuffle(duties.filter(isCraft));
  const peopleDuties = rng.shuffle(duties.filter((d) => isPeopleText(d.text)));
  const techReqs = rng.shuffle(reqs.filter((r) => isCraft(r) && !YEARS.test(r.text)));
  const yearsReqs = rng.shuffle(reqs.filter((r) => isCraft(r) && YEARS.test(r.text)));
  const peopleReqs = rng.shuffle(reqs.filter((r) => isPeopleText(r.text)));
  const jobDuties = rng.shuffle(duties.filter((d) => !isCraft(d) && !isPeopleText(d.text)));
  const jobReqs = rng.shuffle(reqs.filter((r) => !isCraft(r) && !isPeopleText(r.text)));
  const craftSkills = scenario.skills.filter((s) => CRAFT_DOMAINS.has(skillDomain(s, job)));
  const peopleSkills = rng.shuffle(scenario.skills.filter((s) => !CRAFT_DOMAINS.has(skillDomain(s, job))));

  // Not enough craft material (a product or management job): the people side takes the rest.
  const craftMaterial = techDuties.length + techReqs.length + yearsReqs.length + craftSkills.length;
  if (technicalCount > craftMaterial) {
    technicalCount = Math.max(craftMaterial, Math.min(technicalPeople.length, 1));
    behaviouralCount = total - technicalCount;
  }

  // Behavioural: one or two job-specific people questions, then the job's leadership and product
  // questions (a manager's or product job has several), then themes.
  const behavioural: Candidate[] = [];
  const usedThemes = new Set<BehaviouralTheme>();
  const contextualSources = [
    ...peopleDuties.slice(0, 1).map((d) => ({ type: 'responsibility' as const, index: d.index, text: d.text })),
    ...peopleReqs.slice(0, 1).map((r) => ({ type: 'requirement' as const, index: r.index, text: r.text })),
    ...peopleDuties.slice(1).map((d) => ({ type: 'responsibility' as const, index: d.index, text: d.text })),
  ];
  for (const source of contextualSources) {
    if (behavioural.length >= Math.min(2, behaviouralCount)) break;
    const candidate = contextualCandidate(scenario, source, avoid);
    if (candidate.theme && usedThemes.has(candidate.theme)) continue;
    if (candidate.theme) usedThemes.add(candidate.theme);
    behavioural.push(candidate);
  }
  const jobQuestionRoom = managerJob ? behaviouralCount - behavioural.length - 1 : Math.min(1, behaviouralCount - behavioural.length - 1);
  const jobQueue: Array<() => Candidate> = [];
  const peopleTemplates = new Set<string>();
  for (let i = 0; i < Math.max(peopleSkills.length, jobDuties.length, jobReqs.length); i += 1) {
    const skill = peopleSkills[i];
    const duty = jobDuties[i];
    const req = jobReqs[i];
    if (skill !== undefined && managerJob) jobQueue.push(() => skillCandidate(scenario, skill, rng, peopleTemplates, avoid));
    if (duty) jobQueue.push(() => responsibilityCandidate(scenario, duty.text, duty.index, rng, avoid));
    if (req) jobQueue.push(() => requirementCandidate(scenario, req.text, req.index, rng, avoid));
  }
  for (const make of jobQueue.slice(0, Math.max(0, jobQuestionRoom))) behavioural.push(make());
  for (const theme of themeOrder(scenario, rng)) {
    if (behavioural.length >= behaviouralCount) break;
    if (usedThemes.has(theme)) continue;
    usedThemes.add(theme);
    behavioural.push(themeCandidate(theme, rng, avoid));
  }

  // Technical: at least one responsibility and one requirement, skills for the rest.
  const technical: Candidate[] = [];
  const covered = new Set<string>(behavioural.flatMap((c) => c.skills));
  const addTechnical = (candidate: Candidate): void => {
    technical.push(candidate);
    for (const s of candidate.skills) covered.add(s);
  };
  // Skills get at least three questions; duties and requirements one each (a duty more in long plans).
  const dutyQuota = Math.min(technicalCount >= 6 ? 2 : 1, techDuties.length, technicalCount);
  const reqPool = [...techReqs, ...yearsReqs];
  const reqQuota = Math.min(1, reqPool.length, Math.max(0, technicalCount - dutyQuota));
  for (const d of techDuties.slice(0, dutyQuota)) addTechnical(responsibilityCandidate(scenario, d.text, d.index, rng, avoid));
  for (const r of reqPool.slice(0, reqQuota)) addTechnical(requirementCandidate(scenario, r.text, r.index, rng, avoid));
  // A scenario whose duties or requirements are all about people still gets asked about them.
  const all = (): Candidate[] => [...technical, ...behavioural];
  const addNeeded = (candidate: Candidate): void => {
    if (candidate.kind === 'technical') {
      addTechnical(candidate);
      return;
    }
    // In place of the last theme question when the people side is full, else one craft question fewer.
    let theme = -1;
    for (let i = behavioural.length - 1; i >= 0 && theme < 0; i -= 1) if (behavioural[i].source.type === 'theme') theme = i;
    if (behavioural.length >= behaviouralCount && theme >= 0) behavioural.splice(theme, 1, candidate);
    else {
      behavioural.push(candidate);
      if (behavioural.length > behaviouralCount) technicalCount = Math.max(1, technicalCount - 1);
    }
  };
  const needResponsibility = all().every((c) => c.source.type !== 'responsibility');
  if (needResponsibility && duties.length > 0) {
    const d = duties[rng.int(0, duties.length - 1)];
    addNeeded(responsibilityCandidate(scenario, d.text, d.index, rng, avoid));
  }
  const needRequirement = all().every((c) => c.source.type !== 'requirement');
  if (needRequirement && reqs.length > 0) {
    const r = reqs[rng.int(0, reqs.length - 1)];
    addNeeded(requirementCandidate(scenario, r.text, r.index, rng, avoid));
  }
  const usedTemplates = new Set<string>();
  const skills = rng.shuffle(craftSkills);
  // Specialists on the panel (a designer among engineers) get a question from their own craft first.
  const disciplines = new Set(technicalPeople.map((p) => profileOf(p).discipline));
  const coveredDomains = new Set(technical.map((c) => c.domain));
  const specialist = technicalPeople.length > 1 ? skills.filter((s) => {
    const domain = skillDomain(s, job);
    return domain !== 'engineering' && disciplines.has(domain as Discipline) && !coveredDomains.has(domain) && !covered.has(s);
  }).slice(0, 1) : [];
  const uncovered = skills.filter((s) => !covered.has(s) && !specialist.includes(s));
  const rest = skills.filter((s) => covered.has(s));
  for (const skill of [...specialist, ...uncovered, ...rest]) {
    if (technical.length >= technicalCount) break;
    addTechnical(skillCandidate(scenario, skill, rng, usedTemplates, avoid));
  }
  // Too few skills: more duties and requirements.
  for (const d of techDuties.slice(dutyQuota)) {
    if (technical.length >= technicalCount) break;
    addTechnical(responsibilityCandidate(scenario, d.text, d.index, rng, avoid));
  }
  for (const r of reqPool.slice(reqQuota)) {
    if (technical.length >= technicalCount) break;
    addTechnical(requirementCandidate(scenario, r.text, r.index, rng, avoid));
  }
  // Still short (a very thin scenario): more people-side job questions, then behavioural themes.
  for (const make of jobQueue.slice(Math.max(0, jobQuestionRoom))) {
    if (technical.length + behavioural.length >= total) break;
    const candidate = make();
    if (!all().some((c) => JSON.stringify(c.source) === JSON.stringify(candidate.source))) behavioural.push(candidate);
  }
  for (const theme of themeOrder(scenario, rng)) {
    if (technical.length + behavioural.length >= Math.max(MIN_MAIN_QUESTIONS, total)) break;
    if (usedThemes.has(theme)) continue;
    usedThemes.add(theme);
    behavioural.push(themeCandidate(theme, rng, avoid));
  }

  // At least three of the scenario's skills asked about: a skill question in place of a theme, or of a
  // second duty or requirement (a manager's job has few craft questions to carry its skills).
  const skillsWanted = Math.min(3, scenario.skills.length);
  const skillsCovered = (): Set<string> => new Set(all().flatMap((c) => c.skills));
  const replaceable = (list: Candidate[]): number => {
    const count = (type: string): number => all().filter((c) => c.source.type === type).length;
    for (const pass of ['theme', 'other']) {
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const c = list[i];
        if (c.skills.length > 0 || c.source.type === 'skill') continue;
        if (pass === 'theme' ? c.source.type === 'theme' : c.source.type !== 'theme' && count(c.source.type) > 1) return i;
      }
    }
    return -1;
  };
  for (let guard = 0; guard < skillsWanted && skillsCovered().size < skillsWanted; guard += 1) {
    const have = skillsCovered();
    const peopleSkill = peopleSkills.find((s) => !have.has(s));
    const craftSkill = skills.find((s) => !have.has(s));
    const peopleAt = peopleSkill ? replaceable(behavioural) : -1;
    const craftAt = craftSkill ? replaceable(technical) : -1;
    if (peopleSkill && peopleAt >= 0) behavioural.splice(peopleAt, 1, skillCandidate(scenario, peopleSkill, rng, peopleTemplates, avoid));
    else if (craftSkill && craftAt >= 0) technical.splice(craftAt, 1, skillCandidate(scenario, craftSkill, rng, usedTemplates, avoid));
    else break;
  }

  // With a CV: lines of the candidate's own work in place of questions on the same skills (no draw of
  // the plan's random order, so the rest of the plan is the one without a CV).
  if (options.cv) askAboutCv(scenario, options.cv, seed, job, technical, behavioural);

  // Interleave: technical questions in runs per technical interviewer, behavioural ones spread between.
  const techOrdered = rng.shuffle(technical);
  const techAssigned = inRuns(techOrdered, askTechnical);
  const behaviouralAssigned = askBehavioural.length === 1 ? behavioural.map((c) => ({ ...c, participantId: askBehavioural[0].id })) : spreadByAsker(behavioural, askBehavioural);
  const main = interleave(techAssigned, behaviouralAssigned);

  const items: PlanItem[] = [];
  const introduction = fill(rng.pick(INTRO_TEMPLATES), scenario);
  // The candidate's role that matches the posting, when their CV has one: the opening asks about it.
  const role = options.cv ? matchingRole(options.cv, scenario.position) : null;
  items.push({
    id: 'intro',
    kind: 'introduction',
    participantId: lead.id,
    text: role ? roleIntroduction(role, companyName(scenario)) : introduction,
    alt: 'Tell us a little about yourself and your most recent role.',
    topic: 'your background',
    keywords: keywordsOf([scenario.position, scenario.description, ...(role ? [role.title] : [])], ['experience worked role company team years currently project projects background']),
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

  return { version: 1, scenarioId: scenario.id, seed, leadId: lead.id, items, ...(options.welcomesAsWritten && { welcomesAsWritten: true as const }) };
}

// ───────────────────────────── The candidate's CV ─────────────────────────────

/** A CV line's subject: its first craft skill's, else its first skill's. */
function cvDomain(skills: readonly string[], job: JobKind): QuestionDomain {
  const domains = skills.map((s) => skillDomain(s, job));
  return domains.find((d) => CRAFT_DOMAINS.has(d)) ?? domains[0] ?? jobCraft(job);
}

/**
 * Where a CV question goes in one side's list: in place of a question on one of its skills, else of a
 * theme, else of a skill question, else of a second duty or requirement; never in place of another CV
 * question. -1: nothing there can make room.
 */
function cvSlot(list: readonly Candidate[], skills: readonly string[]): number {
  const lastIndex = (test: (c: Candidate) => boolean) => {
    for (let i = list.length - 1; i >= 0; i -= 1) if (test(list[i])) return i;
    return -1;
  };
  const count = (type: string) => list.filter((c) => c.source.type === type).length;
  const tries: Array<(c: Candidate) => boolean> = [
    (c) => c.source.type === 'skill' && skills.includes(c.source.skill),
    (c) => c.source.type === 'theme',
    (c) => c.source.type === 'skill',
    (c) => (c.source.type === 'responsibility' || c.source.type === 'requirement') && count(c.source.type) > 1,
  ];
  for (const test of tries) {
    const at = lastIndex(test);
    if (at >= 0) return at;
  }
  return -1;
}

/**
 * Questions about the candidate's own work with the posting's skills ("Your CV says you moved the
 * payments service to Kafka …"): each goes to the side its skills belong to (so the interviewer who
 * fits it asks it), in place of a question the plan can spare.
 */
function askAboutCv(scenario: JobScenario, cv: PlanCv, seed: string, job: JobKind, technical: Candidate[], behavioural: Candidate[]): void {
  cvHighlightsToAsk(cv).forEach((highlight, index) => {
    const skills = highlight.skills.filter((s) => scenario.skills.includes(s));
    if (skills.length === 0) return;
    const domain = cvDomain(skills, job);
    const question = cvQuestion({ ...highlight, skills }, cv.roles, seed, index);
    const vocab = skills.flatMap((s) => skillCategory(s).vocab);
    const sides: Array<[Candidate[], 'technical' | 'behavioural']> =
      kindOfDomain(domain) === 'technical' ? [[technical, 'technical'], [behavioural, 'behavioural']] : [[behavioural, 'behavioural'], [technical, 'technical']];
    for (const [list, kind] of sides) {
      const at = cvSlot(list, skills);
      if (at < 0) continue;
      list.splice(at, 1, {
        kind,
        domain,
        text: question.text,
        alt: question.alt,
        topic: question.topic,
        keywords: keywordsOf([highlight.text], vocab),
        skills,
        source: { type: 'cv', text: highlight.text },
      });
      return;
    }
  });
}

/**
 * Behavioural questions shared between several managers, kept in their order: each goes to whoever
 * fits it best (balanced), and the order is unchanged so the panel takes turns.
 */
function spreadByAsker(questions: Candidate[], people: Participant[]): Array<Candidate & { participantId: string }> {
  const who = assignSide(questions, people);
  return questions.map((q, i) => ({ ...q, participantId: who[i].id }));
}

/** The main questions (technical and behavioural) of a plan. */
export function mainItems(plan: InterviewPlan): PlanItem[] {
  return plan.items.filter((i) => i.kind === 'technical' || i.kind === 'behavioural');
}
