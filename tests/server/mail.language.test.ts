import { describe, expect, it } from 'vitest';
import { latestMailTo, signedInUser, uniqueEmail } from './support/accounts';
import { backends } from './support/databases';
import { LOGIN_REDIRECT, useHarness } from './support/harness';
import { mailLanguage } from '../../server/mail/language';
import { passwordResetMail, verificationMail } from '../../server/mail/templates';

const CYRILLIC = /[\u0400-\u04FF]/;

describe('mailLanguage (Accept-Language)', () => {
  it('takes the most preferred language we write in, English otherwise', () => {
    expect(mailLanguage('ru')).toBe('ru');
    expect(mailLanguage('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(mailLanguage('de-DE, ru;q=0.5, en;q=0.7')).toBe('en');
    expect(mailLanguage('en;q=0.2, ru;q=0.9')).toBe('ru');
    expect(mailLanguage('ru;q=0, en')).toBe('en');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
    expect(mailLanguage('')).toBe('en');
  });
});

describe('mail templates in Russian', () => {
  it('write the verification and reset mails in Russian, with the link and plural hours', () => {
    const verify = verificationMail('a@example.com', 'Анна', 'http://app.test/v?key=1', 24, 'ru');
    expect(verify.subject).toBe('Подтвердите почту для JobTalk AI');
    expect(verify.text).toContain('Здравствуйте, Анна!');
    expect(verify.text).toContain('действует 24 часа');
    expect(verify.text).toContain('Подтвердить почту: http://app.test/v?key=1');
    expect(verify.html).toContain('<html lang="ru">');
    const reset = passwordResetMail('a@example.com', '', 'http://app.test/r?token=1', 1, 'ru');
    expect(reset.text).toContain('Здравствуйте!');
    expect(reset.text).toContain('действует 1 час.');
    expect(passwordResetMail('a@example.com', '', 'x', 5, 'ru').text).toContain('действует 5 часов.');
    expect(passwordResetMail('a@example.com', '', 'x', 1).text).toContain('expires in 1 hour.');
  });
});

describe.each(backends())('mails in the language of the request (%s)', (backend) => {
  const h = useHarness(backend);

  it('sends the verification mail in Russian when the sign-up asks in Russian, in English otherwise', async () => {
    const ru = uniqueEmail('ru');
    const en = uniqueEmail('en');
    const payload = (email: string) => ({ email, password: 'correct horse 42', name: 'Anna Petrova', redirectUri: LOGIN_REDIRECT });
    const a = await h.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      headers: { 'accept-language': 'ru' },
      payload: payload(ru),
    });
    const b = await h.app.inject({ method: 'POST', url: '/web-api/auth/register', payload: payload(en) });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const ruMail = await latestMailTo(h.app, ru);
    expect(ruMail.subject).toBe('Подтвердите почту для JobTalk AI');
    expect(ruMail.text).toContain('Здравствуйте, Anna!');
    expect(ruMail.links).toHaveLength(1);
    const enMail = await latestMailTo(h.app, en);
    expect(enMail.subject).toBe('Verify your email for JobTalk AI');
    expect(CYRILLIC.test(enMail.text)).toBe(false);

    await h.app.inject({
      method: 'POST',
      url: '/web-api/auth/resend-verification',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: ru },
    });
    await expect.poll(async () => (await latestMailTo(h.app, ru)).subject).toBe('Verify your email for JobTalk AI');
  });

  it('sends the reset mail in the language of the request', async () => {
    const session = await signedInUser(h.app);
    await h.app.inject({
      method: 'POST',
      url: '/web-api/auth/forgot-password',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      payload: { email: session.email },
    });
    await expect.poll(async () => (await latestMailTo(h.app, session.email)).subject).toBe('Восстановление пароля JobTalk AI');
    expect((await latestMailTo(h.app, session.email)).text).toContain('действует 1 час.');
  });
});
