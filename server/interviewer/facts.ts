import { spokenRank } from '../language/frequency';
import { contentLemmas, tokens } from '../language/tagger';
import { companyName, focusOf, panelOf, positionForSpeech } from './plan';
import { dutyAsGerund, joinList, lowerFirst, splitSentences, withoutFinalStop } from '../language/text';
import type { CandidateTopic, InterviewPlan, JobScenario } from './types';

/**
 * The candidate's own questions, answered from what the scenario says about the job: its fields (pay,
 * place, type, skills) and the sentences of its description, duties and requirements that share the
 * question's words. When the scenario says nothing on the matter, the answer says so plainly instead
 * of inventing a fact.
 */

/** Said when the scenario holds nothing on what was asked. */
export const NOT_IN_SCENARIO = [
  "That's not something our job description covers, so I'd rather not guess. It's a good one to raise in the next stage.",
];

/** Words too common to show what a question is about ("work", "like", "good"). */
const EVERYDAY_RANK = 1500;

/**
 * The scenario's sentences (description, duties, requirements) that share a word that matters with
 * the question, best first: at most `limit`.
 */
export function sentencesAbout(scenario: JobScenario, question: string, limit = 2): string[] {
  const asked = [...contentLemmas(tokens(question))].filter((l) => (spokenRank(l) ?? Infinity) >= EVERYDAY_RANK);
  if (asked.length === 0) return [];
  // Each as it can be said: a duty is written as an instruction, a requirement as a noun phrase.
  const pool = [
    ...splitSentences(scenario.description).map((text) => ({ text, said: text })),
    ...scenario.responsibilities.map((text) => ({ text, said: `The role includes ${youWill(text)}` })),
    ...scenario.requirements.map((text) => ({ text, said: `We are looking for ${lowerFirst(withoutFinalStop(text))}` })),
  ];
  return pool
    .map(({ text, said }, order) => {
      const mine = contentLemmas(tokens(text));
      return { text: said, order, shared: asked.filter((l) => mine.has(l)).length };
    })
    .filter((c) => c.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map((c) => c.text);
}

const TOPICS: Array<[CandidateTopic, RegExp]> = [
  ['salary', /\b(salary|salaries|pay|paid|compensation|money|benefits?|package|bonus|equity|stock)\b/i],
  ['location', /\b(remote|hybrid|office|offices|location|located|based|relocat\w*|commute|travel|on[- ]site|wfh|from home)\b/i],
  ['next_steps', /\b(next steps?|process|hear back|timeline|when will|decision|stages?|rounds?|after (this|today))\b/i],
  ['stack', /\b(stack|tech|technolog\w*|tools?|tooling|languages?|frameworks?|libraries|infrastructure|codebase)\b/i],
  ['challenges', /\b(challenges?|challenging|difficult|hardest|hard part|problems?|biggest|struggl\w*)\b/i],
  ['day_to_day', /\b(day[- ]to[- ]day|typical (day|week)|daily|responsibilit\w*|what would i (be )?(do|doing|work on)|work on|first (few )?(days|weeks|months)|onboarding|expect(ed|ations)?)\b/i],
  ['success', /\b(success|successful|succeed|measure[ds]?|good look like|great look like|first (90|ninety) days|goals?|kpis?|okrs?)\b/i],
  ['growth', /\b(growth|grow|career|progress\w*|promotion|learn\w*|training|develop (my|your)|mentor\w*|budget)\b/i],
  ['team', /\b(team|teams|squad|colleagues?|who (would|will) i|report(ing)? to|manager|people|size)\b/i],
  ['culture', /\b(culture|values|environment|atmosphere|like (to work|working)|work[- ]life|balance|why do you (like|enjoy)|enjoy)\b/i],
  ['company', /\b(company|business|products?|customers?|clients?|mission|industry|competitors?|funding|strategy|plans?)\b/i],
];

/** Topics the scenario answers from its own fields (pay, place, the process after today). */
const STRUCTURED = new Set<CandidateTopic>(['salary', 'location', 'next_steps']);

export function candidateTopicOf(question: string): CandidateTopic {
  for (const [topic, pattern] of TOPICS) if (pattern.test(question)) return topic;
  return 'other';
}

function speakable(text: string): string {
  return text
    .replace(/\s+[–—-]\s+/g, ' to ')
    .replace(/\(([^)]*)\)/g, ', $1,')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*\./g, '.')
    .replace(/\s+,/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentence(text: string): string {
  const t = speakable(text).replace(/,$/, '');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function descriptionSentences(scenario: JobScenario): string[] {
  return splitSentences(scenario.description);
}

function findSentence(scenario: JobScenario, pattern: RegExp): string | null {
  return descriptionSentences(scenario).find((s) => pattern.test(s)) ?? null;
}

function youWill(duty: string): string {
  const g = dutyAsGerund(duty);
  return /^[a-z]+ing\b/.test(g) ? g : withoutFinalStop(duty).toLowerCase();
}

export interface CandidateAnswer {
  topic: CandidateTopic;
  participantId: string;
  facts: string[];
}

/** Which interviewer answers, and with which facts. */
export function answerCandidateQuestion(scenario: JobScenario, plan: InterviewPlan, question: string): CandidateAnswer {
  const topic = candidateTopicOf(question);
  const panel = panelOf(scenario);
  const technical = panel.find((p) => focusOf(p) === 'technical');
  const lead = plan.leadId;
  const company = companyName(scenario);
  const position = positionForSpeech(scenario);
  const techId = technical?.id ?? lead;
  const desc = descriptionSentences(scenario);
  const facts: string[] = [];
  let participantId = lead;

  switch (topic) {
    case 'salary':
      facts.push(sentence(`The salary range for this role is ${scenario.salary}`));
      facts.push(sentence(`It is a ${scenario.jobType.toLowerCase()} position based in ${scenario.location}`));
      break;
    case 'location':
      facts.push(sentence(`The role is based in ${scenario.location}, and it is a ${scenario.jobType.toLowerCase()} position`));
      break;
    case 'next_steps':
      facts.push('After today we will put our notes together and share feedback with you shortly.');
      facts.push('Your report from this conversation will be ready in your history in a few moments.');
      break;
    case 'stack':
      participantId = techId;
      facts.push(sentence(`Day to day, the work involves ${joinList(scenario.skills.slice(0, 6))}`));
      if (scenario.metadata.systemStandards.length > 0) facts.push(sentence(`We also work to standards such as ${joinList(scenario.metadata.systemStandards.slice(0, 3))}`));
      break;
    case 'challenges': {
      participantId = techId;
      const hard = findSentence(scenario, /struggl|limit|tripl|doubl|grow|migrat|currently|legacy|challenge|slow|pressure/i) ?? desc[desc.length - 1];
      if (hard) facts.push(sentence(hard));
      if (scenario.responsibilities[0]) facts.push(sentence(`A big part of the job is ${youWill(scenario.responsibilities[0])}`));
      break;
    }
    case 'day_to_day':
      participantId = techId;
      facts.push(sentence(`A typical week would include ${joinList(scenario.responsibilities.slice(0, 2).map(youWill))}`));
      if (scenario.responsibilities[2]) facts.push(sentence(`You would also be ${youWill(scenario.responsibilities[2])}`));
      break;
    case 'success':
      facts.push(sentence(`In the first months, success means ${youWill(scenario.responsibilities[0] ?? 'settling in and delivering your first changes')}`));
      if (scenario.responsibilities[1]) facts.push(sentence(`After that, we would look for progress on ${youWill(scenario.responsibilities[1])}`));
      break;
    case 'growth':
      if (scenario.responsibilities.length > 0) facts.push(sentence(`People here grow by taking on more of the work the team owns, such as ${youWill(scenario.responsibilities[scenario.responsibilities.length - 1])}`));
      break;
    case 'team': {
      const teamSentence = findSentence(scenario, /\b(team|squad|group|engineers)\b/i);
      if (teamSentence) facts.push(sentence(teamSentence));
      const others = panel.map((p) => `${p.name.split(/\s+/)[0]}, our ${p.role.replace(/,.*$/, '')}`);
      facts.push(sentence(`You would work closely with people like ${joinList(others)}`));
      break;
    }
    case 'culture': {
      const size = typeof scenario.company === 'string' ? undefined : scenario.company.size;
      if (size) facts.push(sentence(`${company} is a company of ${size}`));
      break;
    }
    case 'company': {
      const industry = typeof scenario.company === 'string' ? undefined : scenario.company.industry;
      if (desc[0]) facts.push(sentence(desc[0]));
      if (industry) facts.push(sentence(`We work in ${industry.toLowerCase()}`));
      break;
    }
    case 'other':
      break;
  }
  // What the scenario says about the very words asked comes first; a topic's general facts after it.
  const about = STRUCTURED.has(topic) ? [] : sentencesAbout(scenario, question).map(sentence);
  const said = [...about, ...facts.filter((f) => !about.includes(f))].slice(0, 2);
  if (said.length === 0) said.push(...NOT_IN_SCENARIO);
  return { topic, participantId, facts: said };
}
