/**
 * The review form of a scenario built from a job posting: the editable fields, how they come from the
 * stored scenario, what is sent back, and the contract's limits (openapi.yaml PrivateScenarioUpdateRequest).
 */
import type { Schemas } from '../../openapi/types';
import { companyNameOf } from '../jobs/jobs.list';
import type { UiText } from '../shared/text';

export type PrivateScenario = Schemas['PrivateScenario'];
export type ScenarioUpdate = Schemas['PrivateScenarioUpdateRequest'];

/** The limits of the create and update operations (openapi.yaml), checked before anything is sent. */
export const DRAFT_LIMITS = {
  postingMinChars: 200,
  postingMaxChars: 20000,
  cvMaxChars: 20000,
  /** The largest file read (server/postings/documents.ts). */
  fileMaxBytes: 2 * 1024 * 1024,
  textMaxChars: 200,
  itemMaxChars: 500,
  skillMaxChars: 100,
  welcomeMaxChars: 1000,
  listMaxItems: 40,
  minSkills: 1,
  minInterviewers: 2,
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

/** The form of a stored scenario. */
export function draftOf(stored: PrivateScenario): ScenarioDraft {
  const s = stored.scenario;
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

function textError(value: string, max: number): UiText | null {
  if (!value.trim()) return { key: 'draft.required' };
  if (value.trim().length > max) return { key: 'draft.tooLong', values: { count: max } };
  return null;
}

/** Every field that breaks the contract's limits, with what to say; empty when the form can be saved. */
export function draftErrors(draft: ScenarioDraft): DraftErrors {
  const errors: DraftErrors = {};
  const put = (path: string, error: UiText | null) => {
    if (error) errors[path] = error;
  };
  for (const field of DRAFT_TEXTS) put(field, textError(draft[field], DRAFT_LIMITS.textMaxChars));
  for (const list of DRAFT_LISTS) {
    const max = list === 'skills' ? DRAFT_LIMITS.skillMaxChars : DRAFT_LIMITS.itemMaxChars;
    draft[list].forEach((item, index) => put(`${list}.${index}`, textError(item, max)));
    if (draft[list].length > DRAFT_LIMITS.listMaxItems) put(list, { key: 'draft.tooManyItems', values: { count: DRAFT_LIMITS.listMaxItems } });
  }
  if (draft.skills.length < DRAFT_LIMITS.minSkills) put('skills', { key: 'draft.skillsRequired' });
  draft.interviewers.forEach((p, index) => {
    put(`interviewers.${index}.name`, textError(p.name, DRAFT_LIMITS.textMaxChars));
    put(`interviewers.${index}.role`, textError(p.role, DRAFT_LIMITS.textMaxChars));
    if (p.welcomeMessage.trim().length > DRAFT_LIMITS.welcomeMaxChars) {
      put(`interviewers.${index}.welcomeMessage`, { key: 'draft.tooLong', values: { count: DRAFT_LIMITS.welcomeMaxChars } });
    }
  });
  return errors;
}

/** What is wrong with the pasted posting and CV before they are sent, or null. */
export function sourceError(posting: string, cv: string): { field: 'posting' | 'cv'; text: UiText } | null {
  const text = posting.trim();
  if (!text) return { field: 'posting', text: { key: 'draft.postingRequired' } };
  if (text.length < DRAFT_LIMITS.postingMinChars) {
    return { field: 'posting', text: { key: 'draft.postingTooShort', values: { count: DRAFT_LIMITS.postingMinChars } } };
  }
  if (text.length > DRAFT_LIMITS.postingMaxChars) {
    return { field: 'posting', text: { key: 'draft.postingTooLong', values: { count: DRAFT_LIMITS.postingMaxChars } } };
  }
  if (cv.length > DRAFT_LIMITS.cvMaxChars) return { field: 'cv', text: { key: 'draft.cvTooLong', values: { count: DRAFT_LIMITS.cvMaxChars } } };
  return null;
}

export const sameDraft = (a: ScenarioDraft | null, b: ScenarioDraft | null) => JSON.stringify(a) === JSON.stringify(b);
