/** The behavioural topics a panel asks about, each with the words that mark it. */
export type BehaviouralTheme =
  | 'conflict'
  | 'failure'
  | 'ownership'
  | 'prioritisation'
  | 'feedback'
  | 'ambiguity'
  | 'influence'
  | 'learning'
  | 'pressure'
  | 'collaboration'
  | 'mentoring'
  | 'communication'
  | 'hiring'
  | 'customer';

/**
 * What the scripted interviewer knows about kinds of skills and kinds of behavioural questions:
 * question templates (several per kind, so phrasing varies with the seed) and the vocabulary an
 * on-topic answer tends to use. Placeholders: {skill}, {company}, {position}.
 */

export interface SkillCategory {
  name: string;
  match: RegExp;
  /** Templates for a named tool, language or framework (React, Kafka, Figma). */
  tool: string[];
  /** Templates for a practice (exploratory testing, threat modelling); generic ones when absent. */
  practice?: string[];
  vocab: string[];
}

const GENERIC_TOOL = [
  'How have you used {skill} in a real project, and what is one thing about it that surprised you?',
  'Tell me about a problem you solved with {skill}. What were the options, and why did you choose the one you did?',
  'What would you tell a new teammate at {company} about getting the most out of {skill}? Use an example from your own work.',
];

export const GENERIC_PRACTICE = [
  'Tell me how you approach {skill}. Walk me through a real example: what you did, and what came out of it.',
  'What does good {skill} look like to you? Give me an example from your own work where you got it right, or learned the hard way.',
  'How would you approach {skill} in your first months at {company}, and how would you know it was working?',
];

