/**
 * The domain corpus the recognizer's trigram model is estimated from: sentences a candidate might
 * say in a job interview, generated from templates over the catalogue's skills (each skill with
 * the skills it is listed with) plus generic interview answers. Deterministic: the same skills
 * always give the same corpus.
 */

/** Sentence templates about one skill `{a}`, optionally with skills `{b}`, `{c}` of the same job. */
const SKILL_TEMPLATES = [
  'I have used {a} for about three years',
  'I have been working with {a} for two years now',
  'I used {a} every day in my last job',
  'in my current role I use {a} and {b}',
  'we used {a} and {b} in production',
  'I worked with {a} on a large project',
  'my experience with {a} comes from my previous company',
  'I am very comfortable with {a}',
  'I would say I am strong in {a} and {b}',
  'I learned {a} on the job',
  'I taught myself {a} through side projects',
  'we migrated from {b} to {a} last year',
  'I introduced {a} to the team',
  'I set up {a} for the whole team',
  'I built a new service with {a} and {b}',
  'the project used {a} with {b} and {c}',
  'I used {a} and {b} with {c}',
  'we chose {a} because it fit the problem',
  'the main reason we picked {a} was the ecosystem',
  'the trade off with {a} is the learning curve',
  'I like {a} because it makes the code easier to maintain',
  'with {a} we reduced the time it took to ship a feature',
  'I wrote most of the {a} code myself',
  'I was responsible for the {a} part of the system',
  'I led the move to {a}',
  'I mentored two junior engineers on {a}',
  'I have some experience with {a} but I would like to go deeper',
  'I have not used {a} in production but I have used {b}',
  'we combined {a} with {b} to solve that',
  'I think {a} is a good fit for this role',
  'I would start by looking at how {a} is set up',
  'I have read a lot about {a} and used it in a few projects',
  'most of my work has been in {a}',
  'we ran into problems with {a} at scale',
  'I debugged a hard issue in {a} once',
  'I improved the performance of our {a} setup',
  'I used {a} to automate a lot of manual work',
  'for {a} I would focus on testing and monitoring',
  'I know {a} well and I have used {b} a little',
  'the stack was {a} {b} and {c}',
  'our team used {a} for about two years',
  'I gave a talk about {a} at a meetup',
  'I contributed to an open source project that uses {a}',
  'I am certified in {a}',
  'we had {a} and {b} running on {c}',
  'I used {a} on a team of six engineers',
] as const;

/** Technical sentences that do not depend on one skill. */
const TECHNICAL = [
  'I would start by understanding the requirements and the constraints',
  'first I would reproduce the problem and then look at the logs',
  'we added monitoring and alerts so we could catch it earlier',
  'I would write a test that fails first and then fix the code',
  'we used feature flags to roll it out slowly',
  'the bottleneck was the database so we added an index',
  'we added a cache in front of the service',
  'latency dropped from eight hundred milliseconds to about two hundred',
  'we cut the build time in half',
  'I broke the monolith into smaller services',
  'we set up continuous integration and continuous delivery',
  'we deployed several times a day',
  'every pull request needed a review and passing tests',
  'I wrote the design document and shared it with the team',
  'we load tested the system before the launch',
  'the API had to stay backwards compatible',
  'we versioned the API and deprecated the old endpoints',
  'I profiled the application and found a memory leak',
  'the page was slow because it rendered too many rows',
  'we used pagination and virtualisation for the large tables',
  'I care a lot about accessibility and keyboard navigation',
  'we tracked error rates and latency on a dashboard',
  'I wrote unit tests integration tests and end to end tests',
  'we kept test coverage above eighty percent',
  'we had a code review culture that I really liked',
  'I used the browser developer tools to profile rendering',
  'we moved the infrastructure to the cloud',
  'we defined the infrastructure as code',
  'the service handled about two thousand requests per second',
  'we used a message queue to decouple the services',
  'we made the consumers idempotent so retries were safe',
  'I handled the database migration with zero downtime',
  'we used containers and ran them on a cluster',
  'I set up the pipeline that builds and deploys the containers',
  'I reviewed the security of the login flow',
  'we encrypted the data at rest and in transit',
  'we followed the principle of least privilege',
  'I ran the incident and wrote the postmortem',
  'we were on call one week in six',
  'we defined service level objectives for the main user journeys',
  'I wrote a script to automate the release',
  'the trade off was between consistency and availability',
  'I would measure first before optimising',
  'I chose a relational database because the data was highly relational',
  'we stored the events and rebuilt the state from them',
  'the frontend talked to the backend through a REST API',
  'the mobile app worked offline and synced later',
  'we ran experiments to test the new onboarding flow',
  'the data pipeline ran every night',
  'we cleaned the data and built the features for the model',
  'the model was retrained every week',
  'I used statistics to check that the result was significant',
  'I built dashboards for the product team',
  'I wrote SQL queries to answer questions from the business',
  'I designed the screens with the users and tested prototypes with them',
  'I interviewed users to understand their problems',
  'I wrote the product requirements and worked with engineering on the scope',
  'we prioritised the backlog based on impact and effort',
  'I planned the roadmap for the next two quarters',
  'I tested the feature by hand and then automated the main paths',
  'I reported the bug with clear steps to reproduce it',
  'we triaged the vulnerabilities by severity',
  'I did threat modelling for the new payment flow',
  'we investigated the alert and contained the incident',
] as const;

