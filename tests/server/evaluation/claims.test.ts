import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { collectAnswers } from '../../../server/evaluation/answers';
import { substanceLevel } from '../../../server/evaluation/calibration';
import { GRADE_VALUE } from '../../../server/evaluation/grading';
import { spokenForms, statedClaims } from '../../../server/evaluation/claims';
import { coachAnswer } from '../../../server/evaluation/coaching';
import { render, settle, type Phrase } from '../../../server/evaluation/phrases';
import { scenarioFacts } from '../../../server/evaluation/repository';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { guideSlug, loadGuides } from '../../../server/catalog/guides';
import type { TranscriptMessage } from '../../../server/evaluation/types';

const scenario = scenarioFacts(scenarios.find((s) => s.id === 'frontend-react-sumlark') as unknown as Record<string, unknown>);
const QUESTION = 'Why would you use TypeScript in a React codebase, and what has it done for you?';

function interview(answers: string[]): TranscriptMessage[] {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, s));
  return answers.flatMap((text, i) => [
    { id: `p${i}`, role: 'Senior Frontend Engineer', sender: 'Mira', text: QUESTION, createdAt: at(i * 60), audioMs: null, speech: null },
    { id: `a${i}`, role: 'USER', sender: 'Candidate', text, createdAt: at(i * 60 + 30), audioMs: null, speech: null },
  ]);
}

const WRONG = 'We moved the dashboard to TypeScript mainly because TypeScript runs faster in the browser, it is compiled, so pages got quicker.';
const RIGHT = 'We moved the dashboard to TypeScript, and it did not make anything faster, the types are erased, but strict null checks caught two bugs before release.';

