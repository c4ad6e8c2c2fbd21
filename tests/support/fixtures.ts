/**
 * Test data shared by the machine and page tests: a job scenario, a listed conversation, the plan and
 * current-user answers, and the server's products.
 */
import type { Product } from '../../machines/checkout/checkout.events';
import type { JobScenario } from '../../machines/jobs/jobs.list';
import type { PrivateScenario } from '../../machines/postingDraft/postingDraft.rules';
import type { Conversation } from '../../machines/recentActivity/recentActivity.machine';

export function jobScenario(id: string, extra: Partial<JobScenario> = {}): JobScenario {
  return {
    id,
    position: `Position ${id}`,
    company: { name: `Company ${id}` },
    location: 'Remote',
    jobType: 'Full-time',
    experience: '3+ years',
    salary: '$100k',
    description: `Description of ${id}`,
    skills: [],
    requirements: [],
    responsibilities: [],
    category: 'Engineering',
    isPro: false,
    postedDate: '2024-01-01T00:00:00.000Z',
    metadata: { source: 'seed', systemStandards: [], securityCompliance: [] },
    participants: [],
    ...extra,
  };
}

/**
 * A user's own job as the server stores it (GET /web-api/private-scenarios): Acme Payments' Go
 * posting with a panel of two, `scenario` changing its fields and `stored` the record's.
 */
export function privateScenario(
  id: string,
  scenario: Partial<JobScenario> = {},
  stored: Partial<Omit<PrivateScenario, 'id'>> = {},
): PrivateScenario {
  return {
    id,
    hasCv: false,
    createdAt: '2026-11-26T01:00:00.000Z',
    updatedAt: '2026-11-26T01:00:00.000Z',
    scenario: jobScenario(id, {
      position: 'Senior Backend Engineer (Go)',
      company: 'Acme Payments',
      skills: ['Go', 'PostgreSQL'],
      requirements: ['5+ years of Go'],
      responsibilities: ['Build payment services'],
      participants: [
        { id: 'ada', name: 'Ada Byron', role: 'Staff Engineer', gender: 'female', focus: 'technical', welcomeMessage: 'Hello, I am Ada.' },
        { id: 'alan', name: 'Alan Turing', role: 'Engineering Manager', gender: 'male', focus: 'behavioural' },
      ],
      ...scenario,
    }),
    ...stored,
  };
}

/** A conversation as `GET /web-api/conversations/user` lists it (report complete unless overridden). */
export function listedConversation<T extends Partial<Conversation>>(id: string, startTime: string, extra?: T): Conversation & T {
  return {
    id,
    startTime,
    scenarioType: 0,
    scenarioData: { id: `job-${id}`, position: `Position ${id}`, company: { name: `Company ${id}` } },
    jobPosition: `Position ${id}`,
    messages: [],
    reportStatus: 2,
    ...extra,
  } as Conversation & T;
}

/** `GET /web-api/auth/subscription` of a free user (7 of 10 left this month) unless overridden. */
export const subscriptionBody = (overrides: Record<string, unknown> = {}) => ({
  hasProSubscription: false,
  availableSessions: 7,
  sessionsResetDate: '2026-12-01T00:00:00.000Z',
  subscriptionExpiresAt: null,
  plan: { id: 'free', name: 'Free Plan' },
  planSessions: 10,
  usedSessions: 3,
  extraSessions: 0,
  ...overrides,
});

/** The same for a PRO annual subscriber (60 of 60 left, PRO until 30 Nov 2027). */
export const proSubscriptionBody = (overrides: Record<string, unknown> = {}) =>
  subscriptionBody({
    hasProSubscription: true,
    availableSessions: 60,
    subscriptionExpiresAt: '2027-11-30T00:00:00.000Z',
    plan: { id: 'pro-annual', name: 'PRO Annual' },
    planSessions: 60,
    usedSessions: 0,
    ...overrides,
  });

/** `GET /web-api/auth/me` unless overridden. */
export const meBody = (overrides: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
  authProviders: ['password'],
  createdAt: '2026-01-01T00:00:00.000Z',
  hasProSubscription: false,
  availableSessions: 7,
  ...overrides,
});

/** `GET /web-api/products`: the server's two plans and the interview pack. */
export const PRODUCTS: Product[] = [
  {
    id: 'pro-monthly',
    name: 'PRO Monthly',
    description: 'Every PRO feature, billed monthly.',
    type: 'subscription',
    prices: [{ amount: 19.99, currency: 'USD', interval: 'month' }],
    features: ['PRO-only job scenarios', 'Full report analysis and recommendations', 'PDF export'],
    sessionCount: 60,
    interval: 'month',
    periodDays: 30,
  },
  {
    id: 'pro-annual',
    name: 'PRO Annual',
    description: 'Every PRO feature for a year.',
    type: 'subscription',
    prices: [{ amount: 191.9, currency: 'USD', interval: 'year' }],
    features: ['Everything in PRO Monthly', 'Two months free'],
    sessionCount: 60,
    interval: 'year',
    periodDays: 365,
    recommended: true,
    badge: 'Save 20%',
  },
  {
    id: 'pack-10',
    name: '10 Interview Pack',
    type: 'other',
    prices: [{ amount: 9.99, currency: 'USD', interval: 'once' }],
    features: ['10 extra interviews', 'Valid until used, never expire'],
    sessionCount: 10,
    interval: 'once',
  },
];