export const SKILL_CATEGORIES: SkillCategory[] = [
  {
    name: 'accessibility',
    match: /accessib|wcag|\baria\b|a11y/i,
    tool: [
      'Where does {skill} fit into your day-to-day work? Walk me through the checks you would run on a new screen before it ships.',
      'How would you make sure a complex, interactive component meets {skill}? Which tools and manual checks would you rely on?',
    ],
    practice: [
      'Tell me about an accessibility problem you found and fixed. How did you find it, and how did you confirm the fix worked for real users?',
      'Where does {skill} fit into your day-to-day work? Walk me through the checks you would run on a new screen before it ships.',
    ],
    vocab: 'accessible accessibility wcag aria screen reader keyboard focus contrast semantic label labels alt audit axe voiceover nvda jaws tab heading landmark assistive disabled disability'.split(' '),
  },
  {
    name: 'security',
    match: /threat|owasp|semgrep|burp|oauth|bug bounty|sentinel|crowdstrike|mitre|phishing|event logs|identity|key management|zero trust|policy as code|access control|security|incident response|\bkql\b/i,
    tool: [
      'Tell me about a real finding or incident where {skill} made the difference. What did you see, and what did you do next?',
      'How do you keep {skill} useful rather than noisy for the teams that depend on it? Give me an example.',
      'If you joined {company} tomorrow, how would you use {skill} in your first month, and what would you look at first?',
    ],
    practice: [
      'Walk me through how you approach {skill}, using a real example: where did you start, what did you find, and what changed as a result?',
      'Tell me about a time {skill} helped you stop a real problem before it caused harm. What happened?',
      'How would you bring {skill} to development teams at {company} without slowing them down?',
    ],
    vocab: 'attack attacker threat threats vulnerability vulnerabilities risk risks exploit exploited injection xss csrf auth authentication authorization token tokens session sessions secret secrets key keys encryption encrypt signature certificate alert alerts detection detect rule rules incident incidents triage investigate investigation log logs access permission permissions role roles policy policies least privilege patch mitigate mitigation severity false positive phishing malware endpoint'.split(' '),
  },
  {
    name: 'testing',
    match: /test|playwright|selenium|pytest|rspec|\bpact\b|rest assured|appium|detox|chromatic|cypress|great expectations|testrail|postman|\bqa\b/i,
    tool: [
      'Tell me about a time {skill} helped you catch a problem before it reached users. What was the problem, and what did you change afterwards?',
      'How do you decide what is worth covering with {skill}, and what you leave to other checks? Give me an example from your own work.',
      'Suppose our {skill} checks had become slow and unreliable. What would you look at first, and why?',
    ],
    practice: [
      'Walk me through how you approach {skill} on a new feature. Where do you start, and how do you know when you have done enough?',
      'Tell me about a bug you found through {skill} that others had missed. How did you find it, and what happened next?',
      'How would you introduce better {skill} at {company} without slowing the team down?',
    ],
    vocab: 'test tests testing tested suite suites assert assertion assertions mock mocks stub fixture fixtures coverage flaky flakiness ci pipeline regression regressions unit integration end-to-end e2e selector selectors page object parallel contract contracts data bug bugs edge case cases reproduce automation automated manual exploratory release checklist quality'.split(' '),
  },
  {
    name: 'messaging',
    match: /kafka|rabbitmq|mqtt|celery|sidekiq|queue|event sourcing|change data capture|webhook|distributed transaction|event-driven/i,
    tool: [
      'When you have worked with {skill}, how did you deal with duplicate, delayed or out-of-order messages? Walk me through a real case.',
      'Tell me about a time something built on {skill} failed in production. What happened, and how did you make it more robust?',
      'How would you explain to a new teammate when {skill} is the right tool, and when it only adds complexity?',
    ],
    practice: [
      'Tell me where you have used {skill} and why. What went wrong along the way, and how did you handle it?',
      'How would you explain to a new teammate when {skill} is the right choice, and when it only adds complexity? Use an example from your own work.',
      'When you have worked with {skill}, how did you deal with duplicates, retries or ordering problems? Walk me through a real case.',
    ],
    vocab: 'message messages queue queues consumer consumers producer producers event events retry retries idempotent idempotency duplicate duplicates order ordering offset offsets partition partitions dead letter backpressure worker workers job jobs async asynchronous broker topic topics stream streams outbox saga replay delivery'.split(' '),
  },
  {
    name: 'data-store',
    match: /\bsql\b|postgres|redis|timescale|snowflake|bigquery|database|mysql|mongo/i,
    tool: [
      'Tell me about a slow or tricky query you dealt with in {skill}. How did you find the cause, and what fixed it?',
      'How do you design data in {skill} so it stays correct and fast as it grows? Use a real example.',
      'What is the most useful thing you have done with {skill} recently, and what would you do differently now?',
    ],
    vocab: 'query queries index indexes indices table tables schema schemas join joins plan explain slow performance partition partitioning lock locks locking transaction transactions isolation cache caching data rows row database migration migrations window function aggregate warehouse column columns key keys'.split(' '),
  },
  {
    name: 'infrastructure',
    match: /docker|kubernetes|\baws\b|azure|terraform|ansible|heroku|gitlab|github actions|jenkins|nginx|linux|\bbash\b|kubeflow|sagemaker|\bgcp\b|cloud|ci\/cd|helm/i,
    tool: [
      'How do you make changes with {skill} safe to roll out? Walk me through a change you shipped and how you would have rolled it back.',
      'Tell me about a production problem you tracked down that involved {skill}. What was the cause, and what did you change so it would not happen again?',
      'If you joined {company} and found the {skill} setup hard to change, what would you look at first?',
    ],
    practice: [
      'Walk me through how you approach {skill}, using a system you worked on. What decisions mattered most, and why?',
      'Tell me about a time {skill} went wrong, or nearly did. What did you change afterwards?',
      'How would you approach {skill} in your first months at {company}, and how would you know it was working?',
    ],
    vocab: 'deploy deploys deployment deployments infrastructure cluster clusters container containers image images pipeline pipelines build builds release releases rollback config configuration module modules state server servers network networking scaling autoscaling cost security secrets monitoring script scripts automation environment environments staging production node nodes pod pods terraform plan apply role roles playbook playbooks'.split(' '),
  },
  {
    name: 'observability',
    match: /opentelemetry|prometheus|grafana|crashlytics|monitoring|performance|web vitals|observab|tracing/i,
    tool: [
      'Tell me about a time {skill} helped you find the cause of a production problem. What did you see, and what did you do next?',
      'How do you decide what is worth measuring or alerting on with {skill}? Give me an example where that choice mattered.',
      'If users told you something felt slow or unreliable, how would you use {skill} to find out why?',
    ],
    practice: [
      'Tell me about a time you improved {skill} in a real system. How did you find the bottleneck, and how did you measure the result?',
      'If users told you something felt slow or unreliable, how would you find out why? Walk me through your approach to {skill}.',
      'How do you decide what to measure when it comes to {skill}? Give me an example where that choice mattered.',
    ],
    vocab: 'metric metrics alert alerts alerting dashboard dashboards trace traces tracing span spans log logs logging latency p95 p99 percentile error errors rate slo slos profile profiler profiling regression regressions performance slow fast faster memory cpu bottleneck measure measured lighthouse vitals crash crashes'.split(' '),
  },
  {
    name: 'data-science',
    match: /\bdbt\b|looker|excel|spark|airflow|amplitude|pytorch|scikit|mlflow|a\/b|bayesian|cuped|causal|experiment|statistic|feature store|model|tableau|power bi|pandas|tensorflow|dagster|flink/i,
    tool: [
      'Tell me about an analysis or model where {skill} made a real difference. What was the question, and what did you find?',
      'How do you make work in {skill} reproducible and trustworthy for the people who rely on it? Give me an example.',
      'What is a mistake you have seen, or made, with {skill}, and how would you avoid it now?',
    ],
    practice: [
      'Walk me through a real piece of work where you used {skill}. What was the question, what did you do, and what did the business do with the result?',
      'What are the most common mistakes you see in {skill}, and how do you guard against them? Use an example.',
      'How would you explain {skill} to a product manager who needs to make a decision from it?',
    ],
    vocab: 'data dataset datasets model models training feature features metric metrics experiment experiments test variant control sample power significance confidence interval p-value bias variance drift pipeline pipelines dashboard dashboards analysis query queries result results hypothesis statistical statistics regression prediction accuracy evaluation baseline lift conversion'.split(' '),
  },
  {
    name: 'frontend',
    match: /react|\bvue|nuxt|next\.js|redux|tanstack|storybook|\bcss\b|\bhtml\b|design tokens|prosemirror|\bvite\b|svelte|angular|tailwind|webpack/i,
    tool: [
      'How do you structure a growing {skill} codebase so it stays easy to change? Tell me about one you have worked on.',
      'Tell me about the trickiest bug you have had to track down in {skill}. How did you find it, and what did you learn?',
      'What is a decision you made with {skill} that you would make differently today, and why?',
    ],
    practice: [
      'Walk me through how you have used {skill} on a real product. What worked, and what would you change?',
      'How would you introduce or improve {skill} at {company}, and how would you get other engineers to adopt it?',
    ],
    vocab: 'component components state props hook hooks render renders rendering re-render store reducer reducers query cache router route routes page pages layout style styles css bundle hydration server-side client dom event events memo memoisation memoization context effect effects jsx template templates responsive browser ui'.split(' '),
  },
  {
    name: 'language',
    match: /^(typescript|javascript|go|golang|python|java|kotlin|swift|ruby|rust|scala|c#|c\+\+|php)$/i,
    tool: [
      'Which {skill} features do you lean on to keep a large codebase safe to change, and why? Give me an example.',
      'Tell me about a piece of {skill} code you are proud of. What problem did it solve, and how did you keep it maintainable?',
      'What is a common {skill} mistake you have seen in code review, and how would you explain the fix to a junior colleague?',
    ],
    vocab: 'type types typed typing compiler generic generics interface interfaces error errors null exception exceptions test tests package packages module modules library libraries refactor refactoring codebase runtime concurrency goroutine goroutines thread threads memory function functions class classes strict lint linting review'.split(' '),
  },
  {
    name: 'api',
    match: /fastify|django|spring|rails|grpc|\brest\b|graphql|websocket|openapi|\bapi\b|flask|express|node\.js/i,
    tool: [
      'How do you design services in {skill} so that clients can rely on them as they change? Walk me through one you built.',
      'Tell me about a problem in production with something you built on {skill}. How did you find it, and what did you change?',
      'What would you look at first if an endpoint built with {skill} became slow under load?',
    ],
    practice: [
      'How do you approach {skill} so that clients can rely on an API as it changes? Walk me through one you worked on.',
      'Tell me about a design decision in {skill} that you got wrong, or right, and what it taught you.',
    ],
    vocab: 'api apis endpoint endpoints request requests response responses schema contract contracts version versions versioning client clients server latency error errors status auth authentication pagination resolver resolvers query queries mutation service services handler handlers middleware load timeout timeouts retry retries backward compatible breaking'.split(' '),
  },
  {
    name: 'architecture',
    match: /architecture|domain-driven|microservice|distributed|crdt|decision record|monorepo|versioning|organisation design/i,
    tool: GENERIC_TOOL,
    practice: [
      'Tell me about a system where {skill} shaped your design. What trade-offs did you make, and would you make them again?',
      'How do you decide whether {skill} is worth its cost on a project? Use a real example.',
      'Walk me through how you would explain your approach to {skill} to engineers who disagree with it.',
    ],
    vocab: 'architecture design designs system systems service services boundary boundaries domain domains trade-off trade-offs tradeoff consistency coupling decoupled dependency dependencies scale scaling migration document decision decisions review reviews component components module modules version versions release releases breaking'.split(' '),
  },
  {
    name: 'design',
    match: /figma|interaction design|prototyp|design system|information architecture|service design|content design|journey|visual design/i,
    tool: [
      'Walk me through how you use {skill} from first sketch to hand-off. How do you keep files usable for the engineers who build from them?',
      'Tell me about a design in {skill} that changed a lot after feedback. What changed, and why?',
    ],
    practice: [
      'Walk me through a project where {skill} made the difference. What was the problem, what did you do, and how did you know it worked?',
      'How do you approach {skill} when the constraints are tight? Give me a real example.',
      'Tell me about a time your {skill} work was challenged by engineering or product. What did you do?',
    ],
    vocab: 'design designs designer designers prototype prototypes prototyping user users flow flows journey journeys screen screens component components pattern patterns layout content wording copy test tested usability research feedback iteration iterate figma wireframe wireframes handoff hand-off engineers accessible'.split(' '),
  },
  {
    name: 'research',
    match: /interview|contextual inquiry|usability|survey|dovetail|research|discovery/i,
    tool: GENERIC_TOOL,
    practice: [
      'Walk me through a study where you used {skill}. How did you plan it, and what changed in the product because of it?',
      'How do you make sure {skill} leads to decisions rather than a report nobody reads? Use a real example.',
      'Tell me about a time {skill} surprised you. What did you expect, what did you find, and what happened next?',
    ],
    vocab: 'research researcher user users participant participants interview interviews recruit recruitment question questions insight insights finding findings synthesis study studies survey surveys usability test tests session sessions observe observed bias consent stakeholder stakeholders decision decisions customer customers problem problems'.split(' '),
  },
  {
    name: 'product',
    match: /\bprd|product|roadmap|stakeholder|pricing|partner|payments|fraud|developer experience|strategy|\bjira\b|stripe|mapbox|firebase|\bokrs?\b/i,
    tool: GENERIC_TOOL,
    practice: [
      'Tell me how you approach {skill}, using a real example. What did you decide, and how did you know it was the right call?',
      'What does good {skill} look like to you? Walk me through a time you got it right, or learned the hard way.',
      'How would you approach {skill} in your first months at {company}, and how would you measure whether it was working?',
    ],
    vocab: 'product customer customers user users metric metrics goal goals outcome outcomes roadmap priority priorities prioritise stakeholder stakeholders decision decisions data experiment experiments launch launched market markets revenue conversion partner partners requirement requirements trade-off trade-offs strategy value problem problems'.split(' '),
  },
  {
    name: 'management',
    match: /people management|hiring|agile|leadership|career ladder|budget|delivery planning|validation|incident management|roadmap planning/i,
    tool: GENERIC_TOOL,
    practice: [
      'Tell me how you approach {skill}, with a real example from a team you have led. What did you do, and what changed?',
      'What is something you have changed your mind about in {skill}, and what made you change it?',
      'How would you approach {skill} in your first months at {company}, and how would you know it was working?',
    ],
    vocab: 'team teams engineer engineers manager managers people hire hiring interview interviews goal goals plan planning roadmap delivery deadline deadlines one-to-one one-to-ones feedback career growth performance budget headcount process priority priorities stakeholder stakeholders incident incidents culture morale trust'.split(' '),
  },
];

export const FALLBACK_CATEGORY: SkillCategory = {
  name: 'general',
  match: /.^/,
  tool: GENERIC_TOOL,
  vocab: [],
};

export function categoryOf(skill: string): SkillCategory {
  const bare = skill.trim();
  for (const category of SKILL_CATEGORIES) {
    if (category.match.test(bare)) return category;
  }
  return FALLBACK_CATEGORY;
}

/** First words of practices that are names ("Android performance profiling" keeps its capital). */
const PROPER_FIRST_WORDS = new Set([
  'bayesian', 'windows', 'microsoft', 'apache', 'google', 'amazon', 'azure', 'aws', 'gxp',
  'android', 'apple', 'kafka', 'kubernetes', 'linux', 'python', 'java', 'swift', 'spark', 'docker', 'figma', 'jira', 'excel', 'tableau', 'salesforce', 'unity', 'oracle', 'snowflake', 'terraform', 'react', 'angular', 'vue', 'node', 'graphql', 'postgres', 'redis', 'splunk', 'okta', 'stripe', 'sap',
]);
const PRACTICE_SINGLE = /(ing|ity|ment|ments|ics|ices|sis|ography)$/i;
const PRACTICE_WORDS = new Set(['payments', 'microservices', 'roadmaps', 'accessibility', 'hiring', 'budgeting', 'pricing', 'prototyping', 'roadmapping', 'leadership']);

/** A practice ("exploratory testing", "REST API design") rather than a named tool ("React", "CSS Modules"). */
export function isPractice(skill: string): boolean {
  const parts = skill.trim().split(/\s+/);
  if (/\d/.test(skill)) return false;
  if (parts.length === 1) {
    const w = parts[0];
    if (/[A-Z].*[A-Z]/.test(w) || /^[A-Z]+$/.test(w)) return false;
    return PRACTICE_WORDS.has(w.toLowerCase()) || PRACTICE_SINGLE.test(w);
  }
  if (/ing$/i.test(parts[0])) return true;
  const last = parts[parts.length - 1];
  return /^[a-z][a-z-]*$/.test(last);
}

/** How a skill reads inside a sentence: practices lose their capital ("exploratory testing"), names keep it. */
export function skillInSentence(skill: string): string {
  if (!isPractice(skill)) return skill;
  const first = skill.split(/\s+/)[0];
  if (PROPER_FIRST_WORDS.has(first.toLowerCase())) return skill;
  if (/^[A-Z][a-z-]*$/.test(first) || /^[A-Z][a-z]+-[a-z]+$/.test(first)) return first.toLowerCase() + skill.slice(first.length);
  return skill;
}

// ───────────────────────────── Behavioural themes ─────────────────────────────

export interface ThemeInfo {
  theme: BehaviouralTheme;
  questions: string[];
  /** Ending used after a job-specific lead-in ("In this role you'd mentor two engineers."). */
  contextual: string;
  alt: string;
  topic: string;
  vocab: string[];
}

export const THEMES: Record<BehaviouralTheme, ThemeInfo> = {
  conflict: {
    theme: 'conflict',
    questions: [
      'Tell me about a time you disagreed with a colleague about how to do something. What was the situation, what did you do, and how did it turn out?',
      'Think of a time when you and a teammate saw a problem very differently. How did you handle it, and what was the result?',
      'Describe a situation where you had to push back on a decision you thought was wrong. What did you do, and what happened in the end?',
    ],
    contextual: 'Tell me about a time that led to a disagreement. How did you handle it, and how did it turn out?',
    alt: 'Put simply: tell me about a disagreement you had at work, and how you handled it.',
    topic: 'a disagreement at work',
    vocab: 'disagree disagreed disagreement disagreements conflict conflicts colleague colleagues teammate teammates team manager opinion opinions view views argument argued discuss discussed discussion compromise agree agreed listen listened perspective decision tension pushback push talk talked meeting resolve resolved understand understood differently'.split(' '),
  },
  failure: {
    theme: 'failure',
    questions: [
      'Tell me about a time something you were responsible for went wrong. What happened, what did you do about it, and what did you learn?',
      'Describe a mistake you made at work that taught you something. How did you handle it at the time?',
      'Tell me about a project that did not go the way you hoped. What happened, and what would you do differently now?',
    ],
    contextual: 'Tell me about a time that went wrong. What happened, and what did you learn from it?',
    alt: 'Put simply: tell me about a mistake you made at work, and what you learned from it.',
    topic: 'a time something went wrong',
    vocab: 'mistake mistakes failed failure fail wrong broke broken bug bugs outage missed learn learned learnt lesson lessons differently blame fix fixed recover recovered apologise apologised apologized regret postmortem post-mortem incident problem problems error errors rollback'.split(' '),
  },
  ownership: {
    theme: 'ownership',
    questions: [
      'Tell me about a time you took ownership of a problem that was not strictly yours. Why did you step in, and what was the outcome?',
      'Describe something you improved without being asked. How did you spot the need, and what difference did it make?',
      'Tell me about a piece of work you drove from start to finish. What were the key decisions you made along the way?',
    ],
    contextual: 'Tell me about a time you showed that kind of ownership. What did you do, and what was the outcome?',
    alt: 'Put simply: tell me about a time you took charge of a problem and saw it through.',
    topic: 'taking ownership of a problem',
    vocab: 'ownership own owned responsibility responsible initiative stepped step volunteered noticed improve improved improvement drove drive lead led decided decision decisions finish finished delivered fix fixed proactive took charge'.split(' '),
  },
  prioritisation: {
    theme: 'prioritisation',
    questions: [
      'Tell me about a time you had more urgent work than you could handle. How did you decide what to do first, and how did it turn out?',
      'Describe a situation where you had to say no to, or delay, something important. How did you make that call and communicate it?',
      'How do you prioritise when several people need something from you at once? Walk me through a specific week when that happened.',
    ],
    contextual: 'Tell me about a time you had to balance competing priorities like that. How did you decide, and what was the result?',
    alt: 'Put simply: tell me about a time you had too much to do, and how you chose what came first.',
    topic: 'deciding what comes first',
    vocab: 'priority priorities prioritise prioritize prioritised prioritized urgent important deadline deadlines trade-off trade-offs tradeoff decide decided delay delayed postpone postponed impact value effort stakeholders stakeholder list backlog order first critical plan planned said'.split(' '),
  },
  feedback: {
    theme: 'feedback',
    questions: [
      'Tell me about a time you received critical feedback. How did you react, and what did you change afterwards?',
      'Describe a time you had to give someone difficult feedback. How did you prepare, and how did they respond?',
      'Tell me about feedback, from a colleague or a code review, that changed how you work. What was it, and what did you do with it?',
    ],
    contextual: 'Tell me about a time you had to give or receive difficult feedback. How did you handle it, and what changed afterwards?',
    alt: 'Put simply: tell me about some feedback you gave or received, and what happened next.',
    topic: 'giving and receiving feedback',
    vocab: 'feedback criticism critical review reviewed reviews comment comments suggestion suggestions honest conversation conversations improve improved change changed react reacted listen listened manager colleague peer mentor one-to-one difficult hard'.split(' '),
  },
  ambiguity: {
    theme: 'ambiguity',
    questions: [
      'Tell me about a time you had to make progress with unclear requirements. How did you decide what to do, and how did it turn out?',
      'Describe a situation where the goal changed halfway through a piece of work. How did you adapt, and what was the result?',
    ],
    contextual: 'Tell me about a time you had to do that with very little guidance. How did you decide what to do, and how did it turn out?',
    alt: 'Put simply: tell me about a time things were unclear, and how you moved forward anyway.',
    topic: 'working with unclear requirements',
    vocab: 'unclear ambiguous ambiguity requirements requirement assumption assumptions clarify clarified questions changed change adapt adapted pivot pivoted uncertain uncertainty scope prototype experiment decide decided goal goals guess guidance'.split(' '),
  },
  influence: {
    theme: 'influence',
    questions: [
      'Tell me about a time you convinced people to change direction without having authority over them. How did you go about it?',
      'Describe a time you needed buy-in from another team or a senior stakeholder. What did you do, and did it work?',
    ],
    contextual: 'Tell me about a time you did that. How did you get people on board, and what was the outcome?',
    alt: 'Put simply: tell me about a time you persuaded people to do something differently.',
    topic: 'getting buy-in without authority',
    vocab: 'convince convinced persuade persuaded influence influenced buy-in stakeholder stakeholders agree agreed proposal proposed data evidence present presented rfc document documented meeting align aligned support supported authority leadership senior executives adopt adopted'.split(' '),
  },
  learning: {
    theme: 'learning',
    questions: [
      'Tell me about something you had to learn quickly for a piece of work. How did you go about it, and how did you know you had got it?',
      'What is the most useful thing you have learned in the last year, and how have you put it into practice?',
      'Tell me about a time you felt out of your depth. What did you do to get up to speed, and who did you ask for help?',
    ],
    contextual: 'Tell me about a time you had to learn something new quickly. How did you go about it, and how did it go?',
    alt: 'Put simply: tell me about something new you had to learn, and how you learned it.',
    topic: 'learning something new',
    vocab: 'learn learned learnt learning course courses book books documentation docs tutorial tutorials practice practised practiced asked ask help mentor study studied new skill skills understand understood quickly curious curiosity question questions'.split(' '),
  },
  pressure: {
    theme: 'pressure',
    questions: [
      'Tell me about a time you had to deliver under real time pressure. What did you do to get it done, and what did you have to trade off?',
      'Describe a stressful situation at work, such as an outage or a hard deadline. How did you stay effective, and how did it end?',
    ],
    contextual: 'Tell me about a time you had to do that under pressure. What did you do, and how did it end?',
    alt: 'Put simply: tell me about a time you worked under a lot of pressure, and how you handled it.',
    topic: 'working under pressure',
    vocab: 'pressure deadline deadlines stress stressful urgent outage incident calm focus focused late hours scope cut trade-off trade-offs deliver delivered shipped plan planned launch weekend night'.split(' '),
  },
  collaboration: {
    theme: 'collaboration',
    questions: [
      'Tell me about a project where you worked closely with people outside your own discipline, such as design, product or support. What made it work, or not?',
      'Describe a time a collaboration with another team was struggling. What did you do to get it back on track?',
    ],
    contextual: 'Tell me about a time you did something similar. What made the collaboration work, and what was the result?',
    alt: 'Put simply: tell me about working closely with another team, and how it went.',
    topic: 'working with other teams',
    vocab: 'collaborate collaborated collaboration together designer designers product support team teams partner partnered pair paired communicate communication meeting meetings shared align aligned trust relationship relationships stakeholders colleagues engineers feedback'.split(' '),
  },
  mentoring: {
    theme: 'mentoring',
    questions: [
      'Tell me about someone you helped to grow. What did you do, and what changed for them?',
      'Describe how you have supported a less experienced colleague through something difficult. What was your approach?',
    ],
    contextual: 'Tell me about someone you have helped to grow. What did you do, and what changed for them?',
    alt: 'Put simply: tell me about a time you helped a colleague get better at their job.',
    topic: 'helping others grow',
    vocab: 'mentor mentored mentoring coach coached coaching junior colleague colleagues grow growth pair paired pairing review reviews support supported teach taught confidence career learn learned progress promoted feedback'.split(' '),
  },
  communication: {
    theme: 'communication',
    questions: [
      'Tell me about a time you had to explain something complex to people without your background. How did you make it land?',
      'Describe a time a misunderstanding caused problems on a piece of work. What happened, and what did you change in how you communicate?',
    ],
    contextual: 'Tell me about a time you had to do that. How did you make it land, and how did you know it had?',
    alt: 'Put simply: tell me about a time you explained something complicated to someone, and how it went.',
    topic: 'explaining complex things clearly',
    vocab: 'explain explained explaining audience non-technical stakeholder stakeholders clear clarity simple analogy diagram diagrams presentation present presented write wrote written document documentation misunderstanding communicate communication understand understood question questions'.split(' '),
  },
  hiring: {
    theme: 'hiring',
    questions: [
      'Tell me about a hire you made that you are proud of, and one you would do differently. What did you learn about hiring?',
      'Walk me through a hiring process you ran or improved. What did you change, and what was the result?',
    ],
    contextual: 'Tell me about a hiring process you ran or improved. What did you change, and what was the result?',
    alt: 'Put simply: tell me about how you have hired people, and what you learned from it.',
    topic: 'hiring',
    vocab: 'hire hired hiring interview interviews interviewed candidate candidates bar loop onboarding recruit recruited recruiter offer offers role roles pipeline diversity'.split(' '),
  },
  customer: {
    theme: 'customer',
    questions: [
      'Tell me about a time you changed your plans because of what you learned from users or customers. What did you hear, and what did you do?',
      'Describe a time you had to deal with an unhappy customer or user. What did you do, and how did it end?',
    ],
    contextual: 'Tell me about a time you did something similar. What did you learn from the people involved, and what did you do with it?',
    alt: 'Put simply: tell me about a time users or customers changed what you did.',
    topic: 'learning from users and customers',
    vocab: 'customer customers user users client clients feedback research support complaint complaints ticket tickets interview interviews data needs problem problems listen listened patient patients tenant tenants merchant merchants'.split(' '),
  },
};

/** Themes every panel may use; the rest come in when the scenario hints at them. */
export const BASE_THEMES: BehaviouralTheme[] = ['conflict', 'failure', 'ownership', 'prioritisation', 'feedback', 'learning', 'pressure', 'collaboration', 'ambiguity'];

/** Scenario cues (in requirements, responsibilities and description) that make a theme relevant. */
export const THEME_CUES: Array<[RegExp, BehaviouralTheme]> = [
  [/mentor|coach|grow(ing)? (the|a) team|career growth|develop(ing)? (strong )?engineers/i, 'mentoring'],
  [/\bhir(e|ing)\b|recruit(ing|ment)? (of )?(engineers|staff|talent|people)/i, 'hiring'],
  [/explain|communicat|non-specialists|present (progress|findings)|written|rfc/i, 'communication'],
  [/without (direct )?authority|influenc|align(ing)? several|executives|buy-in|across (product )?teams/i, 'influence'],
  [/customer|tenant|patient|merchant|carer|pet owner|user feedback|classroom feedback/i, 'customer'],
  [/on-call|incident|peak|deadline|outage/i, 'pressure'],
  [/feedback|one-to-ones|code review|critique/i, 'feedback'],
  [/ownership|independently|own the/i, 'ownership'],
  [/priorit|balance|trade-offs?/i, 'prioritisation'],
];

/** Theme of a people-oriented duty or requirement. */
export function themeOfText(text: string): BehaviouralTheme {
  const t = text.toLowerCase();
  if (/^(pair|partner|work|collaborate)\b/.test(t)) return 'collaboration';
  if (/\bmentor(ing|s)?\b(?! onboarding)|coach|grow(ing)? (a|the|our|their|engineers|people|team)|career/.test(t)) return 'mentoring';
  if (/\bhir(e|ing)\b|\brecruit(s|ing)?\s+(and \w+\s+)?(\S+\s+)?(engineers|staff|people|talent|designers|developers|analysts)\b/.test(t)) return 'hiring';
  if (/feedback|one-to-ones|performance issues|critique/.test(t)) return 'feedback';
  if (/without (direct )?authority|influenc|executives|aligning|buy-in|regulators|auditors/.test(t)) return 'influence';
  if (/explain|communicat|\bpresent|\bbrief|written|training|\bteach(es|ing)?\b/.test(t)) return 'communication';
  if (/ownership|independently/.test(t)) return 'ownership';
  if (/curiosity|ask questions|learning/.test(t)) return 'learning';
  if (/vulnerable|sensitively|customer|users?\b|tenants|patients|merchants|drivers/.test(t)) return 'customer';
  if (/priorit|balance/.test(t)) return 'prioritisation';
  return 'collaboration';
}

/** General technical terms that show an answer is specific (used with the scenario's own skills). */
export const TECH_TERMS = new Set(
  (
    'api apis endpoint schema index indexes query queries cache caching hook hooks component components props state reducer ' +
    'test tests unit integration e2e mock fixture ci cd pipeline deploy deployment rollback feature flag flags latency throughput ' +
    'p95 p99 memory cpu profiler profiling bundle render rendering memoisation memoization virtualisation virtualization refactor ' +
    'migration migrations queue queues retry retries timeout timeouts idempotent idempotency transaction transactions lock locks ' +
    'partition partitions replica replication shard sharding metric metrics dashboard dashboards alert alerts trace traces tracing ' +
    'log logs logging container containers cluster kubernetes docker terraform lambda serverless encryption token tokens oauth ' +
    'jwt sql nosql json graphql rest grpc websocket websockets sse useeffect usememo usestate typescript javascript generics ' +
    'interface interfaces enum union unions regression regressions a/b experiment hypothesis sample cohort funnel conversion ' +
    'retention churn prototype prototypes wireframe wireframes persona personas usability figma survey interviews backlog sprint ' +
    'roadmap okr okrs kpi kpis stakeholders rfc adr post-mortem postmortem on-call runbook playbook sla slo slos'
  ).split(' '),
);
