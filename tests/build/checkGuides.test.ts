import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { guideFaults, questionBankFaults, themeGuideFaults } from '../../build/checkGuides';
import { QUESTIONS_FILE } from '../../server/catalog/questions';
import { GUIDE_DIR, guideSlug } from '../../server/catalog/guides';

const example = parse(readFileSync(path.join(GUIDE_DIR, 'typescript.yaml'), 'utf8')) as Record<string, unknown>;

function folderWith(guides: Record<string, unknown>[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
  for (const guide of guides) writeFileSync(path.join(dir, `${guideSlug(String(guide.skill))}.yaml`), stringify(guide));
  return dir;
}

describe('the skill guides check', () => {
  it('passes the committed guides present', () => {
    expect(guideFaults(GUIDE_DIR, true)).toEqual([]);
  });

  it('names a missing field, a question that is not a question and an unknown skill', () => {
    const { weak: _weak, ...noWeak } = example;
    const faults = guideFaults(
      folderWith([
        noWeak,
        { ...example, skill: 'Kotlin', questions: ['Tell me about Kotlin.', 'What is Kotlin for?', 'Why Kotlin over Java?'] },
        { ...example, skill: 'Underwater basket weaving' },
      ]),
      true,
    );
    expect(faults.some((f) => f.includes('typescript.yaml') && f.includes("'weak'"))).toBe(true);
    expect(faults.some((f) => f.includes('kotlin.yaml') && f.includes('/questions/0'))).toBe(true);
    expect(faults.some((f) => f.includes('no scenario of the catalogue lists the skill Underwater basket weaving'))).toBe(true);
  });

  it('in full, names every catalogue skill without a guide and too few misconceptions', () => {
    const faults = guideFaults(folderWith([example]), false);
    expect(faults.some((f) => f.includes('no guide for Kotlin (kotlin.yaml)'))).toBe(true);
    const notes = (example.misconceptions as unknown[]).length;
    expect(faults.some((f) => f.includes(`${notes} misconceptions, fewer than 150`))).toBe(true);
  });
});

describe('the theme guides check', () => {
  it('passes the committed theme guides, one per theme', () => {
    expect(themeGuideFaults(false)).toEqual([]);
  });

  it('names a theme without a guide and a file that breaks the schema', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'themes-'));
    writeFileSync(path.join(dir, 'conflict.yaml'), stringify({ theme: 'conflict', terms: ['common ground'], strong: [], weak: 'x', example: 'y' }));
    const faults = themeGuideFaults(false, dir);
    expect(faults.some((f) => f.includes('conflict.yaml') && f.includes('/terms'))).toBe(true);
    expect(faults.some((f) => f.includes('no guide for the theme failure'))).toBe(true);
  });
});

describe("the interviewer's question bank check", () => {
  const bank = parse(readFileSync(QUESTIONS_FILE, 'utf8')) as Record<string, Record<string, unknown> | unknown[]>;
  const fileWith = (data: unknown) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'questions-')), 'questions.yaml');
    writeFileSync(file, stringify(data));
    return file;
  };

  it('passes the committed bank', () => {
    expect(questionBankFaults()).toEqual([]);
  });

  it('names a missing theme, an empty question list, an unknown field and a pattern that is no regular expression', () => {
    const { hiring: _hiring, ...themes } = bank.themes as Record<string, unknown>;
    expect(questionBankFaults(fileWith({ ...bank, themes })).some((f) => f.includes("'hiring'"))).toBe(true);
    expect(questionBankFaults(fileWith({ ...bank, intro: [] })).some((f) => f.includes('/intro'))).toBe(true);
    expect(questionBankFaults(fileWith({ ...bank, glossary: {} })).some((f) => f.includes('additional properties'))).toBe(true);
    const [first, ...rest] = bank.skillCategories as Array<Record<string, unknown>>;
    expect(questionBankFaults(fileWith({ ...bank, skillCategories: [{ ...first, match: 'wcag(' }, ...rest] }))).toEqual([
      expect.stringContaining('match is not a regular expression'),
    ]);
  });
});
