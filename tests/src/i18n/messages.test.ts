import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, formatMessage, getLocale, pickLocale, subscribeLocale, t } from '../../../src/i18n';
import { formatDate } from '../../../src/i18n/format';

afterEach(async () => {
  await changeLocale('en');
});

describe('plural forms (Intl.PluralRules)', () => {
  const jobs = '{count, plural, one {# вакансия} few {# вакансии} many {# вакансий} other {# вакансии}}';

  it('picks the Russian form by the number', () => {
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((count) => formatMessage('ru', jobs, { count }));
    expect(forms).toEqual([
      '1 вакансия', '2 вакансии', '4 вакансии', '5 вакансий', '11 вакансий', '12 вакансий',
      '14 вакансий', '21 вакансия', '22 вакансии', '25 вакансий', '101 вакансия', '111 вакансий',
    ]);
    expect(formatMessage('ru', jobs, { count: 1.5 })).toBe('1,5 вакансии');
  });

  it('writes the number in the language\'s digits and prefers an exact match', () => {
    expect(formatMessage('ru', jobs, { count: 2000 })).toBe('2\u00a0000 вакансий');
    expect(formatMessage('en', '{n, plural, =0 {none} one {# job} other {# jobs}}', { n: 0 })).toBe('none');
    expect(formatMessage('en', '{n, plural, =0 {none} one {# job} other {# jobs}}', { n: 1200 })).toBe('1,200 jobs');
  });

  it('fills placeholders inside a form and leaves unknown ones as written', () => {
    expect(formatMessage('en', '{n, plural, one {# job in {city}} other {# jobs in {city}}}', { n: 3, city: 'Oslo' })).toBe(
      '3 jobs in Oslo',
    );
    expect(formatMessage('en', 'Hello, {name}', {})).toBe('Hello, {name}');
  });
});

describe('the catalogue in use', () => {
  it('speaks English by default and Russian once chosen, with plural counts', async () => {
    expect(getLocale()).toBe('en');
    expect(t('jobs.resultCount', { count: 1 })).toBe('1 job shown');
    expect(t('jobs.resultCount', { count: 7 })).toBe('7 jobs shown');
    expect(t('dashboard.availableCount', { count: 3 })).toBe('3 remaining');
    await changeLocale('ru');
    expect(t('jobs.resultCount', { count: 1 })).toBe('Найдена 1 вакансия');
    expect(t('jobs.resultCount', { count: 7 })).toBe('Найдено 7 вакансий');
    expect(t('dashboard.availableCount', { count: 3 })).toBe('Осталось 3 собеседования');
    expect(t('dashboard.availableCount', { count: 60 })).toBe('Осталось 60 собеседований');
    expect(t('jobs.moreSkills', { count: 2 })).toBe('ещё 2 навыка');
    expect(t('checkEmail.resendIn', { seconds: 41 })).toBe('Повторить через 41 секунду');
    expect(t('subscription.sessionsPerPeriod', { count: 60, days: 30 })).toBe('60 собеседований каждые 30 дней');
    expect(t('subscription.sessionsPerPeriod', { count: 3, days: 30 })).toBe('3 собеседования каждые 30 дней');
  });

  it('has the spec\'s Russian end dialog in Russian and its English counterpart in English', async () => {
    expect(t('interview.endConfirmTitle')).toBe('End the interview?');
    expect(t('interview.endConfirmYes')).toBe('End');
    await changeLocale('ru');
    // One word for an interview throughout the Russian UI: «собеседование» (issue 36).
    expect(t('interview.endConfirmTitle')).toBe('Завершить собеседование?');
    expect(t('interview.endConfirmText')).toBe(
      'Вы уверены, что хотите завершить собеседование? Вы будете перенаправлены на страницу истории.',
    );
    expect(t('interview.endConfirmYes')).toBe('Завершить');
    expect(t('interview.endConfirmNo')).toBe('Отмена');
  });

  it('tells subscribers of a change, once per change', async () => {
    const seen: string[] = [];
    const stop = subscribeLocale(() => seen.push(getLocale()));
    await changeLocale('ru');
    await changeLocale('ru');
    await changeLocale('en');
    stop();
    await changeLocale('ru');
    expect(seen).toEqual(['ru', 'en']);
  });

  it('formats dates in the UI\'s language', async () => {
    expect(formatDate('2026-12-01T00:00:00Z', { timeZone: 'UTC' })).toBe('Dec 1, 2026');
    await changeLocale('ru');
    expect(formatDate('2026-12-01T00:00:00Z', { timeZone: 'UTC' })).toBe('1 дек. 2026 г.');
    expect(formatDate(null)).toBe('Нет данных');
  });
});

describe('pickLocale (the first visit)', () => {
  it('takes the first language of the browser that the UI speaks', () => {
    expect(pickLocale(['ru-RU', 'en-US'])).toBe('ru');
    expect(pickLocale(['de-DE', 'ru'])).toBe('ru');
    expect(pickLocale(['en-US', 'ru-RU'])).toBe('en');
    expect(pickLocale(['uk-UA', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
