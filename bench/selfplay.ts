import { scenarios } from '../server/catalog/scenarios';
import { createInterviewerFactory, focusOf, panelOf, readInterviewerConfig } from '../server/interviewer';
import { createRng, type Rng } from '../server/interviewer/random';
import type { InterviewProgress, PlanItem, Utterance } from '../server/interviewer/types';
import { isBrokenSentence } from '../server/interviewer/phrases';
import { splitSentences } from '../server/language/text';

/**
 * Self-play: 20 whole interviews of the scripted panel with a simulated candidate who does what real
 * candidates do (answers well or thinly, does not know, asks to repeat or rephrase, asks for a moment,
 * asks the panel, slips into another language, makes small talk, asks questions at the end). Counts
 * what a candidate would notice: how many questions, how many follow-ups, a question asked twice, a
 * question from the wrong interviewer, a broken sentence.
 */

const INTERVIEWS = 20;

/** What the simulated candidate does on a main question, with its weight. */
const ACTS: Array<[string, number]> = [
  ['answer', 50],
  ['partial', 12],
  ['dont_know', 7],
  ['repeat', 6],
  ['rephrase', 6],
  ['think', 5],
  ['panel_question', 5],
  ['other_language', 4],
  ['small_talk', 5],
];

/** The simulated candidate's words for each act (written for this bench, not taken from any corpus). */
const SAYS: Record<string, string[]> = {
  partial: ['we mostly handled that with some scripts i think', 'I did something similar once, it went okay.', 'yeah that was part of my job for a while'],
  dont_know: ["honestly I haven't had to deal with that", 'no i never worked on something like this sorry', "I can't think of an example right now."],
  repeat: ['sorry could you say the question again', 'Sorry, I missed that, can you repeat?', 'the sound broke up what was the question'],
  rephrase: ['what do you mean exactly by that', "I'm not sure I follow, could you put it differently?", 'do you mean in my current job or in general'],
  think: ['give me a moment to think please', 'Can I take a few seconds to think about it?', 'hmm let me think one second'],
  panel_question: ['before i answer how big is the team i would join', 'Quick question first: is this role remote or hybrid?', 'what does the on call look like for this team'],
  other_language: ['Bueno, en mi último trabajo hice algo parecido con mi equipo y funcionó bien.', 'Ja, das habe ich in meinem letzten Projekt gemacht, mit gutem Ergebnis.', 'Oui, j’ai fait ça dans mon ancien poste, avec de bons résultats.'],
  small_talk: ['sorry my neighbour is drilling give me a sec it stopped', 'Thanks, I am a bit nervous today.', 'ok sorry can you hear me well now'],
};

const CANDIDATE_QUESTIONS = ['What does a normal week look like for the team?', 'how do you measure success in the first six months', 'What is the salary range?', 'What are the next steps after this interview?'];

function goodAnswer(item: PlanItem, rng: Rng): string {
  const skills = item.skills.length ? ` with ${item.skills.slice(0, 2).join(' and ')}` : '';
  const openings = ['At my last company', 'In my previous role', 'Two years ago at a logistics startup'];
  return (
    `${rng.pick(openings)} I worked on ${item.topic}${skills}. We had a release that kept failing, so I traced it to a slow migration, ` +
    'split it into batches and agreed a rollout plan with my manager. Failures dropped by forty percent and I wrote a runbook the team still uses.'
  );
}

interface Played {
  endReason: string | null;
  mainQuestions: number;
  followUps: number;
  repeatedQuestions: number;
  /** Questions put off or passed that came back once, as meant. */
  returnedQuestions: number;
  roleFit: number;
  roleChecked: number;
  broken: string[];
  turns: number;
}

