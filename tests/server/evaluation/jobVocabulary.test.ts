import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../server/evaluation/answers';
import { evaluate } from '../../../server/evaluation/rubric';
import { loadCorpusInterview } from './support/corpus';

const grammar = { check: async () => [] };

/**
 * Whether the things an answer names are this job's is read only where the product knows every skill
 * of the job (issue 38, item 4): a candidate's own posting with skills no guide covers names few of its
 * things, and an honest strong interview must not read as another trade's story.
 */
describe("the job's own things", () => {
  const strong = loadCorpusInterview('dev', 'biz-fullstack-lead-strong-long-spoken.json');
  const story = loadCorpusInterview('dev', 'f-06-off-domain-story-hotel-receptionist-sre-cinderpath.json');
  const unknownSkills = { ...strong.input.scenario, skills: strong.input.scenario.skills.map((s) => `${s} Nextgen`) };

  it("reads an answer's share of this job's things where every skill has a guide, and not where one has none", () => {
    const known = collectAnswers(strong.input.messages, strong.input.scenario).filter((a) => a.intent === 'answer');
    expect(known.filter((a) => a.signals.jobVocabulary !== null).length).toBeGreaterThan(known.length / 2);
    const own = collectAnswers(strong.input.messages, unknownSkills);
    expect(own.map((a) => a.signals.jobVocabulary).filter((v) => v !== null)).toEqual([]);
  });

  it("keeps a strong interview strong on a posting whose skills the catalogue does not know", async () => {
    const asIs = await evaluate(strong.input, { grammar });
    const own = await evaluate({ ...strong.input, scenario: unknownSkills }, { grammar });
    expect(asIs.overallScore).toBeGreaterThanOrEqual(8);
    expect(own.overallScore).toBeGreaterThanOrEqual(7.5);
  });

  it("gives a hotel receptionist's story told for an SRE job's questions less than this job's answers", async () => {
    const answers = collectAnswers(story.input.messages, story.input.scenario).filter((a) => a.intent === 'answer' && !a.gate);
    const shares = answers.map((a) => a.signals.jobVocabulary).filter((v): v is number => v !== null);
    expect(shares.filter((v) => v < 0.5).length).toBeGreaterThan(shares.length / 2);
    expect((await evaluate(story.input, { grammar })).overallScore).toBeLessThan(5);
  });
});
