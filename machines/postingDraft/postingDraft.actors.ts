/** Real implementations of the posting draft's calls over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, errorCode, serverText, type ApiCallFailure } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import { serverFieldErrors } from '../shared/fieldErrors';
import type { Api } from '../shared/ports';
import type { UiText } from '../shared/text';
import type { UploadFile } from './postingDraft.events';
import { REVIEW_WORDS, type JobScenario, type PrivateScenario, type ScenarioUpdate } from './postingDraft.rules';

export interface PostingDraftDeps {
  api: Api;
}

/** A file's bytes in base64 (RFC 4648, no line breaks), as the upload operation takes them. */
export async function base64Of(file: UploadFile): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a long list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The failure to reject with: the server's refusal in the UI's language (with its code), else `fallback`. */
function failureOf(result: ApiCallFailure, fallback: UiText) {
  return flowFailure(serverText(result) ?? fallback, errorCode(result));
}

export function createPostingDraftActors({ api }: PostingDraftDeps) {
  return {
    readDocument: fromPromise<{ text: string }, { file: UploadFile }>(async ({ input, signal }) => {
      const data = await base64Of(input.file);
      const result = await callApi(() => api.POST('/web-api/private-scenarios/documents', { body: { data }, signal }));
      if (!result.ok) throw failureOf(result, { key: 'draft.readFailed' });
      return { text: result.data.text };
    }),

    readPosting: fromPromise<JobScenario, { postingText: string; cvText: string }>(async ({ input, signal }) => {
      const body = input.cvText ? input : { postingText: input.postingText };
      const result = await callApi(() => api.POST('/web-api/private-scenarios/drafts', { body, signal }));
      if (!result.ok) throw failureOf(result, { key: 'draft.createFailed' });
      return result.data.scenario;
    }),

    createScenario: fromPromise<PrivateScenario, { postingText: string; cvText: string; review: ScenarioUpdate }>(async ({ input, signal }) => {
      const body = { postingText: input.postingText, ...(input.cvText && { cvText: input.cvText }), review: input.review };
      const result = await callApi(() => api.POST('/web-api/private-scenarios', { body, signal }));
      if (!result.ok) throw flowFailure(serverText(result) ?? { key: 'draft.saveFailed' }, errorCode(result), serverFieldErrors(result, REVIEW_WORDS));
      return result.data;
    }),

    loadScenario: fromPromise<PrivateScenario, { id: string }>(async ({ input, signal }) => {
      const result = await callApi(() => api.GET('/web-api/private-scenarios/{id}', { params: { path: { id: input.id } }, signal }));
      if (!result.ok) throw failureOf(result, { key: 'draft.loadFailed' });
      return result.data;
    }),

    updateScenario: fromPromise<PrivateScenario, { id: string; changes: ScenarioUpdate }>(async ({ input, signal }) => {
      const result = await callApi(() =>
        api.PUT('/web-api/private-scenarios/{id}', { params: { path: { id: input.id } }, body: input.changes, signal }),
      );
      if (!result.ok) throw flowFailure(serverText(result) ?? { key: 'draft.saveFailed' }, errorCode(result), serverFieldErrors(result, REVIEW_WORDS));
      return result.data;
    }),
  };
}
