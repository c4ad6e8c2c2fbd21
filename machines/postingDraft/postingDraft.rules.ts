/**
 * The review form of a scenario built from a job posting: the editable fields, how they come from the
 * stored scenario, what is sent back, and the contract's limits (openapi.yaml PrivateScenarioUpdateRequest).
 */
import type { Schemas } from '../../openapi/types';
import { companyNameOf } from '../jobs/jobs.list';
import { fieldConstraints } from '../../openapi/requestChecks';
import { checkForm, type FormWords } from '../shared/fieldErrors';
import type { UiText } from '../shared/text';

export type PrivateScenario = Schemas['PrivateScenario'];
export type JobScenario = Schemas['JobScenario'];
export type ScenarioUpdate = Schemas['PrivateScenarioUpdateRequest'];

const CREATE = 'PrivateScenarioCreateRequest';
const UPDATE = 'PrivateScenarioUpdateRequest';
const limit = (value: number | undefined, what: string): number => {
  if (value === undefined) throw new Error(`the contract gives no ${what}`);
  return value;
};

/** The limits of the create and update operations, as the contract states them (openapi/constraints.gen.ts). */
export const DRAFT_LIMITS = {
  postingMinChars: limit(fieldConstraints(CREATE, 'postingText').minLength, 'posting minimum'),
  postingMaxChars: limit(fieldConstraints(CREATE, 'postingText').maxLength, 'posting maximum'),
  cvMaxChars: limit(fieldConstraints(CREATE, 'cvText').maxLength, 'CV maximum'),
  /** The largest file read (server/postings/documents.ts). */
  fileMaxBytes: 2 * 1024 * 1024,
  textMaxChars: limit(fieldConstraints(UPDATE, 'position').maxLength, 'text maximum'),
  listMaxItems: limit(fieldConstraints(UPDATE, 'skills').maxItems, 'list maximum'),
} as const;

export type DraftText = 'position' | 'company' | 'location' | 'jobType' | 'experience' | 'category';
export type DraftList = 'skills' | 'requirements' | 'responsibilities';
export type Gender = 'female' | 'male';

export interface DraftInterviewer {
  id: string;
  name: string;
  role: string;
  gender: Gender;
  welcomeMessage: string;
  focus: 'technical' | 'behavioural' | undefined;
}

/** The form's values, each as the candidate sees and types it. */
export interface ScenarioDraft {
  position: string;
  company: string;
  location: string;
  jobType: string;
  experience: string;
  category: string;
  skills: string[];
  requirements: string[];
  responsibilities: string[];
  interviewers: DraftInterviewer[];
}

export const DRAFT_TEXTS: readonly DraftText[] = ['position', 'company', 'location', 'jobType', 'experience', 'category'];
export const DRAFT_LISTS: readonly DraftList[] = ['skills', 'requirements', 'responsibilities'];

/** The form of a scenario: one read from a posting (not stored yet), or a stored one's `scenario`. */
export function draftOf(s: JobScenario): ScenarioDraft {
  return {
    position: s.position,
    company: companyNameOf(s),
    location: s.location,
    jobType: s.jobType,
    experience: s.experience,
    category: s.category ?? '',
    skills: [...s.skills],
    requirements: [...s.requirements],
    responsibilities: [...(s.responsibilities ?? [])],
    interviewers: s.participants.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      gender: p.gender === 'male' ? 'male' : 'female',
      welcomeMessage: p.welcomeMessage ?? '',
      focus: p.focus,
    })),
  };
}

/** The update that stores the whole form (every field replaces the stored one). */
export function updateOf(draft: ScenarioDraft): ScenarioUpdate {
  const trim = (items: readonly string[]) => items.map((item) => item.trim());
  return {
    position: draft.position.trim(),
    company: draft.company.trim(),
    location: draft.location.trim(),
    jobType: draft.jobType.trim(),
    experience: draft.experience.trim(),
    category: draft.category.trim(),
    skills: trim(draft.skills),
    requirements: trim(draft.requirements),
    responsibilities: trim(draft.responsibilities),
    participants: draft.interviewers.map((p) => ({
      id: p.id,
      name: p.name.trim(),
      role: p.role.trim(),
      gender: p.gender,
      welcomeMessage: p.welcomeMessage.trim(),
      ...(p.focus && { focus: p.focus }),
    })),
  };
}

/**
 * Where a field error is shown: a text field's name, a list item as `skills.2`, a list as a whole as
 * `skills`, an interviewer's field as `interviewers.1.name`.
 */
export type DraftErrors = Record<string, UiText>;

/** The form's own texts for the contract's rules, said next to the field (the field is not named). */
export const REVIEW_WORDS: FormWords = {
  own: {
    '*:required': 'draft.required',
    '*:maxLength': 'draft.tooLong',
    '*:maxItems': 'draft.tooManyItems',
    'skills:minItems': 'draft.skillsRequired',
  },
};

/**
 * The interviewers' errors under the form's name for them (the contract's `participants`); a creation's
 * errors without the `review.` its fields are sent under.
 */
const formPath = (field: string) => field.replace(/^review\./, '').replace(/^participants(?=\.|$)/, 'interviewers');

/**
 * Every field that breaks the contract's PrivateScenarioUpdateRequest as the form would send it, with
 * what to say; empty when the form can be saved.
 */
export function draftErrors(draft: ScenarioDraft): DraftErrors {
  const errors = checkForm(UPDATE, updateOf(draft), REVIEW_WORDS);
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [formPath(field), text]));
}

/** The server's field errors of a refused save, under the form's fields. */
export function draftServerErrors(errors: DraftErrors): DraftErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [formPath(field), text]));
}

const SOURCE_WORDS: FormWords = {
  own: {
    'postingText:required': 'draft.postingRequired',
    'postingText:minLength': 'draft.postingTooShort',
    'postingText:maxLength': 'draft.postingTooLong',
    'cvText:maxLength': 'draft.cvTooLong',
  },
};

/** What is wrong with the pasted posting and CV before they are sent (the contract's create request), or null. */
export function sourceError(posting: string, cv: string): { field: 'posting' | 'cv'; text: UiText } | null {
  const errors = checkForm(CREATE, { postingText: posting.trim(), cvText: cv }, SOURCE_WORDS);
  if (errors.postingText) return { field: 'posting', text: errors.postingText };
  if (errors.cvText) return { field: 'cv', text: errors.cvText };
  return null;
}

export const sameDraft = (a: ScenarioDraft | null, b: ScenarioDraft | null) => JSON.stringify(a) === JSON.stringify(b);
