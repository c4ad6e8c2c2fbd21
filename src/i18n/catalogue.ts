/**
 * The catalogue's labels in the UI's language. The server sends its job scenarios and products in
 * English (the interview itself is held in English): the job's own content (position, company,
 * description, requirements, interviewers) stays as written, while the labels a page shows about it —
 * category, job type, experience, pay terms, work mode, and the plans' names, descriptions and
 * features — are said by stable codes: a category or job type is a code, experience and pay follow
 * the catalogue's few patterns, a product's texts are known by its id and the catalogue's English words
 * for them. English renders the server's text as it came (each English entry equals the catalogue's
 * words); a value the client does not know is shown as the server wrote it.
 */
import type { Plan } from '../../machines/checkout/checkout.plans';
import { t, text, type MessageKey, type UiText } from './index';

const CATEGORY_KEYS: Readonly<Record<string, MessageKey>> = {
  Frontend: 'catalogue.category.frontend',
  Backend: 'catalogue.category.backend',
  'Full Stack': 'catalogue.category.fullStack',
  Mobile: 'catalogue.category.mobile',
  'DevOps/SRE': 'catalogue.category.devops',
  QA: 'catalogue.category.qa',
  Security: 'catalogue.category.security',
  Data: 'catalogue.category.data',
  Design: 'catalogue.category.design',
  Product: 'catalogue.category.product',
  'Engineering Management': 'catalogue.category.engineeringManagement',
  Marketing: 'catalogue.category.marketing',
  Sales: 'catalogue.category.sales',
  'Customer Support': 'catalogue.category.customerSupport',
  Finance: 'catalogue.category.finance',
  'People & HR': 'catalogue.category.people',
  Operations: 'catalogue.category.operations',
  General: 'catalogue.category.general',
};

const JOB_TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Full-time': 'catalogue.jobType.fullTime',
  'Part-time': 'catalogue.jobType.partTime',
  Contract: 'catalogue.jobType.contract',
  Internship: 'catalogue.jobType.internship',
};

/** A category (also the value of the category filter) in the UI's language. */
export function categoryLabel(category: string): string {
  const key = CATEGORY_KEYS[category.trim()];
  return key ? t(key) : category;
}

/** "Full-time", "Part-time", "Contract", "Internship" in the UI's language. */
export function jobTypeLabel(jobType: string): string {
  const key = JOB_TYPE_KEYS[jobType.trim()];
  return key ? t(key) : jobType;
}

const EXPERIENCE_EXTRA_KEYS: Readonly<Record<string, MessageKey>> = {
  'in management': 'catalogue.experience.inManagement',
  'as a team lead': 'catalogue.experience.asTeamLead',
  'in leadership': 'catalogue.experience.inLeadership',
};

/**
 * "2–4 years", "5+ years", "8+ years, including 2+ in management" (the catalogue's and the posting
 * reader's forms) in the UI's language.
 */
export function experienceLabel(experience: string): string {
  const value = experience.trim();
  const range = value.match(/^(\d{1,2})\s*[–-]\s*(\d{1,2}) years?$/);
  if (range) return t('catalogue.experience.range', { from: Number(range[1]), to: Number(range[2]) });
  const atLeast = value.match(/^(\d{1,2})\+ years?(?:, including (\d{1,2})\+ (in management|as a team lead|in leadership))?$/);
  if (!atLeast) return experience;
  const head = t('catalogue.experience.atLeast', { count: Number(atLeast[1]) });
  if (!atLeast[2]) return head;
  return t(EXPERIENCE_EXTRA_KEYS[atLeast[3]], { head, count: Number(atLeast[2]) });
}

const PAY_TERM_KEYS: ReadonlyArray<[RegExp, MessageKey]> = [
  [/^(.+?) per day$/, 'catalogue.pay.perDay'],
  [/^(.+?) per hour$/, 'catalogue.pay.perHour'],
  [/^(.+?) an hour$/, 'catalogue.pay.anHour'],
  [/^(.+?) per month$/, 'catalogue.pay.perMonth'],
  [/^(.+?) a month$/, 'catalogue.pay.aMonth'],
  [/^(.+?) per year$/, 'catalogue.pay.perYear'],
  [/^(.+?) per annum$/, 'catalogue.pay.perAnnum'],
  [/^(.+?) a year$/, 'catalogue.pay.aYear'],
  [/^(.+?) \+ equity$/, 'catalogue.pay.plusEquity'],
];

/** A salary split into the amount as written (English figures) and its terms in the UI's language. */
export interface SalaryParts {
  /** "£48,000 – £60,000", or null when the posting states no pay. */
  amount: string | null;
  /** The whole text in the UI's language: "{amount} в день"; the amount alone when it has no terms. */
  text: string;
}

