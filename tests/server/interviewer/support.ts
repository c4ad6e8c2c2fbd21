import { scenarios } from '../../../server/catalog/scenarios';
import type { Interviewer, InterviewProgress, PlanItem, Utterance } from '../../../server/interviewer';

export { scenarios };

export function scenario(id: string) {
  const found = scenarios.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

export async function collect(turn: AsyncIterable<Utterance>): Promise<Utterance[]> {
  const out: Utterance[] = [];
  for await (const u of turn) out.push(u);
  return out;
}

export function text(utterances: Utterance[]): string {
  return utterances.map((u) => u.text).join(' ');
}

/** The plan item the candidate is answering now. */
export function currentItem(progress: InterviewProgress): PlanItem {
  const id = progress.awaiting?.itemId;
  const item = progress.plan.items.find((i) => i.id === id);
  if (!item) throw new Error(`no current item (${String(id)})`);
  return item;
}

/**
 * A full, specific answer to the current question: on topic (its topic and skills), long enough,
 * with a concrete past example and an outcome.
 */
export function goodAnswer(progress: InterviewProgress): string {
  const item = currentItem(progress);
  const skills = item.skills.length > 0 ? ` using ${item.skills.join(' and ')}` : '';
  return (
    `At my last company I worked on ${item.topic}${skills}. For example, last year we had a release that kept failing, ` +
    'so I led the investigation with two colleagues, agreed a plan with my manager and changed how we worked. ' +
    'As a result we cut the problems by forty percent, and I learned to share progress earlier with the whole team.'
  );
}

export const MARKDOWN_OR_EMOJI = /[*_`#>|[\]]|\p{Extended_Pictographic}/u;

/** Answers every question well and asks two questions at the end. */
export async function runGoodInterview(interviewer: Interviewer): Promise<Utterance[][]> {
  const turns: Utterance[][] = [await collect(interviewer.open())];
  const candidateQuestions = ['What does a typical week look like in this role?', 'How big is the team I would join?', "No, that's all, thank you."];
  for (let i = 0; i < 40 && !interviewer.finished; i += 1) {
    const p = interviewer.progress();
    const answer = p.awaiting?.kind === 'candidate_question' ? candidateQuestions[Math.min(p.candidateQuestionsAnswered, 2)] : goodAnswer(p);
    turns.push(await collect(interviewer.respond(answer)));
  }
  return turns;
}
