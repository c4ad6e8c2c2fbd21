import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CatalogFileError } from './scenarioFiles';

/**
 * The skill guides: for each skill of the catalogue, what a strong answer about it covers, what a weak
 * one looks like, the terms that belong to it, the wrong beliefs about it with their corrections, a
 * one-sentence explanation of the term and other ways to ask about it. One data file per skill in
 * `skills/` (`<slug>.yaml`, the slug of the skill's name), shaped as `guide.schema.json` says: the
 * build and the tests check every file against that schema (build/checkCatalog.ts); the server, which
 * has no JSON Schema validator, checks each file's shape lightly when it loads them.
 */

export interface Misconception {
  /** The wrong belief as a candidate would state it. */
  belief: string;
  /** How it is recognised: one sentence with a word or phrase of every group (word forms, lower case). */
  cues: string[][];
  correction: string;
  correctionRu: string;
}

export interface SkillGuide {
  skill: string;
  aliases?: string[];
  definition: string;
  terms: string[];
  strong: string[];
  weak: string;
  example: string;
  questions: string[];
  misconceptions: Misconception[];
}

export const GUIDE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'skills');
export const GUIDE_SCHEMA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guide.schema.json');

/** The file name of a skill's guide: "OAuth 2.0" → "oauth-2-0", "A/B testing" → "a-b-testing". */
export function guideSlug(skill: string): string {
  return skill
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The light check of one guide as the server loads it (the schema's full check is the build's). */
export function checkedGuide(file: string, data: unknown): SkillGuide {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CatalogFileError(file, 'must hold one mapping, a skill guide');
  const guide = data as Record<string, unknown>;
  for (const field of ['skill', 'definition', 'weak', 'example'] as const) {
    if (!isText(guide[field])) throw new CatalogFileError(file, `has a missing or malformed ${field}`);
  }
  for (const field of ['terms', 'strong', 'questions'] as const) {
    if (!isTexts(guide[field])) throw new CatalogFileError(file, `has a missing or malformed ${field}`);
  }
  if (guide.aliases !== undefined && !isTexts(guide.aliases)) throw new CatalogFileError(file, 'has malformed aliases');
  const misconceptions = guide.misconceptions;
  if (
    !Array.isArray(misconceptions) ||
    !misconceptions.every(
      (m: Record<string, unknown>) =>
        isText(m.belief) && isText(m.correction) && isText(m.correctionRu) && Array.isArray(m.cues) && m.cues.every(isTexts),
    )
  ) {
    throw new CatalogFileError(file, 'has malformed misconceptions');
  }
  if (guideSlug(guide.skill as string) !== path.basename(file, '.yaml')) {
    throw new CatalogFileError(file, `holds the skill ${String(guide.skill)}; a guide's file is named ${guideSlug(guide.skill as string)}.yaml`);
  }
  return guide as unknown as SkillGuide;
}

/** Every guide file of `dir`, parsed, for the schema's check. */
export function readGuideFiles(dir: string = GUIDE_DIR): Array<{ file: string; data: unknown }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      try {
        return { file, data: parse(readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true }) as unknown };
      } catch (error) {
        throw new CatalogFileError(file, `is not valid YAML: ${(error as Error).message}`);
      }
    });
}

/** The guides of `dir` by skill name (lower case), each checked lightly. */
export function loadGuides(dir: string = GUIDE_DIR): Map<string, SkillGuide> {
  const guides = new Map<string, SkillGuide>();
  for (const { file, data } of readGuideFiles(dir)) {
    const guide = checkedGuide(file, data);
    guides.set(guide.skill.toLowerCase(), guide);
  }
  return guides;
}

/**
 * A behavioural theme's guide (`themes/<theme>.yaml`, shaped as `theme.schema.json` says): what a
 * strong answer to a behavioural question of the theme covers, what a weak one looks like, its terms.
 */
export interface ThemeGuide {
  theme: string;
  terms: string[];
  strong: string[];
  weak: string;
  example: string;
}

export const THEME_GUIDE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'themes');
export const THEME_GUIDE_SCHEMA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme.schema.json');

/** The light check of one theme guide as the server loads it. */
export function checkedThemeGuide(file: string, data: unknown): ThemeGuide {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CatalogFileError(file, 'must hold one mapping, a theme guide');
  const guide = data as Record<string, unknown>;
  for (const field of ['theme', 'weak', 'example'] as const) {
    if (!isText(guide[field])) throw new CatalogFileError(file, `has a missing or malformed ${field}`);
  }
  for (const field of ['terms', 'strong'] as const) {
    if (!isTexts(guide[field])) throw new CatalogFileError(file, `has a missing or malformed ${field}`);
  }
  if (guide.theme !== path.basename(file, '.yaml')) throw new CatalogFileError(file, `holds the theme ${String(guide.theme)}; a theme guide's file is named after its theme`);
  return guide as unknown as ThemeGuide;
}

/** The theme guides of `dir` by theme. */
export function loadThemeGuides(dir: string = THEME_GUIDE_DIR): Map<string, ThemeGuide> {
  const guides = new Map<string, ThemeGuide>();
  for (const { file, data } of readGuideFiles(dir)) {
    const guide = checkedThemeGuide(file, data);
    guides.set(guide.theme, guide);
  }
  return guides;
}