describe('misconceptions stated in an answer', () => {
  it('finds a wrong belief of the guides, and where it was said', () => {
    const [claim] = statedClaims(WRONG, scenario.skills);
    expect(claim.skill).toBe('TypeScript');
    expect(WRONG.slice(claim.span.start, claim.span.end)).toContain('TypeScript runs faster');
  });

  it('does not find it where the answer denies it, spoken without punctuation or not', () => {
    expect(statedClaims(RIGHT, scenario.skills)).toEqual([]);
    expect(statedClaims('typescript doesnt make it faster it just catches errors early', scenario.skills)).toEqual([]);
  });

  it('reads a belief that is itself a denial where the candidate says it, with the apostrophe a transcript drops or not', () => {
    const skills = ['GraphQL', 'TypeScript', 'Design systems'];
    for (const text of [
      'every field is its own database call and you cant cache any of it because graphql only works over post',
      "every field is its own database call and you can't cache any of it, because GraphQL only works over POST",
    ]) {
      expect(statedClaims(text, skills).map((c) => c.misconception.belief)).toEqual(['GraphQL responses cannot be cached because every request is a POST to one endpoint.']);
    }
    // Words said denied state a belief only beside the belief's own denial.
    expect(statedClaims("at the fintech we don't have a proper design system just a figma library and the devs have their own components", skills)).toEqual([]);
  });

  it('reads a cue spelled with symbols as a recogniser writes it ("c plus plus", "next js")', () => {
    const [claim] = statedClaims('and generics are basically like c plus plus templates the compiler stamps out a copy for every type', ['TypeScript']);
    expect(claim?.misconception.belief).toBe('Generics generate a separate copy of the function for every type, like C++ templates.');
  });

  it('reads a number in a cue as a candidate says it ("ninety five percent", "point zero five")', () => {
    expect(spokenForms('a 95% chance')).toEqual(expect.arrayContaining(['a 95 percent chance', 'a ninety five percent chance', 'a ninety-five percent chance']));
    expect(spokenForms('below 0.05')).toEqual(expect.arrayContaining(['below zero point zero five', 'below point zero five']));
    expect(spokenForms('event 4625')).toContain('event four thousand six hundred twenty five');
    expect(spokenForms('node 20.x')).toEqual(['node 20.x']);
  });

  it('reads a cue in another form as only that form ("gone" is not the language Go)', () => {
    expect(statedClaims('At my last company I wrote the Go consumer that applied card refunds from Kafka to our PostgreSQL ledger.', ['Kafka', 'Go'])).toEqual([]);
  });

  it('reads "not only" and "not just" as denying what follows', () => {
    const belief = (text: string) => statedClaims(text, ['Chromatic']).map((c) => c.misconception.belief);
    expect(belief('We use Chromatic and it only works with React components, so the Vue app has no visual tests.')).toContain('Chromatic only works with React components.');
    expect(belief('Chromatic is not only for React, our Vue components get snapshots too.')).toEqual([]);
    // An answer that opens on "no" still states what follows.
    expect(belief('No, Chromatic only works with React components, so we skipped it for the Vue app.')).toContain('Chromatic only works with React components.');
  });

  it('reads what is set aside ("rather than", "instead of", "avoid") as not stated', () => {
    const beliefs = (text: string, skills: string[]) => statedClaims(text, skills).map((c) => c.misconception.belief);
    const deleting = 'We delete the superseded ADRs to keep the folder clean.';
    expect(beliefs('When a decision changes we delete the old ADRs to keep the folder clean.', ['Architecture decision records'])).toContain(deleting);
    expect(beliefs('When a decision changes we mark the old ADRs superseded rather than deleting them, to keep the folder clean and the history.', ['Architecture decision records'])).toEqual([]);
    // A comparison with a number is no setting aside: "less than 0.05" still states the belief.
    expect(beliefs('if the p value is less than point zero five it means there is ninety five percent chance that the new feature is better', ['Experiment design'])).toHaveLength(1);
  });

  it('does not read a strong answer that tells the right practice, or a mistake it found and fixed, as the belief', () => {
    // Each of these once fired a note (answers labelled strong in the corpus, reworded here).
    const none = (text: string, skills: string[]) => expect(statedClaims(text, skills)).toEqual([]);
    none('My rule is native HTML first, ARIA only to fill the gaps, and always test with a real screen reader.', ['Accessibility']);
    none('Five years of Android, all in Kotlin only, the last two with Compose.', ['Kotlin']);
    none('We shed load from the statement service, which freed connections, and errors went back under half a percent.', ['PostgreSQL']);
    none('When I started, IAM was everybody owner on subscription level, so I exported every role assignment and cut it to three owners.', ['Azure']);
    none('Today I would keep everything in modules, with tokens as custom properties, so styles are scoped and go away with the component.', ['CSS Modules']);
    none('You get crashes quickly if you touch managed objects across threads, so every background save gets its own context.', ['Core Data']);
    none('Our old last-write-wins JSON column kept losing comments when two lawyers edited the same contract.', ['CRDTs']);
    none('If a test fails only in parallel it is almost always shared state, like two tests using the same patient account.', ['Playwright']);
  });

  it('reads the full stop inside a name ("Node.js") as part of the name, not the end of the claim', () => {
    const beliefs = (text: string) => statedClaims(text, ['Node.js']).map((c) => c.misconception.belief);
    expect(beliefs('Node.js is single threaded so it can only ever use one thread for everything.')).toContain('Node.js is single-threaded, so it can only ever use one thread for everything.');
    expect(beliefs('We moved to Node. Everything runs on one thread only in the browser, the server has worker threads.')).toEqual([]);
  });

  it('never finds a belief in its own guide’s correction, strong points or example', () => {
    for (const guide of loadGuides().values()) {
      const truths = [guide.definition, guide.example, ...guide.strong, ...guide.misconceptions.map((m) => m.correction)];
      for (const text of truths) {
        const found = statedClaims(text, [guide.skill]).map((c) => c.misconception.belief);
        expect(found, `${guide.skill}: ${text}`).toEqual([]);
      }
    }
  });

  it('recognises at least 90 % of the guides’ beliefs as they are written', () => {
    const all = [...loadGuides().values()].flatMap((g) => g.misconceptions.map((m) => ({ skill: g.skill, belief: m.belief })));
    const found = all.filter(({ skill, belief }) => statedClaims(belief, [skill]).some((c) => c.misconception.belief === belief));
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(found.length / all.length).toBeGreaterThanOrEqual(0.9);
  });

  it('gives the stated belief no credit, and the coaching corrects it in English and in Russian', () => {
    const [wrong, right] = collectAnswers(interview([WRONG, RIGHT]), scenario);
    expect(wrong.claims).toHaveLength(1);
    expect(wrong.ownText).not.toContain('runs faster');
    expect(right.claims).toHaveLength(0);
    const { value, texts } = settle(coachAnswer(wrong));
    expect(value.lacked[0]).toContain('common misconception');
    expect(value.lacked[0]).toContain('types are erased');
    expect(value.suggestion).toContain('TypeScript');
    expect(value.suggestion).not.toContain('types are erased');
    const ru = render(texts['lacked.0'] as Phrase, 'ru');
    expect(ru).toContain('заблуждение');
    expect(ru).toContain('Типы TypeScript стираются');
  });

  it('gives a stated belief nothing and takes nothing more: its answer counts at most as weak, never below an answer that said nothing', () => {
    const [wrong, right] = collectAnswers(interview([WRONG, RIGHT]), scenario);
    expect(wrong.grade.value).toBeLessThanOrEqual(GRADE_VALUE.weak);
    const withClaim = substanceLevel([wrong, right]);
    const saidNothing = substanceLevel([{ ...wrong, claims: [], grade: { ...wrong.grade, value: 0 } }, right]);
    const asWeak = substanceLevel([{ ...wrong, claims: [], grade: { ...wrong.grade, value: GRADE_VALUE.weak } }, right]);
    expect(withClaim).toBeGreaterThanOrEqual(saidNothing);
    expect(withClaim).toBeLessThanOrEqual(asWeak);
  });
});

