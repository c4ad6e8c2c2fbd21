/**
 * The catalogue's labels and the plans in Russian (issue 36): every label the server's catalogue sends
 * (category, job type, experience, pay terms, work mode; the products' names, descriptions, features
 * and badges) is said in Russian, and in English exactly as the server wrote it. Also: one word for an
 * interview, and a field named in an error as its label.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { planFromProduct } from '../../../machines/checkout/checkout.plans';
import { listProducts } from '../../../server/catalog/products';
import { scenarios } from '../../../server/catalog/scenarios';
import { PHRASE_CATALOGUES } from '../../../server/evaluation/phrases';
import { passwordResetMail, verificationMail } from '../../../server/mail/templates';
import { changeLocale, t, type MessageKey } from '../../../src/i18n';
import {
  categoryLabel,
  experienceLabel,
  jobTypeLabel,
  locationParts,
  planTexts,
  productName,
  salaryParts,
} from '../../../src/i18n/catalogue';
import { ru } from '../../../src/i18n/ru';

afterEach(async () => {
  await changeLocale('en');
});

/** Latin words left in a text, brand names aside (PRO, Pro, PDF). */
function latinWords(value: string): string[] {
  return (value.match(/\p{Script=Latin}+/gu) ?? []).filter((word) => !['PRO', 'Pro', 'PDF'].includes(word));
}

const plans = listProducts().map((product) => planFromProduct(product)!);

describe('job labels of the catalogue', () => {
  it('are the server\'s own words in English', () => {
    for (const job of scenarios) {
      expect(categoryLabel(job.category)).toBe(job.category);
      expect(jobTypeLabel(job.jobType)).toBe(job.jobType);
      expect(experienceLabel(job.experience)).toBe(job.experience);
      expect(salaryParts(job.salary).text).toBe(job.salary);
      const location = locationParts(job.location);
      expect(location.template.replace('{place}', location.place)).toBe(job.location);
    }
  });

  it('are Russian in Russian, every one of them; the place and the figures stay as written', async () => {
    await changeLocale('ru');
    for (const job of scenarios) {
      expect({ id: job.id, latin: latinWords(categoryLabel(job.category)) }).toEqual({ id: job.id, latin: [] });
      expect({ id: job.id, latin: latinWords(jobTypeLabel(job.jobType)) }).toEqual({ id: job.id, latin: [] });
      expect({ id: job.id, latin: latinWords(experienceLabel(job.experience)) }).toEqual({ id: job.id, latin: [] });
      const salary = salaryParts(job.salary);
      expect(salary.text).toContain(salary.amount!);
      expect({ id: job.id, latin: latinWords(salary.text.replace(salary.amount!, '')) }).toEqual({ id: job.id, latin: [] });
      const location = locationParts(job.location);
      expect({ id: job.id, latin: latinWords(location.template.replace('{place}', '')) }).toEqual({ id: job.id, latin: [] });
      expect(job.location).toContain(location.place);
    }
  });

  it('say each form in Russian with its grammar', async () => {
    await changeLocale('ru');
    expect(categoryLabel('DevOps/SRE')).toBe('Инфраструктура и надёжность');
    expect(jobTypeLabel('Full-time')).toBe('Полная занятость');
    expect(experienceLabel('2–4 years')).toBe('2–4 года');
    expect(experienceLabel('3–5 years')).toBe('3–5 лет');
    expect(experienceLabel('5+ years')).toBe('от 5 лет');
    expect(experienceLabel('8+ years, including 2+ in management')).toBe('от 8 лет, из них от 2 лет в управлении');
    expect(experienceLabel('6+ years, including 1+ as a team lead')).toBe('от 6 лет, из них от 1 года тимлидом');
    expect(salaryParts('£450 – £550 per day').text).toBe('£450 – £550 в день');
    expect(salaryParts('£55,000 – £60,000 pro rata (3 days a week)').text).toBe(
      '£55,000 – £60,000 пропорционально занятости (3 дня в неделю)',
    );
    expect(salaryParts('$260,000 – $310,000 + equity').text).toBe('$260,000 – $310,000 + доля в компании');
    expect(salaryParts('Not stated')).toEqual({ amount: null, text: 'Не указана' });
    expect(locationParts('Manchester, UK (Hybrid)')).toEqual({ place: 'Manchester, UK', template: '{place} (гибридный формат)' });
    expect(locationParts('Remote (EU)')).toEqual({ place: 'EU', template: 'Удалённо ({place})' });
    // A value the client does not know (a posting's own words) is shown as written.
    expect(experienceLabel('Some experience with Excel')).toBe('Some experience with Excel');
    expect(categoryLabel('Astronomy')).toBe('Astronomy');
  });
});

