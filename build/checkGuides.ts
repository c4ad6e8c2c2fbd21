/**
 * The skill guides (server/catalog/skills/), the theme guides and the interviewer's question bank
 * (server/catalog/questions.yaml) checked against their schemas (server/catalog/guide.schema.json)
 * with ajv, and against the catalogue: one guide per skill the scenarios list, none for a skill no
 * scenario lists, and at least MIN_MISCONCEPTIONS wrong beliefs over all guides.
 *
 *   tsx build/checkGuides.ts            the whole check (the build's)
 *   tsx build/checkGuides.ts --partial  only the files present (while guides are being written)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { GUIDE_DIR, GUIDE_SCHEMA, THEME_GUIDE_DIR, THEME_GUIDE_SCHEMA, checkedGuide, checkedThemeGuide, guideSlug, readGuideFiles } from '../server/catalog/guides';
import { QUESTIONS_FILE, QUESTIONS_SCHEMA, checkedQuestionBank, readQuestionBankFile } from '../server/catalog/questions';
import { THEMES } from '../server/language/vocabulary';
import { loadScenarios } from '../server/catalog/scenarioFiles';

export const MIN_MISCONCEPTIONS = 150;

/** The faults of the guides in `dir`, each `<file>: <fault>`; none when they are valid. */
export function guideFaults(dir: string = GUIDE_DIR, partial = false): string[] {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(GUIDE_SCHEMA, 'utf8')) as object);
  const faults: string[] = [];
  const skills = new Set(loadScenarios().flatMap((s) => s.skills));
  const covered = new Set<string>();
  let misconceptions = 0;
  for (const { file, data } of readGuideFiles(dir)) {
    const name = path.relative(process.cwd(), file);
    if (!validate(data)) {
      for (const error of validate.errors ?? []) faults.push(`${name}: ${error.instancePath || 'the top level'} ${error.message ?? error.keyword}`);
      continue;
    }
    try {
      const guide = checkedGuide(file, data);
      if (!skills.has(guide.skill)) faults.push(`${name}: no scenario of the catalogue lists the skill ${guide.skill}`);
      covered.add(guide.skill);
      misconceptions += guide.misconceptions.length;
    } catch (error) {
      faults.push((error as Error).message);
    }
  }
  faults.push(...themeGuideFaults(partial));
  if (!partial) {
    for (const skill of skills) if (!covered.has(skill)) faults.push(`${path.relative(process.cwd(), dir)}: no guide for ${skill} (${guideSlug(skill)}.yaml)`);
    if (misconceptions < MIN_MISCONCEPTIONS) faults.push(`${path.relative(process.cwd(), dir)}: ${misconceptions} misconceptions, fewer than ${MIN_MISCONCEPTIONS}`);
  }
  return faults;
}

/** The faults of the theme guides: each valid by its schema, one per theme the panel asks about. */
export function themeGuideFaults(partial = false, dir: string = THEME_GUIDE_DIR): string[] {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(THEME_GUIDE_SCHEMA, 'utf8')) as object);
  const faults: string[] = [];
  const covered = new Set<string>();
  for (const { file, data } of readGuideFiles(dir)) {
    const name = path.relative(process.cwd(), file);
    if (!validate(data)) {
      for (const error of validate.errors ?? []) faults.push(`${name}: ${error.instancePath || 'the top level'} ${error.message ?? error.keyword}`);
      continue;
    }
    try {
      covered.add(checkedThemeGuide(file, data).theme);
    } catch (error) {
      faults.push((error as Error).message);
    }
  }
  if (!partial) for (const theme of Object.keys(THEMES)) if (!covered.has(theme)) faults.push(`${path.relative(process.cwd(), dir)}: no guide for the theme ${theme} (${theme}.yaml)`);
  return faults;
}

/** The faults of the interviewer's question bank: valid by its schema, and every skill category's pattern a regular expression. */
export function questionBankFaults(file: string = QUESTIONS_FILE): string[] {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(QUESTIONS_SCHEMA, 'utf8')) as object);
  const name = path.relative(process.cwd(), file);
  let data: unknown;
  try {
    data = readQuestionBankFile(file);
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
  if (!validate(data)) return (validate.errors ?? []).map((error) => `${name}: ${error.instancePath || 'the top level'} ${error.message ?? error.keyword}`);
  try {
    checkedQuestionBank(name, data);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const faults = [...guideFaults(GUIDE_DIR, process.argv.includes('--partial')), ...questionBankFaults()];
  for (const fault of faults) console.error(fault);
  if (faults.length) process.exit(1);
  console.log('The skill guides and the question bank are valid.');
}
