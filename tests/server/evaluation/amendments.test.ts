import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { collectAnswers, withAmendments } from '../../../server/evaluation/answers';
import { classifyTurn } from '../../../server/language/turns/classifier';
import { scenarioFacts } from '../../../server/evaluation/repository';
import type { TranscriptMessage } from '../../../server/evaluation/types';

const scenario = scenarioFacts(scenarios.find((s) => s.id === 'frontend-react-sumlark') as unknown as Record<string, unknown>);
const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
let n = 0;
const panel = (text: string): TranscriptMessage => ({ id: `p${(n += 1)}`, role: 'Senior Frontend Engineer', sender: 'Mira', text, createdAt: at(n * 20), audioMs: null, speech: null });
const candidate = (text: string): TranscriptMessage => ({ id: `a${(n += 1)}`, role: 'USER', sender: 'Candidate', text, createdAt: at(n * 20), audioMs: null, speech: null });

const FIRST = 'At my last job I rebuilt the checkout page in React, split the bundle by route and the load time fell from four seconds to under two.';
const ADDITION = 'oh and one more thing about the previous question, we also added a performance budget to CI so it did not creep back';
const SECOND = 'I keep state local first and only lift it when two parts really need it, and I use React Query for the server data.';

describe('a correction or an addition to an earlier answer', () => {
  it('is joined to the answer it amends and is not scored as an answer to the open question', () => {
    const messages = [
      panel('Tell me about a performance problem you fixed in a React app.'),
      candidate(FIRST),
      panel('Thanks. How do you decide where state lives in a React app?'),
      candidate(ADDITION),
      panel('Good to know, that is noted with your earlier answer. So, how do you decide where state lives?'),
      candidate(SECOND),
    ];
    const joined = withAmendments(messages);
    expect(joined.filter((m) => m.role === 'USER').map((m) => m.text)).toEqual([`${FIRST} ${ADDITION}`, SECOND]);
    const answers = collectAnswers(messages, scenario);
    expect(answers).toHaveLength(2);
    expect(answers[0].text).toContain('performance budget');
    expect(answers[1].text).toBe(SECOND);
    expect(answers[1].question).toContain('where state lives');
  });

  it('leaves an interview without amendments as it was', () => {
    const messages = [panel('Tell me about a performance problem you fixed in a React app.'), candidate(FIRST)];
    expect(withAmendments(messages)).toEqual(messages);
  });

  it('is an answer to the open question where the panel has moved on and the turn is about that question, however it opens', () => {
    // An anecdote that starts with someone else's opinion reads like a correction (issue 38); it answers what was just asked.
    const reply = 'In the course someone said my code was messy. I tried to clean it up.';
    const asked = 'Tell me about a time you got critical feedback on your code. What did you do with it?';
    expect(classifyTurn(reply, asked).act).toBe('correction');
    const messages = [panel('Tell me about a performance problem you fixed in a React app.'), candidate(FIRST), panel(asked), candidate(reply)];
    expect(withAmendments(messages)).toEqual(messages);
    const answers = collectAnswers(messages, scenario);
    expect(answers.map((a) => a.text)).toEqual([FIRST, reply]);
    expect(answers[1].question).toBe(asked);
    // Said while the panel is still on the question it amends, the same words join that answer.
    const still = [panel(asked), candidate(SECOND), candidate(reply)];
    expect(withAmendments(still).filter((m) => m.role === 'USER').map((m) => m.text)).toEqual([`${SECOND} ${reply}`]);
  });
});
