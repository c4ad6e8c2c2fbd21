import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobScenario } from '../../../machines/jobs/jobs.list';
import { json, renderApp, signedInRoutes, stopApp, subscriptionBody, type RenderedApp, type Route } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
  vi.restoreAllMocks();
});

function scenario(id: string, extra: Partial<JobScenario> = {}): JobScenario {
  return {
    id,
    position: `Position ${id}`,
    company: { name: `Company ${id}` },
    location: 'Remote',
    jobType: 'Full-time',
    experience: '3+ years',
    salary: '',
    description: `Description of ${id}`,
    skills: [],
    requirements: [],
    responsibilities: [],
    category: 'Engineering',
    isPro: false,
    postedDate: '2026-01-01T00:00:00.000Z',
    metadata: { source: 'seed', systemStandards: [], securityCompliance: [] },
    participants: [],
    ...extra,
  };
}

/** Unsorted on purpose: the page shows non-PRO first, then newest. */
const catalogue: JobScenario[] = [
  scenario('pro-lead', {
    position: 'Staff Platform Lead',
    isPro: true,
    postedDate: '2026-06-01T00:00:00Z',
    category: 'Management',
    description: 'Lead the platform group.',
  }),
  scenario('react-dev', {
    position: 'Frontend Engineer (React)',
    company: { name: 'Sumlark Learning' },
    location: 'Manchester, UK',
    salary: '£48,000 – £60,000',
    skills: ['React', 'TypeScript', 'Redux', 'Testing Library', 'CSS', 'Web performance', 'WCAG'],
    postedDate: '2026-05-02T09:15:00Z',
    category: 'Frontend',
  }),
  scenario('go-dev', {
    position: 'Backend Engineer (Go)',
    company: 'Kestrelway Travel',
    skills: ['Go', 'PostgreSQL', 'Kafka'],
    postedDate: '2026-05-20T00:00:00Z',
    category: 'Backend',
  }),
  scenario('data-eng', {
    position: 'Data Engineer',
    company: { name: 'Orbitly' },
    skills: ['Python', 'Airflow'],
    postedDate: '2026-02-01T00:00:00Z',
    category: 'Data',
    description: 'Build the KAFKA-fed lakehouse.',
  }),
];

const fullJob = scenario('full', {
  position: 'Site Reliability Engineer',
  company: { name: 'Pikewater Hosting', industry: 'Cloud' },
  location: 'Berlin, Germany (Hybrid)',
  jobType: 'Full-time',
  experience: '4–6 years',
  salary: '€75,000 – €92,000',
  postedDate: '2026-03-14T10:00:00Z',
  category: 'DevOps/SRE',
  description: 'Keep the hosting platform up.',
  skills: ['Kubernetes', 'Terraform'],
  requirements: ['Production on-call experience.'],
  responsibilities: ['Run the incident review.'],
  metadata: { source: 'Company careers page', systemStandards: ['OpenTelemetry'], securityCompliance: ['SOC 2'] },
  participants: [
    { id: 'p1', name: 'Jonas Weber', role: 'SRE Lead', welcomeMessage: 'Hello, I am Jonas.' },
    { id: 'p2', name: 'Mei Chen', role: 'Engineering Manager' },
  ],
});

function jobsRoutes(list: JobScenario[] = catalogue, extra: Record<string, Route | Route[]> = {}) {
  return {
    ...signedInRoutes(),
    'POST /web-api/scenario/by-type': () => json(200, list),
    'GET /web-api/private-scenarios': () => json(200, []),
    ...extra,
  };
}

const proRoutes = () => ({
  'GET /web-api/auth/subscription': () => json(200, subscriptionBody({ hasProSubscription: true, plan: { id: 'pro_monthly', name: 'PRO monthly' } })),
});

async function openList(routes: Record<string, Route | Route[]> = jobsRoutes()) {
  rendered = await renderApp({ path: '/jobs', signedIn: 'local', routes });
  return screen.findByRole('list', { name: 'Jobs' });
}

const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

const search = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
const pickCategory = (value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value } });