describe('the plans of the subscription page', () => {
  it('are the server\'s own words in English', () => {
    const products = listProducts();
    plans.forEach((plan, index) => {
      const said = planTexts(plan);
      expect(said.name).toBe(products[index]!.name);
      expect(said.description).toBe(products[index]!.description);
      expect(said.features).toEqual(products[index]!.features);
      if (products[index]!.badge) expect(said.badge).toBe(products[index]!.badge);
    });
  });

  it('are Russian in Russian: name, description, every feature and the badge', async () => {
    await changeLocale('ru');
    for (const plan of plans) {
      const said = planTexts(plan);
      const texts = [said.name, said.description ?? '', ...said.features, said.badge ?? ''];
      expect({ plan: plan.id, latin: texts.flatMap(latinWords) }).toEqual({ plan: plan.id, latin: [] });
    }
    expect(planTexts(plans.find((plan) => plan.id === 'pro-annual')!).badge).toBe('Скидка 20\u00a0%');
    // The interviews a plan gives are said the way the card says them, so the card can say them once.
    expect(planTexts(plans.find((plan) => plan.id === 'pro-monthly')!).features).toContain(
      t('subscription.sessionsPerPeriod', { count: 60, days: 30 }),
    );
    expect(productName('pro-monthly', 'PRO Monthly')).toBe('PRO на месяц');
    expect(productName('pro-weekly', 'PRO Weekly')).toBe('PRO Weekly');
  });
});

describe('Russian words', () => {
  it('call an interview «собеседование» everywhere, in the UI and in the mails', () => {
    const interviewNoun = /интервью(?![а-яё])/i;
    const ui = Object.entries(ru).filter(([, value]) => interviewNoun.test(value)).map(([key]) => key);
    expect(ui).toEqual([]);
    for (const mail of [verificationMail('a@example.com', 'Анна', 'https://x.example/v', 24, 'ru'), passwordResetMail('a@example.com', 'Анна', 'https://x.example/r', 1, 'ru')]) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(interviewNoun);
    }
  });

  it('in the report\'s Russian texts: no Latin word but English speech quoted in «…» (no "MTLD")', async () => {
    const left = Object.entries(PHRASE_CATALOGUES.ru)
      .map(([key, template]) => {
        const words = template
          .replace(/\{\w+(?:, plural,)?/g, ' ')
          .replace(/\b(?:one|few|many|other)\s*\{/g, ' ')
          .replace(/«[^«»\p{Script=Cyrillic}]*»/gu, ' ');
        return { key, latin: latinWords(words) };
      })
      .filter((entry) => entry.latin.length > 0);
    expect(left).toEqual([]);
    await changeLocale('ru');
    expect(t('report.deliveryDiversity')).toBe('Лексическое разнообразие');
  });

  it('name a field in its errors as its label says', async () => {
    await changeLocale('ru');
    const labels: Array<[MessageKey, MessageKey]> = [
      ['validation.field.email', 'register.email'],
      ['validation.field.email', 'login.email'],
      ['validation.field.email', 'forgot.email'],
      ['validation.field.name', 'register.name'],
      ['validation.field.password', 'register.password'],
      ['validation.field.confirmPassword', 'register.confirmPassword'],
      ['validation.field.newPassword', 'reset.newPassword'],
      ['validation.field.confirmPassword', 'reset.confirmPassword'],
      ['validation.field.firstName', 'profile.firstName'],
      ['validation.field.lastName', 'profile.lastName'],
      ['validation.field.currentPassword', 'profile.currentPassword'],
      ['validation.field.newPassword', 'profile.newPassword'],
      ['validation.field.confirmPassword', 'profile.confirmPassword'],
    ];
    expect(labels.filter(([field, label]) => t(field) !== t(label)).map(([field, label]) => `${field} «${t(field)}» ≠ ${label} «${t(label)}»`)).toEqual([]);
  });
});
