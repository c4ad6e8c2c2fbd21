import { companyName, focusOf, panelOf, positionForSpeech } from './plan';
import { dutyAsGerund, joinList, splitSentences, withoutFinalStop } from './text';
import type { CandidateTopic, InterviewPlan, JobScenario } from './types';

/**
 * The candidate's own questions, answered from what the scenario says about the job. Nothing here is
 * invented beyond a few neutral sentences when the scenario holds no fact on the topic.
 */

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
      facts.push(sentence(`People here grow by taking on more of the work the team owns, such as ${youWill(scenario.responsibilities[scenario.responsibilities.length - 1] ?? 'leading projects')}`));
      facts.push('You would have regular one-to-ones, and we agree learning goals together.');
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
      facts.push(sentence(`${company} is ${size ? `a company of ${size}` : 'a friendly company'}, and we value clear communication and helping each other`));
      if (desc[0]) facts.push(sentence(desc[0]));
      break;
    }
    case 'company': {
      const industry = typeof scenario.company === 'string' ? undefined : scenario.company.industry;
      if (desc[0]) facts.push(sentence(desc[0]));
      if (industry) facts.push(sentence(`We work in ${industry.toLowerCase()}`));
      break;
    }
    case 'other':
      if (desc[desc.length - 1]) facts.push(sentence(desc[desc.length - 1]));
      facts.push('If that does not fully answer it, it is a great question to raise in the next stage.');
      break;
  }
  if (facts.length === 0) facts.push(sentence(desc[0] ?? `${company} is hiring a ${position}`));
  return { topic, participantId, facts };
}
