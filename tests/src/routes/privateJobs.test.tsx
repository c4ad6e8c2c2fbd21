import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrivateScenario } from '../../../machines/postingDraft/postingDraft.rules';
import { changeLocale } from '../../../src/i18n';
import { privateScenario } from '../../support/fixtures';
import { fill, json, renderApp, signedInRoutes, stopApp, subscriptionBody, type RenderedApp, type Route } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(async () => {
  stopApp(rendered);
  rendered = undefined;
  await changeLocale('en');
});

const mine = (id: string, position: string, extra: Partial<PrivateScenario> = {}): PrivateScenario =>
  privateScenario(id, { position, skills: ['Go', 'Kafka'] }, extra);

const POSTING = `Senior Backend Engineer (Go)\n\n${'Acme Payments builds payment services in Go on PostgreSQL. '.repeat(5)}\nRequirements:\n- 5+ years of Go`;

function routes(list: PrivateScenario[], extra: Record<string, Route | Route[]> = {}) {
  return {
    ...signedInRoutes(),
    'POST /web-api/scenario/by-type': () => json(200, []),
    'GET /web-api/private-scenarios': () => json(200, list),
    ...extra,
  };
}

const myJobs = () => screen.findByRole('region', { name: 'My jobs' });

describe('/jobs: My jobs', () => {
  it('lists the user’s own jobs with the free plan’s count, edit links, and a delete that asks first', async () => {
    rendered = await renderApp({
      path: '/jobs',
      signedIn: 'local',
      routes: routes([mine('a', 'Backend Engineer', { hasCv: true }), mine('b', 'Data Engineer')], {
        'DELETE /web-api/private-scenarios/b': () => new Response(null, { status: 204 }),
      }),
    });
    const section = await myJobs();
    expect(await within(section).findByText('2 of 3 used')).toBeTruthy();
    expect(within(section).getByText('With your CV')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Edit Data Engineer' }).getAttribute('href')).toBe('/jobtalkai/jobs/mine/b');
    expect(within(section).getByRole('link', { name: 'Practise for your own job' }).getAttribute('href')).toBe('/jobtalkai/jobs/new');

    fireEvent.click(within(section).getByRole('button', { name: 'Delete Data Engineer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog.textContent).toContain('“Data Engineer” and the CV kept with it will be deleted.');
    expect(rendered.server.callsTo('DELETE /web-api/private-scenarios/b')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(section).findByText('The job is deleted.')).toBeTruthy();
    expect(rendered.server.callsTo('DELETE /web-api/private-scenarios/b')).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('1 of 3 used')).toBeTruthy();
  });

  it('at the free plan’s limit offers the upgrade instead of a new job; PRO shows no count', async () => {
    const three = [mine('a', 'A'), mine('b', 'B'), mine('c', 'C')];
    rendered = await renderApp({ path: '/jobs', signedIn: 'local', routes: routes(three) });
    const section = await myJobs();
    expect(await within(section).findByText('3 of 3 used')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/jobtalkai/subscription');
    expect(within(section).queryByRole('link', { name: 'Practise for your own job' })).toBeNull();
    stopApp(rendered);

    rendered = await renderApp({
      path: '/jobs',
      signedIn: 'local',
      routes: routes(three, {
        'GET /web-api/auth/subscription': () =>
          json(200, subscriptionBody({ hasProSubscription: true, plan: { id: 'pro_monthly', name: 'PRO monthly' } })),
      }),
    });
    const pro = await myJobs();
    await waitFor(() => expect(within(pro).getByRole('link', { name: 'Practise for your own job' })).toBeTruthy());
    expect(within(pro).queryByText(/of 3 used/)).toBeNull();
  });

  it('says the list could not be loaded, with Retry', async () => {
    rendered = await renderApp({
      path: '/jobs',
      signedIn: 'local',
      routes: routes([], { 'GET /web-api/private-scenarios': [() => json(500, { error: 'internal_error', message: 'x' }), () => json(200, [])] }),
    });
    const section = await myJobs();
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Your jobs could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(/^None yet\./)).toBeTruthy();
  });
});

describe('/jobs/new and /jobs/mine/{id}', () => {
  it('reads a pasted posting into a draft, stores nothing until Save, then stores the reviewed form and later changes', async () => {
    const created = mine('ps-1', 'Senior Backend Engineer (Go)');
    const read = mine('posting-1x2y', 'Senior Backend Engineer (Go)').scenario;
    rendered = await renderApp({
      path: '/jobs/new',
      signedIn: 'local',
      routes: routes([], {
        'POST /web-api/private-scenarios/drafts': () => json(200, { scenario: read }),
        'POST /web-api/private-scenarios': (call) =>
          json(201, mine('ps-1', 'Senior Backend Engineer (Go)', { scenario: { ...created.scenario, ...(call.body as { review: object }).review } as PrivateScenario['scenario'] })),
        'PUT /web-api/private-scenarios/ps-1': (call) =>
          json(200, mine('ps-1', 'Senior Backend Engineer (Go)', { scenario: { ...created.scenario, ...(call.body as object) } as PrivateScenario['scenario'] })),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practise for your own job' })).toBeTruthy();
    fill('Job posting', POSTING);
    fireEvent.click(screen.getByRole('button', { name: 'Read the posting' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your interview' })).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/private-scenarios/drafts')[0]!.body).toEqual({ postingText: POSTING });
    // Read, not kept: nothing is stored, and the page says so.
    expect(rendered.server.callsTo('POST /web-api/private-scenarios')).toHaveLength(0);
    expect(screen.getByText(/Not saved yet: nothing is kept until you press Save/)).toBeTruthy();

    expect((screen.getByLabelText('Position') as HTMLInputElement).value).toBe('Senior Backend Engineer (Go)');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme Payments');
    // The category is the reader's guess, offered as a suggestion to change.
    const category = screen.getByLabelText('Category') as HTMLInputElement;
    expect(category.value).toBe('Engineering');
    expect(document.getElementById(category.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Suggested from the posting: Engineering. Change it if another field fits better.',
    );
    fireEvent.change(category, { target: { value: 'Data' } });
    expect(screen.queryByText(/Suggested from the posting/)).toBeNull();
    // A requirement is a multi-line text area, not a one-line input.
    expect(screen.getByLabelText('Requirement 1').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Responsibility 1').tagName).toBe('TEXTAREA');
    const panel = screen.getByRole('region', { name: 'The interview panel' });
    expect(within(panel).getAllByLabelText('Name').map((i) => (i as HTMLInputElement).value)).toEqual(['Ada Byron', 'Alan Turing']);
    expect(within(panel).getAllByLabelText('Welcome message').map((i) => (i as HTMLTextAreaElement).value)).toEqual(['Hello, I am Ada.', '']);

    const skills = screen.getByRole('region', { name: 'Skills' });
    fireEvent.change(within(skills).getByLabelText('Skill 2'), { target: { value: 'RabbitMQ' } });
    fireEvent.click(within(skills).getByRole('button', { name: 'Remove Skill 1: Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. You will find this job under My jobs.')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/private-scenarios')[0]!.body).toMatchObject({
      postingText: POSTING,
      review: { skills: ['RabbitMQ'], position: 'Senior Backend Engineer (Go)', category: 'Data' },
    });
    expect(screen.queryByText(/Not saved yet/)).toBeNull();

    // Stored: a later change is stored in place.
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'Staff Engineer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(rendered.server.callsTo('PUT /web-api/private-scenarios/ps-1')[0]!.body).toMatchObject({ position: 'Staff Engineer' });
    expect(rendered.server.callsTo('POST /web-api/private-scenarios')).toHaveLength(1);
  });

  it('a Save refused at the plan’s limit (kept in another tab meanwhile) keeps the draft and offers PRO', async () => {
    rendered = await renderApp({
      path: '/jobs/new',
      signedIn: 'local',
      routes: routes([], {
        'POST /web-api/private-scenarios/drafts': () => json(200, { scenario: mine('posting-1x2y', 'Backend Engineer').scenario }),
        'POST /web-api/private-scenarios': () =>
          json(403, {
            error: 'private_scenario_limit',
            message: 'The free plan keeps up to 3 of your own jobs at a time. Delete one of them, or upgrade to PRO to keep as many as you like.',
          }),
      }),
    });
    fill('Job posting', POSTING);
    fireEvent.click(await screen.findByRole('button', { name: 'Read the posting' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/The free plan keeps up to 3 of your own jobs at a time/);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toMatch(/\/subscription$/);
    // Still the draft, as typed, and still not saved.
    expect((screen.getByLabelText('Position') as HTMLInputElement).value).toBe('Backend Engineer');
    expect(screen.getByText(/^Not saved yet/)).toBeTruthy();
  });

  it('opens a stored job in Russian, and says a missing one is gone', async () => {
    await act(async () => changeLocale('ru'));
    rendered = await renderApp({
      path: '/jobs/mine/ps-1',
      signedIn: 'local',
      routes: routes([], { 'GET /web-api/private-scenarios/ps-1': () => json(200, mine('ps-1', 'Backend Engineer')) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверьте собеседование' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Навыки' })).toBeTruthy();
    stopApp(rendered);

    await act(async () => changeLocale('en'));
    rendered = await renderApp({
      path: '/jobs/mine/gone',
      signedIn: 'local',
      routes: routes([], {
        'GET /web-api/private-scenarios/gone': () =>
          json(404, { error: 'private_scenario_not_found', message: 'The requested job does not exist or has been deleted.' }),
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The requested job does not exist or has been deleted.');
  });
});
