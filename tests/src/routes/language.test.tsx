import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../src/i18n';
import { renderApp, signedInRoutes, stopApp, type RenderedApp } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(async () => {
  stopApp(rendered);
  rendered = undefined;
  await changeLocale('en');
  localStorage.clear();
});

describe('the language switch in the header (issue 21)', () => {
  it('turns the signed-in page Russian at once, without leaving it, remembers the choice and sets <html lang>', async () => {
    rendered = await renderApp({ path: '/dashboard', signedIn: 'local', routes: signedInRoutes() });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('7 remaining')).toBeTruthy();

    const header = screen.getByRole('banner');
    const switcher = within(header).getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: /EN/ }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(within(switcher).getByRole('button', { name: /RU/ }));
    });

    // The same page, now in Russian: the header, the page's own content and its plural count.
    expect(await screen.findByRole('region', { name: 'Ваш тариф' })).toBeTruthy();
    expect(screen.getByText('Осталось 7 собеседований')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(rendered.path()).toBe('/dashboard');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Главная — JobTalk AI');
  });
});