async function playOne(scenarioIndex: number, seed: string): Promise<Played> {
  const factory = createInterviewerFactory(readInterviewerConfig({}));
  const scenario = scenarios[scenarioIndex % scenarios.length];
  const interviewer = factory.create(scenario, { seed });
  const rng = createRng(`candidate:${seed}`);
  const said: Utterance[] = [];
  const collect = async (turn: AsyncIterable<Utterance>) => {
    for await (const u of turn) said.push(u);
  };
  await collect(interviewer.open());
  const visited: string[] = [];
  let turns = 0;
  let asked = 0;
  const total = ACTS.reduce((n, [, w]) => n + w, 0);
  while (!interviewer.finished && turns < 80) {
    const p: InterviewProgress = interviewer.progress();
    const awaiting = p.awaiting!;
    if (visited.at(-1) !== awaiting.itemId) visited.push(awaiting.itemId);
    const item = p.plan.items.find((i) => i.id === awaiting.itemId)!;
    let say: string;
    if (awaiting.kind === 'end_confirmation') say = rng.pick(['no no, I want to continue', 'no sorry that is not what i meant lets go on', 'No, please continue.']);
    else if (awaiting.kind === 'candidate_question') say = asked < 2 ? CANDIDATE_QUESTIONS[(asked++ + scenarioIndex) % CANDIDATE_QUESTIONS.length] : 'no thank you, that covers it';
    else if (item.kind === 'introduction') say = goodAnswer(item, rng);
    else {
      let roll = rng.next() * total;
      const act = ACTS.find(([, w]) => (roll -= w) < 0)![0];
      say = act === 'answer' ? goodAnswer(item, rng) : rng.pick(SAYS[act]);
    }
    await collect(interviewer.respond(say));
    turns += 1;
  }
  const p = interviewer.progress();
  const main = p.plan.items.filter((i) => i.kind === 'technical' || i.kind === 'behavioural');
  const askedMain = p.asked.filter((r) => main.some((m) => m.id === r.itemId));
  const panel = panelOf(scenario);
  const hasFocus = (f: 'technical' | 'behavioural') => panel.some((x) => focusOf(x) === f);
  let roleFit = 0;
  let roleChecked = 0;
  for (const item of main) {
    const need = item.kind === 'technical' ? 'technical' : 'behavioural';
    if (!hasFocus(need)) continue;
    roleChecked += 1;
    const asker = panel.find((x) => x.id === item.participantId);
    if (asker && focusOf(asker) === need) roleFit += 1;
  }
  // The same question twice: an item reached again after moving on, or two items asking the same words.
  // A question the candidate put off or passed comes back once on purpose (docs/decisions.md): counted apart.
  const reached = visited.filter((id) => main.some((m) => m.id === id));
  const meantToReturn = new Set(askedMain.filter((r) => r.deferred || r.passed).map((r) => r.itemId));
  const returned = [...meantToReturn].filter((id) => reached.filter((x) => x === id).length >= 2).length;
  const texts = main.filter((m) => reached.includes(m.id)).map((m) => m.text.toLowerCase());
  const repeatedQuestions = reached.length - new Set(reached).size - returned + (texts.length - new Set(texts).size);
  const broken = said.flatMap((u) => splitSentences(u.text)).filter(isBrokenSentence);
  return {
    endReason: p.endReason,
    mainQuestions: askedMain.length,
    followUps: askedMain.reduce((n, r) => n + r.followUps, 0),
    repeatedQuestions,
    returnedQuestions: returned,
    roleFit,
    roleChecked,
    broken,
    turns,
  };
}

export async function runSelfPlay() {
  const runs: Played[] = [];
  for (let i = 0; i < INTERVIEWS; i += 1) runs.push(await playOne(i * 3, `selfplay-${i}`));
  const sum = (f: (r: Played) => number) => runs.reduce((n, r) => n + f(r), 0);
  const questions = runs.map((r) => r.mainQuestions);
  return {
    interviews: runs.length,
    questionsPerInterview: { min: Math.min(...questions), max: Math.max(...questions), mean: Number((sum((r) => r.mainQuestions) / runs.length).toFixed(1)) },
    followUpRate: Number((sum((r) => r.followUps) / sum((r) => r.mainQuestions)).toFixed(2)),
    repeatedQuestions: sum((r) => r.repeatedQuestions),
    returnedQuestions: sum((r) => r.returnedQuestions),
    roleFit: `${sum((r) => r.roleFit)}/${sum((r) => r.roleChecked)}`,
    brokenPhrases: sum((r) => r.broken.length),
    brokenExamples: runs.flatMap((r) => r.broken).slice(0, 10),
    candidateTurns: sum((r) => r.turns),
    endedAtCandidatesRequest: runs.filter((r) => r.endReason === 'candidate_request').length,
  };
}
