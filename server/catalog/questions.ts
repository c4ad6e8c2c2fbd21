import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CatalogFileError } from './scenarioFiles';

/**
 * The scripted interviewer's question bank, `questions.yaml` beside this module: question templates
 * per kind of skill and per behavioural theme with the words an on-topic answer uses, the questions
 * about a posting's requirements and duties, the openings of job-specific questions, the first
 * question and the invitation to ask. Shaped as `questions.schema.json` says: the build and the tests
 * check the file against that schema (build/checkGuides.ts); the server, which has no JSON Schema
 * validator, checks its shape lightly when it reads it (once, at first use).
 */

export const QUESTIONS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions.yaml');
export const QUESTIONS_SCHEMA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions.schema.json');

export interface CategoryQuestions {
  name: string;
  /** A case-insensitive regular expression over the skill's name. */
  match: string;
  tool: string[];
  practice?: string[];
  /** Space-separated words. */
  vocab: string;
}

export interface ThemeQuestions {
  questions: string[];
  contextual: string;
  alt: string;
  topic: string;
  vocab: string;
}

export interface PostingPool {
  /** The wordings a plan draws from. */
  usual: string[];
  /** More wordings, for a candidate who heard the drawn one in their last interview of the job. */
  more: string[];
}

export interface QuestionBank {
  generic: { tool: string[]; practice: string[] };
  skillCategories: CategoryQuestions[];
  themes: Record<string, ThemeQuestions>;
  posting: Record<'requirement' | 'niceToHave' | 'duty' | 'dutyPlain' | 'dutyNoun', PostingPool>;
  contextLeads: Record<'duty' | 'dutyPlain' | 'dutyNoun' | 'requirement', string[]>;
  intro: string[];
  candidateQuestions: string[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isText);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The light check of the bank as the server reads it (the schema's full check is the build's). */
export function checkedQuestionBank(file: string, data: unknown): QuestionBank {
  const fault = (what: string) => new CatalogFileError(file, what);
  if (!isRecord(data)) throw fault('must hold one mapping, the question bank');
  const { generic, skillCategories, themes, posting, contextLeads, intro, candidateQuestions } = data;
  if (!isRecord(generic) || !isTexts(generic.tool) || !isTexts(generic.practice)) throw fault('has a missing or malformed generic');
  if (!Array.isArray(skillCategories) || skillCategories.length === 0) throw fault('has no skillCategories');
  for (const [i, c] of skillCategories.entries()) {
    if (!isRecord(c) || !isText(c.name) || !isText(c.match) || !isTexts(c.tool) || !isText(c.vocab) || (c.practice !== undefined && !isTexts(c.practice))) {
      throw fault(`has a malformed skill category at ${i}`);
    }
    try {
      new RegExp(c.match, 'i');
    } catch {
      throw fault(`skill category ${c.name}: match is not a regular expression`);
    }
  }
  if (!isRecord(themes)) throw fault('has no themes');
  for (const [name, t] of Object.entries(themes)) {
    if (!isRecord(t) || !isTexts(t.questions) || !isText(t.contextual) || !isText(t.alt) || !isText(t.topic) || !isText(t.vocab)) throw fault(`has a malformed theme ${name}`);
  }
  if (!isRecord(posting)) throw fault('has no posting questions');
  for (const kind of ['requirement', 'niceToHave', 'duty', 'dutyPlain', 'dutyNoun']) {
    const pool = posting[kind];
    if (!isRecord(pool) || !isTexts(pool.usual) || !isTexts(pool.more)) throw fault(`has missing or malformed posting questions for ${kind}`);
  }
  if (!isRecord(contextLeads)) throw fault('has no contextLeads');
  for (const kind of ['duty', 'dutyPlain', 'dutyNoun', 'requirement']) {
    if (!isTexts(contextLeads[kind])) throw fault(`has missing or malformed contextLeads for ${kind}`);
  }
  if (!isTexts(intro)) throw fault('has a missing or malformed intro');
  if (!isTexts(candidateQuestions)) throw fault('has a missing or malformed candidateQuestions');
  return data as unknown as QuestionBank;
}

/** The bank as read from `file` (its data, before any check). */
export function readQuestionBankFile(file: string = QUESTIONS_FILE): unknown {
  return parse(readFileSync(file, 'utf8')) as unknown;
}

let bank: QuestionBank | null = null;
/** The question bank, read and checked at first use. */
export function questionBank(): QuestionBank {
  bank ??= checkedQuestionBank(QUESTIONS_FILE, readQuestionBankFile());
  return bank;
}