describe('/jobs: the list (spec §2, §4)', () => {
  it('loads the JobTalk scenarios and shows them non-PRO first, then newest', async () => {
    const list = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Practice' })).toBeTruthy();
    expect(cardTitles(list)).toEqual(['Backend Engineer (Go)', 'Frontend Engineer (React)', 'Data Engineer', 'Staff Platform Lead']);
    expect(rendered!.server.callsTo('POST /web-api/scenario/by-type').map((c) => c.body)).toEqual([{ type: 0 }]);
    expect(screen.getByText('4 jobs shown')).toBeTruthy();
  });

  it('shows a card with company (object or string), facts, the first 5 skills then "+N more"', async () => {
    const list = await openList();
    const react = within(list).getByRole('article', { name: 'Frontend Engineer (React)' });
    expect(within(react).getByText('Sumlark Learning')).toBeTruthy();
    expect(within(react).getByText('Manchester, UK')).toBeTruthy();
    expect(within(react).getByText('Full-time')).toBeTruthy();
    expect(within(react).getByText('3+ years')).toBeTruthy();
    expect(within(react).getByText('£48,000 – £60,000')).toBeTruthy();
    const skills = within(react).getByRole('list', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'React',
      'TypeScript',
      'Redux',
      'Testing Library',
      'CSS',
      '+2 more',
    ]);
    expect(within(react).getByRole('link', { name: 'Frontend Engineer (React)' }).getAttribute('href')).toBe('/jobtalkai/jobs/react-dev');

    const go = within(list).getByRole('article', { name: 'Backend Engineer (Go)' });
    expect(within(go).getByText('Kestrelway Travel')).toBeTruthy();
    expect(within(go).queryByText(/more$/)).toBeNull();
    // No salary: no salary line.
    expect(within(go).queryByText('Salary:')).toBeNull();
  });

  it('shows the PRO badge on PRO scenarios for a free user only', async () => {
    const list = await openList();
    const pro = within(list).getByRole('article', { name: 'Staff Platform Lead' });
    expect(within(pro).getByText('PRO')).toBeTruthy();
    expect(within(list).getAllByText('PRO')).toHaveLength(1);
    stopApp(rendered);

    const proList = await openList(jobsRoutes(catalogue, proRoutes()));
    await waitFor(() => expect(within(proList).queryAllByText('PRO')).toHaveLength(0));
    expect(within(proList).getAllByRole('article')).toHaveLength(4);
  });

  it('shows "Failed to fetch scenarios" with Retry, which loads again', async () => {
    const list = [() => json(500, { error: 'internal', message: 'Boom' }), () => json(200, catalogue)];
    rendered = await renderApp({ path: '/jobs', signedIn: 'local', routes: jobsRoutes(catalogue, { 'POST /web-api/scenario/by-type': list }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch scenarios');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Jobs' })).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/scenario/by-type')).toHaveLength(2);
  });

  it('reuses the list when coming back within 5 minutes', async () => {
    await openList();
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/jobs/$jobId', params: { jobId: 'go-dev' } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Go)' })).toBeTruthy();
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/jobs' });
    });
    expect(await screen.findByRole('list', { name: 'Jobs' })).toBeTruthy();
    expect(rendered!.server.callsTo('POST /web-api/scenario/by-type')).toHaveLength(1);
  });
});

describe('/jobs: search and category (spec §5)', () => {
  it('searches position, company name, description and skills, case-insensitively', async () => {
    const list = await openList();
    search('typescript');
    expect(cardTitles(list)).toEqual(['Frontend Engineer (React)']);
    search('KESTRELWAY');
    expect(cardTitles(list)).toEqual(['Backend Engineer (Go)']);
    search('kafka'); // a skill of one, the description of another
    expect(cardTitles(list)).toEqual(['Backend Engineer (Go)', 'Data Engineer']);
    search('engineer (react');
    expect(cardTitles(list)).toEqual(['Frontend Engineer (React)']);
    expect(screen.getByText('1 job shown')).toBeTruthy();
  });

  it('filters by the exact category, offered from the data', async () => {
    const list = await openList();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All categories',
      'Backend',
      'Data',
      'Frontend',
      'Management',
    ]);
    pickCategory('Data');
    expect(cardTitles(list)).toEqual(['Data Engineer']);
    pickCategory('');
    expect(cardTitles(list)).toHaveLength(4);
  });

  it('says "No jobs found matching your criteria." and Clear filters shows everything again', async () => {
    await openList();
    pickCategory('Frontend');
    search('kafka');
    expect(screen.queryByRole('list', { name: 'Jobs' })).toBeNull();
    expect(screen.getByText('No jobs found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const list = screen.getByRole('list', { name: 'Jobs' });
    expect(cardTitles(list)).toHaveLength(4);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('');
  });
});

