import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { ClientMessage, ServerMessage } from '../../../openapi/live-protocol';
import { LIVE_REFUSALS } from '../../../openapi/refusals';
import { changeLocale, t } from '../../../src/i18n';
import { jobScenario } from '../../support/fixtures';
import { json, renderApp, signedInRoutes, stopApp, subscriptionBody, type RenderedApp } from '../support/appHarness';

let rendered: RenderedApp | undefined;
let server: WebSocketServer | undefined;
// jsdom's global WebSocket is Node's own, whose events jsdom cannot dispatch: the page gets the `ws` client.
beforeEach(() => vi.stubGlobal('WebSocket', NodeWebSocket));
afterEach(async () => {
  vi.unstubAllGlobals();
  stopApp(rendered);
  rendered = undefined;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const panelJob = jobScenario('panel', {
  position: 'Frontend Engineer',
  company: { name: 'Sumlark' },
  participants: [
    { id: 'p1', name: 'Ann Lee', role: 'Tech Lead' },
    { id: 'p2', name: 'Bo Chen', role: 'Engineering Manager' },
  ],
});
const soloJob = jobScenario('bare', { position: 'QA Analyst', participants: [] });
const proJob = jobScenario('pro', { isPro: true });

const routes = (hasPro = false) => ({
  ...signedInRoutes(),
  'GET /web-api/auth/subscription': () => json(200, subscriptionBody({ hasProSubscription: hasPro })),
  'POST /web-api/scenario/by-type': () => json(200, [panelJob, soloJob, proJob]),
});

/** A live endpoint speaking the protocol: confirms `start`, greets, and records what the page sends. */
async function liveServer() {
  const received: ClientMessage[] = [];
  const sockets: ServerSocket[] = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server!.once('listening', resolve));
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data)) as ClientMessage;
      received.push(message);
      const send = (m: ServerMessage) => socket.send(JSON.stringify(m));
      if (message.type === 'start') {
        send({ type: 'status', code: 200, message: 'connected', status: 'connected', uid: message.uid });
        send({ type: 'typing', senderId: 'p2', isTyping: true });
        send({
          type: 'role',
          id: 'm1',
          role: 'Tech Lead',
          sender: 'Ann Lee',
          senderId: 'p1',
          text: 'Welcome, tell us about yourself.',
          timestamp: new Date().toISOString(),
          isFinal: true,
          typing: false,
          audio: 'AQACAAMA',
        });
      }
      if (message.type === 'answer_text' && String(message.text).includes('refuse me')) {
        send({ type: 'error', message: 'Please wait until the interviewer has finished speaking.' });
      } else if (message.type === 'answer_text' && String(message.text).includes('short press')) {
        // What the server says of a discarded recording (jsdom has no microphone: a typed trigger here).
        const at = new Date().toISOString();
        send({ type: 'role', id: 'u0', role: 'USER', sender: '', senderId: 'USER', text: 'I', timestamp: at, isFinal: false, typing: true });
        send({ type: 'role', id: 'u0', role: 'USER', sender: '', senderId: 'USER', text: '', timestamp: at, isFinal: true, typing: false });
        send({ type: 'error', message: LIVE_REFUSALS.tooShort });
      } else if (message.type === 'answer_text') {
        send({
          type: 'role',
          id: 'u1',
          role: 'USER',
          sender: '',
          senderId: 'USER',
          text: message.text,
          timestamp: new Date().toISOString(),
          isFinal: true,
          typing: false,
        });
      }
    });
  });
  const { port } = server.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}/live`, received, sockets };
}

describe('/interview/{id}', () => {
  it('an unknown job: "Interview Not Found" with Back to Jobs', async () => {
    rendered = await renderApp({ path: '/interview/missing', signedIn: 'local', routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Interview Not Found' })).toBeTruthy();
    expect(screen.getByText("The interview you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobtalkai/jobs');
  });

  it('a PRO-only job for a free user goes to /subscription', async () => {
    rendered = await renderApp({ path: '/interview/pro', signedIn: 'local', routes: routes(false) });
    await waitFor(() => expect(rendered!.path()).toBe('/subscription'));
  });

  it('connects, starts with the job id, shows the panel, blurs unheard text, sends a typed answer', async () => {
    const live = await liveServer();
    rendered = await renderApp({ path: '/interview/panel', signedIn: 'local', routes: routes(), config: { liveUrl: live.url } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer Interview' })).toBeTruthy();
    // "at " is the UI's, "Sumlark" the scenario's English (its own lang="en" element).
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'at Sumlark')).toBeTruthy();
    // Both the sidebar and the phone toggle list the panel; the toggle names its count.
    expect(screen.getAllByText('Ann Lee').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Show Interviewers (2)' })).toBeTruthy();

    await waitFor(() => expect(live.received.map((m) => m.type)).toContain('start'), { timeout: 5000 });
    const start = live.received.find((m) => m.type === 'start');
    expect(start).toMatchObject({ script: 'job_talk', scenarioType: 0, data: { jobId: 'panel' } });
    expect(localStorage.getItem('session_uid')).toBe(start!.uid);

    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getByText('Welcome, tell us about yourself.')).toBeTruthy());
    // jsdom cannot play audio: the clip fails, so its text stays hidden until the eye reveals it.
    expect(within(log).getByText('Text hidden until the audio has played')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Show text' }));
    expect(within(log).queryByText('Text hidden until the audio has played')).toBeNull();
    expect(screen.getAllByText('typing...').length).toBeGreaterThan(0);

    expect(screen.getAllByText('Connected').length).toBeGreaterThan(0);
    const box = screen.getByLabelText('Type your answer') as HTMLInputElement;
    // Refused by the server: the text stays in the box to send again.
    fireEvent.change(box, { target: { value: 'please refuse me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(live.received.filter((m) => m.type === 'answer_text')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.value).toBe('please refuse me');
    // Over the limit: said, not sent, kept.
    fireEvent.change(box, { target: { value: 'x'.repeat(16_001) } });
    expect(screen.getByText('Your answer is too long: 16,000 characters at most. Shorten it to send it.')).toBeTruthy();
    expect(screen.getByText('16,001 of 16,000 characters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // Taken: the answer appears in the conversation and the box empties.
    fireEvent.change(box, { target: { value: 'I ship accessible React apps.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getByText('I ship accessible React apps.')).toBeTruthy());
    await waitFor(() => expect(box.value).toBe(''));
    expect(live.received.filter((m) => m.type === 'answer_text').map((m) => m.text)).toEqual(['please refuse me', 'I ship accessible React apps.']);
    expect(live.received.find((m) => m.type === 'answer_text' && m.text !== 'please refuse me')).toMatchObject({ uid: start!.uid });

    // The end needs confirmation; then end_interview, the temporary record, and /history.
    fireEvent.click(screen.getByRole('button', { name: 'End Interview' }));
    const dialog = await screen.findByRole('alertdialog');
    // The English UI has the English counterpart of the spec's Russian dialog (issue 21).
    expect(dialog.textContent).toContain('Are you sure you want to end the interview? You will be redirected to the history page.');
    expect(dialog.textContent).not.toMatch(/[\u0400-\u04FF]/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(rendered!.path()).toBe('/history'));
    await waitFor(() => expect(live.received.map((m) => m.type)).toContain('end_interview'));
    const temp = JSON.parse(localStorage.getItem('temp_interview') ?? 'null') as Record<string, unknown>;
    expect(temp).toMatchObject({ jobTitle: 'Frontend Engineer', company: 'Sumlark', score: 0, hasReport: false, reportStatus: 0, isTemporary: true });
    expect(String(temp.id)).toMatch(/^manual_\d+$/);
    expect(localStorage.getItem('session_uid')).toBeNull();
  });

  it('a discarded recording: no bubble, and the hint above the record button in the UI language', async () => {
    const live = await liveServer();
    rendered = await renderApp({ path: '/interview/panel', signedIn: 'local', routes: routes(), config: { liveUrl: live.url } });
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getByText('Welcome, tell us about yourself.')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Type your answer'), { target: { value: 'short press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const panel = screen.getByRole('region', { name: 'Microphone level' });
    await waitFor(() => expect(within(panel).getByText(/^That was too short to take as your answer/)).toBeTruthy());
    expect(within(log).queryByText('I')).toBeNull();
    try {
      await act(() => changeLocale('ru'));
      expect(within(panel).getByText(/^Это слишком коротко для ответа, так что вопрос остаётся в силе/)).toBeTruthy();
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('in Russian marks the interview\'s English lang="en": position, company, the panel\'s names, roles and words, the candidate\'s answer', async () => {
    await changeLocale('ru');
    try {
      const live = await liveServer();
      rendered = await renderApp({ path: '/interview/panel', signedIn: 'local', routes: routes(), config: { liveUrl: live.url } });
      const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? null;
      const title = await screen.findByRole('heading', { level: 1, name: 'Собеседование: Frontend Engineer' });
      expect(langOf(within(title).getByText('Frontend Engineer'))).toBe('en');
      // The Russian words of the title are not inside the English mark.
      expect(within(title).getByText('Frontend Engineer').textContent).toBe('Frontend Engineer');
      expect(langOf(screen.getByText('Sumlark'))).toBe('en');
      for (const name of screen.getAllByText('Ann Lee')) expect(langOf(name)).toBe('en');
      for (const role of screen.getAllByText('Engineering Manager')) expect(langOf(role)).toBe('en');

      const log = await screen.findByRole('log', { name: t('interview.conversation') });
      await waitFor(() => expect(within(log).getByText('Welcome, tell us about yourself.')).toBeTruthy());
      fireEvent.click(within(log).getByRole('button', { name: t('interview.revealText') }));
      expect(langOf(within(log).getByText('Welcome, tell us about yourself.'))).toBe('en');
      expect(langOf(within(log).getByText(/Ann Lee · Tech Lead/))).toBe('en');

      fireEvent.change(screen.getByLabelText(t('interview.typedAnswer')), { target: { value: 'I built the checkout page.' } });
      fireEvent.click(screen.getByRole('button', { name: t('interview.sendAnswer') }));
      await waitFor(() => expect(within(log).getByText('I built the checkout page.')).toBeTruthy());
      expect(langOf(within(log).getByText('I built the checkout page.'))).toBe('en');
      // "Вы" (the candidate's own label) stays Russian.
      expect(langOf(within(log).getByText(new RegExp(`^${t('interview.you')}`)))).not.toBe('en');
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('the panel is busy (1013): says so in the UI language, with no error modal and no greeting promised; Cancel goes to the jobs', async () => {
    // A server at its capacity: every start is refused for now, nothing is started.
    const starts: string[] = [];
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    server.on('connection', (socket) =>
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ClientMessage;
        if (message.type === 'start') {
          starts.push(message.uid);
          socket.close(1013, 'panel busy');
        }
      }),
    );
    const { port } = server.address() as { port: number };
    rendered = await renderApp({ path: '/interview/panel', signedIn: 'local', routes: routes(), config: { liveUrl: `ws://127.0.0.1:${port}/live` } });
    const busy = await screen.findByText('The panel is busy', {}, { timeout: 5000 });
    const panel = busy.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText('Every interviewer on this server is talking with other candidates right now.')).toBeTruthy();
    expect(within(panel).getByText('Your interview has not started yet, and no session has been used.')).toBeTruthy();
    expect(within(panel).getByText("We'll try again automatically in 2 seconds.")).toBeTruthy();
    expect(screen.getByText('Panel busy, waiting')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(t('interview.waitingForPanel'))).toBeNull();
    expect(starts).toHaveLength(1);
    try {
      await act(() => changeLocale('ru'));
      expect(screen.getByText('Интервьюеры заняты')).toBeTruthy();
      expect(screen.getByText('Попробуем снова автоматически через 2 секунды.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    } finally {
      await act(() => changeLocale('en'));
    }
    await waitFor(() => expect(rendered!.path()).toBe('/jobs'));
  });

  it('shows the two default interviewers when the scenario has none', async () => {
    const live = await liveServer();
    rendered = await renderApp({ path: '/interview/bare', signedIn: 'local', routes: routes(), config: { liveUrl: live.url } });
    expect(await screen.findByRole('heading', { level: 1, name: 'QA Analyst Interview' })).toBeTruthy();
    expect(screen.getAllByText('Senior Frontend Developer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Engineering Manager').length).toBeGreaterThan(0);
    await act(async () => {});
  });
});