/** Behavioural and conversational sentences. */
const BEHAVIOURAL = [
  'thank you for having me',
  'thanks for the question',
  'that is a good question',
  'let me think about that for a second',
  'sure I can talk about that',
  'I am excited about this role',
  'I am really interested in the product and the team',
  'I have about five years of experience as a software engineer',
  'I started my career as a junior developer',
  'I moved into a senior role two years ago',
  'in my previous role I led a team of five engineers',
  'I work best in a team where people give honest feedback',
  'one example is a project I worked on last year',
  'the situation was that our release was already late',
  'my task was to get the project back on track',
  'the action I took was to talk to everyone involved',
  'I set up a short meeting every morning',
  'I broke the work into smaller pieces',
  'we agreed on what we could deliver and what we would drop',
  'the result was that we shipped on time',
  'in the end the customer was very happy',
  'we reduced the number of support tickets by thirty percent',
  'I learned that it is better to raise problems early',
  'I learned a lot from that experience',
  'looking back I would have asked for help sooner',
  'I disagreed with my manager about the priorities',
  'I explained my reasoning and listened to theirs',
  'we found a compromise that worked for both of us',
  'a colleague and I had different ideas about the design',
  'I suggested we try both approaches on a small scale',
  'I try to stay calm under pressure',
  'I made a mistake that caused an outage',
  'I owned the mistake and fixed it quickly',
  'afterwards we added checks so it would not happen again',
  'I had to learn a new technology in a short time',
  'I read the documentation and built a small prototype',
  'I asked experienced colleagues for advice',
  'I like to mentor people and help them grow',
  'I paired with a new team member during their first weeks',
  'I gave feedback in private and with specific examples',
  'I worked with designers product managers and engineers',
  'I communicated the risks to the stakeholders',
  'I kept everyone updated with a short weekly summary',
  'I had to say no to a request from a senior stakeholder',
  'I explained the trade offs and offered an alternative',
  'my greatest strength is that I am organised',
  'a weakness I am working on is public speaking',
  'I sometimes take on too much work',
  'I have been learning to delegate more',
  'I want to grow into a technical leadership role',
  'in five years I see myself leading a team',
  'I am looking for a role with more ownership',
  'I left my last job because I wanted a new challenge',
  'what I enjoy most is solving hard problems with a good team',
  'I handle conflict by listening first',
  'I prioritise by impact and urgency',
  'I use a simple to do list and block time for deep work',
  'when requirements change I check what it means for the deadline',
  'I adapted quickly when the company changed direction',
  'we had to cut the scope to meet the deadline',
  'I volunteered to lead the project',
  'I took ownership of the problem and followed it through',
  'I am proud of the way the team handled it',
  'the feedback from the users was very positive',
  'I measure success by the impact on the users',
  'I would like to know more about the team',
  'what does a typical day look like in this role',
  'how do you measure success for this position',
  'what are the biggest challenges the team is facing',
  'I do not have direct experience with that but I would learn it quickly',
  'I am not sure but I think I would approach it this way',
  'could you repeat the question please',
  'yes that is right',
  'no I have not done that before',
  'to be honest it was a difficult time for the team',
  'I think communication is the most important part of the job',
  'I believe in writing things down',
  'I try to make decisions based on data',
  'I am a fast learner and I enjoy new challenges',
  'I work well both on my own and in a team',
  'I have worked remotely for three years',
  'I am available to start next month',
] as const;

const FILLERS = [
  ['I think', 'I guess', 'so', 'well', 'actually', 'basically', 'yeah', 'um', 'honestly'],
  ['', ' and that worked well', ' and it went well', ' which helped a lot', ' and I enjoyed it', ' over the last year'],
] as const;

/** A small deterministic generator (mulberry32), so the corpus does not change between runs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusOptions {
  /** Skill lists, one per job scenario (skills listed together are used together in sentences). */
  skillSets: readonly (readonly string[])[];
  /** Templates used per skill and job (default 6). */
  templatesPerSkill?: number;
  seed?: number;
}

/** Interview sentences in written form (skills as the catalogue spells them). */
export function buildInterviewCorpus({ skillSets, templatesPerSkill = 6, seed = 20260522 }: CorpusOptions): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const sentences: string[] = [];
  for (const skills of skillSets) {
    for (const a of skills) {
      const others = skills.filter((s) => s !== a);
      for (let i = 0; i < templatesPerSkill; i++) {
        const template = pick(SKILL_TEMPLATES);
        const [b, c] = [pick(others.length ? others : [a]), pick(others.length ? others : [a])];
        sentences.push(template.replace('{a}', a).replace('{b}', b).replace('{c}', c));
      }
    }
  }
  for (const sentence of [...TECHNICAL, ...BEHAVIOURAL]) {
    sentences.push(sentence);
    // A hedged variant of each: spoken answers start with these all the time.
    sentences.push(`${pick(FILLERS[0])} ${sentence}${pick(FILLERS[1])}`);
  }
  return sentences;
}