describe('/jobs: scroll memory (spec §2, §3)', () => {
  it('saves the offset with the manual flag when a job is opened and restores it once on return', async () => {
    const list = await openList();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    try {
      fireEvent.click(within(list).getByRole('link', { name: 'Data Engineer' }));
      expect(sessionStorage.getItem('jobsPageScrollPosition')).toBe('640');
      expect(sessionStorage.getItem('jobsPageScrollManualSave')).toBe('true');
      expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeTruthy();

      scrollTo.mockClear();
      fireEvent.click(screen.getByRole('link', { name: /Back to jobs/ }));
      expect(await screen.findByRole('list', { name: 'Jobs' })).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledWith(0, 640);
      expect(sessionStorage.getItem('jobsPageScrollManualSave')).toBeNull();

      // Any later visit starts at the top.
      await act(async () => {
        await rendered!.app.router.navigate({ to: '/dashboard' });
      });
      scrollTo.mockClear();
      await act(async () => {
        await rendered!.app.router.navigate({ to: '/jobs' });
      });
      expect(await screen.findByRole('list', { name: 'Jobs' })).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.scrollTo = (() => {}) as typeof window.scrollTo;
    }
  });
});

describe('/jobs/{id} (spec §2)', () => {
  async function openJob(id: string, routes: Record<string, Route | Route[]> = jobsRoutes([...catalogue, fullJob])) {
    rendered = await renderApp({ path: `/jobs/${id}`, signedIn: 'local', routes });
  }

  it('shows every field of the scenario and its interviewers, with Start Interview', async () => {
    await openJob('full');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Reliability Engineer' })).toBeTruthy();
    const main = screen.getByRole('main');
    const facts: Record<string, string> = {};
    for (const term of within(main).getAllByRole('term')) {
      facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
    }
    expect(facts).toMatchObject({
      Company: 'Pikewater Hosting',
      Location: 'Berlin, Germany (Hybrid)',
      'Job type': 'Full-time',
      Experience: '4–6 years',
      Salary: '€75,000 – €92,000',
      Posted: 'Mar 14, 2026',
      Category: 'DevOps/SRE',
      Source: 'Company careers page',
      'System standards': 'OpenTelemetry',
      'Security compliance': 'SOC 2',
    });
    expect(screen.getByText('Keep the hosting platform up.')).toBeTruthy();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kubernetes', 'Terraform']);
    expect(within(screen.getByRole('region', { name: 'Requirements' })).getByText('Production on-call experience.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Responsibilities' })).getByText('Run the incident review.')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your interviewers' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Jonas Weber', 'Mei Chen']);
    expect(within(panel).getByText('SRE Lead')).toBeTruthy();
    expect(within(panel).getByText('Engineering Manager')).toBeTruthy();
    expect(within(panel).getByText('Hello, I am Jonas.')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Start Interview' }).getAttribute('href')).toBe('/jobtalkai/interview/full');
    expect(screen.queryByText('Requires Pro Subscription')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to jobs/ }).getAttribute('href')).toBe('/jobtalkai/jobs');
  });

  it('stops a free user on a PRO job: "Requires Pro Subscription" with Upgrade, no Start Interview', async () => {
    await openJob('pro-lead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Platform Lead' })).toBeTruthy();
    expect(await screen.findByText('Requires Pro Subscription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/jobtalkai/subscription');
    expect(screen.queryByRole('link', { name: 'Start Interview' })).toBeNull();
  });

  it('lets a PRO user start a PRO job', async () => {
    await openJob('pro-lead', jobsRoutes(catalogue, proRoutes()));
    const start = await screen.findByRole('link', { name: 'Start Interview' });
    expect(start.getAttribute('href')).toBe('/jobtalkai/interview/pro-lead');
    expect(screen.queryByText('Requires Pro Subscription')).toBeNull();
  });

  it('says "Job Not Found" for an unknown id, with a way back to /jobs', async () => {
    await openJob('does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/jobtalkai/jobs');
  });

  it('shows "Failed to fetch scenarios" with Retry when the list cannot load', async () => {
    await openJob('full', jobsRoutes(catalogue, {
      'POST /web-api/scenario/by-type': [() => json(503, { error: 'unavailable', message: 'Down' }), () => json(200, [fullJob])],
    }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch scenarios');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Reliability Engineer' })).toBeTruthy();
  });
});
