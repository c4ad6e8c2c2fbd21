/**
 * A server refusal reads in the UI's language: the forgot-password flow gets a known refusal (by its
 * code and sentence) and an unknown one, and the page's `text()` renders them in Russian and English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createForgotPasswordActors } from '../../../machines/forgotPassword/forgotPassword.actors';
import { forgotPasswordMachine } from '../../../machines/forgotPassword/forgotPassword.machine';
import { receive, type InterviewContext } from '../../../machines/interview/interview.machine';
import { BUSY } from '../../../machines/shared/tags';
import type { UiText } from '../../../machines/shared/text';
import { changeLocale, text } from '../../../src/i18n';
import { fakeApi, jsonResponse } from '../../machines/support/fakeApi';

afterEach(async () => {
  await changeLocale('en');
});

async function forgotPasswordError(status: number, body: object): Promise<UiText | null> {
  const api = fakeApi(() => jsonResponse(status, body));
  const actor = createActor(forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api }) })).start();
  actor.send({ type: 'forgot.submit', email: 'ann@example.com' });
  const snapshot = await waitFor(actor, (s) => !s.hasTag(BUSY));
  actor.stop();
  return snapshot.context.error;
}

describe('server refusals in the UI language', () => {
  it('shows a known refusal in Russian, and in English exactly as the server wrote it', async () => {
    const message = 'Too many attempts. Please try again in 3 minutes.';
    const error = await forgotPasswordError(429, { error: 'too_many_requests', message });
    expect(error).toEqual({ key: 'serverError.too_many_requests_minutes', values: { count: 3 } });
    expect(text(error!)).toBe(message);
    await changeLocale('ru');
    expect(text(error!)).toBe('Слишком много попыток. Попробуйте снова через 3 минуты.');
  });

  it('shows an unknown code, or a known code with a sentence it does not know, in the server\'s own words', async () => {
    for (const body of [
      { error: 'brand_new_refusal', message: 'Something the client has never seen.' },
      { error: 'too_many_requests', message: 'Slow down' },
    ]) {
      const error = await forgotPasswordError(400, body);
      expect(error).toEqual({ raw: body.message });
      await changeLocale('ru');
      expect(text(error!)).toBe(body.message);
      await changeLocale('en');
    }
  });

  it('shows the live interview\'s refusals in Russian, an unknown one as sent', async () => {
    const context = {} as InterviewContext;
    const busy = receive(context, { type: 'error', message: 'Please wait until the interviewer has finished speaking.' }).notice!;
    const pro = receive(context, { type: 'status', code: 403, status: 'error', uid: 'u', message: 'This interview requires a PRO subscription' })
      .notice!;
    const unknown = receive(context, { type: 'error', message: 'A brand new problem.' }).notice!;
    expect(text(busy)).toBe('Please wait until the interviewer has finished speaking.');
    expect(text(pro)).toBe('This interview requires a PRO subscription');
    await changeLocale('ru');
    expect(text(busy)).toBe('Подождите, пока интервьюер договорит.');
    expect(text(pro)).toBe('Для этого собеседования нужна подписка PRO');
    expect(text(unknown)).toBe('A brand new problem.');
  });
});