/**
 * The ways candidates say the guides' beliefs (tests/fixtures/claims-probes/: per guide, each belief
 * said five ways — spoken, non-native, in other words, inside a longer answer, numbers in words — and
 * three true sentences that use its words). Written with the cues of 2026-12-02, so they flatter them:
 * they keep what was reached, and the blind parts' claims lists measure it (docs/scoring.md).
 */
describe('misconception notes against the ways candidates say them', () => {
  const dir = join(import.meta.dirname, '../../fixtures/claims-probes');
  const guides = loadGuides();
  const bySlug = new Map([...guides.values()].map((g) => [guideSlug(g.skill), g]));
  const probes = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) => {
      const guide = bySlug.get(file.replace(/\.yaml$/, ''));
      if (!guide) throw new Error(`claims-probes/${file}: no guide of that name`);
      const list = parse(readFileSync(join(dir, file), 'utf8')) as Array<{ belief: string; says?: string[]; not?: string[] }>;
      return list.map((p) => ({ ...p, guide }));
    });

  it('covers every note of every guide with five statements and three true sentences, and each probe names a belief of its guide', () => {
    expect(new Set(probes.map((p) => p.guide.skill)).size).toBe(guides.size);
    for (const p of probes) expect(p.guide.misconceptions.map((m) => m.belief), p.guide.skill).toContain(p.belief);
    for (const guide of guides.values()) {
      for (const m of guide.misconceptions) {
        const p = probes.find((x) => x.guide === guide && x.belief === m.belief);
        expect(p, `${guide.skill}: ${m.belief}`).toBeDefined();
        expect(p!.says?.length ?? 0, m.belief).toBeGreaterThanOrEqual(5);
        expect(p!.not?.length ?? 0, m.belief).toBeGreaterThanOrEqual(3);
      }
    }
  });

  /**
   * True sentences some notes still read as their belief, each a limit of the matcher: a negation the
   * tagger ends early, a denial too far before the belief's
   * words, or a note whose cues are those of 2026-12-01 because the rewritten ones fired on answers
   * labelled strong or adequate or on their guide's own correction (docs/scoring.md, "Cues for the ways candidates say it").
   * Eleven more were mended with the sixth round of notes (docs/scoring.md, "A sixth round of notes"), and four more
   * with the seventh ("A seventh round of notes").
   */
  const KNOWN_TRUE_READ_AS_BELIEF: ReadonlyArray<[string, string]> = [
    ["a-b-testing", "a flat result does not prove the change has no effect"],
    ["accessibility", "accessibility is not something you add at the end"],
    ["bug-bounty-triage", "we do not close a report just because we could not reproduce it once"],
  ];

  it('fires on none of the true sentences but the known ones', () => {
    const fired = probes.flatMap((p) => (p.not ?? []).filter((text) => statedClaims(text, [p.guide.skill]).length > 0).map((text) => [guideSlug(p.guide.skill), text]));
    expect(fired).toEqual(KNOWN_TRUE_READ_AS_BELIEF);
  });

  it('recognises at least 96 % of the ways the beliefs are said', () => {
    const says = probes.flatMap((p) => (p.says ?? []).map((text) => ({ text, p })));
    const found = says.filter(({ text, p }) => statedClaims(text, [p.guide.skill]).some((c) => c.misconception.belief === p.belief));
    expect(says.length).toBeGreaterThan(10_000);
    expect(found.length / says.length).toBeGreaterThanOrEqual(0.96);
  });
});
