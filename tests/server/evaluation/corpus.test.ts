import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bandMiss, CORPUS_DIR, DEVELOPMENT_SPLITS, loadCorpus, loadListedBeliefs, loadSecondRatings, spearman, SPLITS, TIERS } from './support/corpus';

describe('the labelled interview corpus', () => {
  const corpus = loadCorpus();

  it('holds at least 100 interviews over 10 scenarios and 6 job families, with at least 200 held-out and unmeasured blind ones besides the development data', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((c) => c.scenarioId)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(corpus.map((c) => c.family)).size).toBeGreaterThanOrEqual(6);
    // Neither is read to choose anything: the grader and its curve are fitted on the development data
    // (dev and the blind parts already measured, docs/decisions.md 2026-11-30) alone.
    const unseen = corpus.filter((c) => !DEVELOPMENT_SPLITS.includes(c.split));
    expect(unseen.length).toBeGreaterThanOrEqual(200);
    expect(new Set(unseen.map((c) => c.split))).toEqual(new Set(SPLITS.filter((s) => !DEVELOPMENT_SPLITS.includes(s))));
    expect(DEVELOPMENT_SPLITS).not.toContain('heldout');
    for (const split of SPLITS) {
      const tiers = new Set(corpus.filter((c) => c.split === split).map((c) => c.tier));
      expect([...tiers].sort(), split).toEqual([...TIERS].sort());
    }
    expect(new Set(corpus.map((c) => c.mode))).toEqual(new Set(['spoken', 'typed']));
  });

  it('covers every kind of interview its README lists, and every name is unique across the parts', () => {
    const readme = readFileSync(join(CORPUS_DIR, 'README.md'), 'utf8');
    const listed = readme.slice(readme.indexOf('Interview kinds:')).split('Tiers by kind')[0].match(/`([a-z-]+)`/g)!.map((k) => k.slice(1, -1));
    expect(listed.length).toBeGreaterThan(10);
    const kinds = new Set(corpus.map((c) => c.kind));
    for (const kind of listed) expect(kinds.has(kind), kind).toBe(true);
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it("rates with a second person's tier only interviews of the corpus, every interview of a part it rates", () => {
    const ratings = loadSecondRatings();
    const names = new Set(corpus.map((c) => c.name));
    for (const name of ratings.keys()) expect(names.has(name), name).toBe(true);
    for (const split of new Set(corpus.filter((c) => ratings.has(c.name)).map((c) => c.split))) {
      const unrated = corpus.filter((c) => c.split === split && !ratings.has(c.name)).map((c) => c.name);
      expect(unrated, split).toEqual([]);
    }
    for (const rating of ratings.values()) expect(rating.confidence).toMatch(/^(sure|borderline-(empty|weak|average|strong))$/);
  });

  it('ties every wrong belief its authors listed to answers of that interview that say it, in the parts that list them', () => {
    const listed = SPLITS.flatMap((split) => loadListedBeliefs(split, corpus));
    // Every wrong-claims interview of a part with a list has its beliefs listed, and most are said in an answer.
    const parts = new Set(listed.map((b) => corpus.find((c) => c.name === b.interview)!.split));
    for (const interview of corpus.filter((c) => parts.has(c.split) && c.kind === 'wrong-claims')) {
      expect(listed.some((b) => b.interview === interview.name), interview.name).toBe(true);
    }
    expect(listed.filter((b) => b.answers.length > 0).length).toBeGreaterThan(0.9 * listed.length);
    for (const b of listed) if (!b.answers.length) expect(b.note, `${b.interview}: ${b.belief}`).toBeTruthy();
  });

  it('labels every candidate turn with the panel message it answers', () => {
    for (const interview of corpus) {
      const panel = new Set(interview.input.messages.filter((m) => m.role !== 'USER').map((m) => m.id));
      for (const answer of interview.answers) expect(panel.has(answer.answers), `${interview.name} ${answer.id}`).toBe(true);
    }
  });
});

describe('the corpus figures', () => {
  it("Spearman's rho: 1 for the same order, -1 reversed, ties averaged, null when one side is constant", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([0, 0, 1, 1], [1, 2, 3, 4])).toBeCloseTo(0.894, 3);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
  });

  it('measures how far a score lies outside its tier band', () => {
    expect(bandMiss('strong', 8.4)).toBe(0);
    expect(bandMiss('strong', 6.5)).toBeCloseTo(1.5);
    expect(bandMiss('empty', 3)).toBeCloseTo(1);
    expect(bandMiss('average', 4)).toBeCloseTo(1);
  });
});
