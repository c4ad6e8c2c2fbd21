import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../../../src/components/layout/AppHeader';
import { NotFoundPage } from '../../../src/components/NotFoundPage';

afterEach(cleanup);
// The router restores scroll on navigation; jsdom has no layout to scroll.
window.scrollTo = (() => {}) as typeof window.scrollTo;

/** Renders `ui` inside a throwaway router (links need one) at `path`. */
async function renderInRouter(ui: ReactNode, path = '/dashboard') {
  const rootRoute = createRootRoute({ component: () => <>{ui}<Outlet /></>, notFoundComponent: NotFoundPage });
  const pages = ['/', '/dashboard', '/jobs', '/history', '/subscription', '/profile'].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => null }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    render(<RouterProvider router={router as never} />);
  });
  return router;
}

describe('AppHeader', () => {
  it('greets the user by name, or "User" without one', async () => {
    await renderInRouter(<AppHeader userName="Ada" onLogout={() => {}} />);
    expect(screen.getAllByText('Hello, Ada').length).toBeGreaterThan(0);
    cleanup();
    await renderInRouter(<AppHeader userName={null} onLogout={() => {}} />);
    expect(screen.getAllByText('Hello, User').length).toBeGreaterThan(0);
  });

  it('links to Jobs, History, Subscription and Profile', async () => {
    await renderInRouter(<AppHeader userName="Ada" onLogout={() => {}} />);
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Jobs', '/jobs'],
      ['History', '/history'],
      ['Subscription', '/subscription'],
      ['Profile', '/profile'],
    ]);
  });

  it('Logout asks for confirmation; only "Logout" in the dialog logs out', async () => {
    const onLogout = vi.fn();
    await renderInRouter(<AppHeader userName="Ada" onLogout={onLogout} />);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the Menu button discloses the navigation panel', async () => {
    await renderInRouter(<AppHeader userName="Ada" onLogout={() => {}} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '')!;
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getAllByRole('link').map((l) => l.textContent)).toEqual(['Jobs', 'History', 'Subscription', 'Profile']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('Logout from the menu closes the menu and opens the confirmation', async () => {
    const onLogout = vi.fn();
    await renderInRouter(<AppHeader userName="Ada" onLogout={onLogout} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(panel.hidden).toBe(true);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('AppHeader with the confirmation controlled from outside (the auth machine)', () => {
  it('asks the owner to open it, shows it only when told, reports cancel and confirm', async () => {
    const onLogoutRequest = vi.fn();
    const onLogoutCancel = vi.fn();
    const onLogout = vi.fn();
    const props = { userName: 'Ada', onLogout, onLogoutRequest, onLogoutCancel };
    await renderInRouter(<AppHeader {...props} logoutConfirmOpen={false} />);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    expect(onLogoutRequest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    await renderInRouter(<AppHeader {...props} logoutConfirmOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onLogoutCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('404 page (spec §2)', () => {
  it('says "Page Not Found" and links "Return to Home" to /', async () => {
    await renderInRouter(null, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