/** "£450 – £550 per day", "£55,000 – £60,000 pro rata (3 days a week)", "Not stated"… */
export function salaryParts(salary: string): SalaryParts {
  const value = salary.trim();
  if (value === 'Not stated') return { amount: null, text: t('catalogue.pay.notStated') };
  const proRata = value.match(/^(.+?) pro rata \((\d) days a week\)$/);
  if (proRata) return { amount: proRata[1], text: t('catalogue.pay.proRata', { amount: proRata[1], days: Number(proRata[2]) }) };
  for (const [pattern, key] of PAY_TERM_KEYS) {
    const match = value.match(pattern);
    if (match) return { amount: match[1], text: t(key, { amount: match[1] }) };
  }
  return { amount: value, text: value };
}

/** A location split into the place (a name, as written) and its work mode in the UI's language. */
export interface LocationParts {
  place: string;
  /** The whole text in the UI's language with `{place}` where the place goes. */
  template: string;
}

/** "Manchester, UK (Hybrid)", "Remote (EU)", "Barcelona, Spain (Remote-friendly)", "Berlin, Germany". */
export function locationParts(location: string): LocationParts {
  const value = location.trim();
  const remote = value.match(/^Remote \((.+)\)$/);
  if (remote) return { place: remote[1], template: t('catalogue.location.remote', { place: '{place}' }) };
  const mode = value.match(/^(.+?) \((Hybrid|Remote-friendly|Remote|On-site)\)$/);
  if (mode) {
    const key: MessageKey = {
      Hybrid: 'catalogue.location.hybrid',
      'Remote-friendly': 'catalogue.location.remoteFriendly',
      Remote: 'catalogue.location.remoteFrom',
      'On-site': 'catalogue.location.onSite',
    }[mode[2] as 'Hybrid' | 'Remote-friendly' | 'Remote' | 'On-site'] as MessageKey;
    return { place: mode[1], template: t(key, { place: '{place}' }) };
  }
  if (value === 'Remote') return { place: '', template: t('catalogue.location.remoteAnywhere') };
  return { place: value, template: '{place}' };
}

/**
 * The words of each product the client knows, by the product's id and then by the English words the
 * server's catalogue (server/catalog/products.ts) uses: name, description, features and badge.
 */
type ProductTexts = Readonly<Record<string, UiText>>;

const PRO_FEATURES: ProductTexts = {
  '60 interviews every 30 days': { key: 'subscription.sessionsPerPeriod', values: { count: 60, days: 30 } },
  'PRO-only job scenarios': { key: 'plans.feature.proScenarios' },
  'Full report analysis: technical, soft and English skills': { key: 'plans.feature.fullReport' },
  'AI-powered recommendations with quotes from your answers': { key: 'plans.feature.recommendations' },
  'PDF export of every report': { key: 'plans.feature.pdf' },
};

const PRODUCT_TEXTS: Readonly<Record<string, ProductTexts>> = {
  'pro-monthly': {
    'PRO Monthly': { key: 'plans.proMonthly.name' },
    'Everything in PRO, renewed by you month by month.': { key: 'plans.proMonthly.description' },
    ...PRO_FEATURES,
    '30 days of PRO per payment': { key: 'plans.feature.daysPerPayment', values: { days: 30 } },
  },
  'pro-annual': {
    'PRO Annual': { key: 'plans.proAnnual.name' },
    'A full year of PRO for the price of under ten months.': { key: 'plans.proAnnual.description' },
    ...PRO_FEATURES,
    '365 days of PRO per payment': { key: 'plans.feature.daysPerPayment', values: { days: 365 } },
    'Save 20% against monthly': { key: 'plans.feature.saveAgainstMonthly', values: { percent: 20 } },
    'Save 20%': { key: 'subscription.saveBadge', values: { percent: 20 } },
  },
  'pack-10': {
    'Interview Pack': { key: 'plans.pack10.name' },
    'Ten extra interviews on top of your plan, on the Free plan or PRO.': { key: 'plans.pack10.description' },
    '10 extra interviews': { key: 'subscription.sessionsInPack', values: { count: 10 } },
    'Valid until used, never expire': { key: 'plans.feature.packNeverExpires' },
    'Used after your plan’s monthly interviews': { key: 'plans.feature.packUsedAfterPlan' },
    'Works with the Free plan and PRO': { key: 'plans.feature.packWorksWithAnyPlan' },
  },
};

/** A product's text in the UI's language: a known product's known words by their key, anything else as the server wrote it. */
function productText(productId: string, value: UiText): string {
  const known = 'raw' in value ? PRODUCT_TEXTS[productId]?.[value.raw] : undefined;
  return text(known ?? value);
}

/** What a plan card says, in the UI's language. */
export interface PlanTexts {
  name: string;
  description: string | null;
  features: string[];
  badge: string | null;
}

/** A plan's texts in the UI's language (the Free plan's are the client's already). */
export function planTexts(plan: Plan): PlanTexts {
  const say = (value: UiText) => productText(plan.id, value);
  return {
    name: say(plan.name),
    description: plan.description ? say(plan.description) : null,
    features: plan.features.map(say),
    badge: plan.badge ? say(plan.badge) : null,
  };
}

/** A product's name by its id in the UI's language (the subscription's plan); the server's name otherwise. */
export function productName(id: string, serverName: string): string {
  return productText(id, { raw: serverName });
}
