import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileSignedOut } from '../../../src/routes/_app/-components/profile/ProfilePage';
import { click, fill, json, meBody, renderApp, signedInRoutes, stopApp, type RenderedApp } from '../support/appHarness';
import { changeLocale } from '../../../src/i18n';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
});

async function openProfile(routes: Parameters<typeof renderApp>[0]['routes'] = {}) {
  rendered = await renderApp({ path: '/profile', signedIn: 'local', routes: { ...signedInRoutes(), ...routes } });
  await screen.findByLabelText('First Name');
  return rendered;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('/profile: Personal Information (spec §2, §5, §8)', () => {
  it('shows the read-only email and the names; both names are required before any call', async () => {
    const app = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(value('Email')).toBe('ada@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(value('First Name')).toBe('Ada');
    expect(value('Last Name')).toBe('Lovelace');
    fill('First Name', '  ');
    click('Save Changes');
    expect((await screen.findByText('First name is required')).id).toBe(screen.getByLabelText('First Name').getAttribute('aria-describedby'));
    expect(app.server.callsTo('PUT /web-api/profile')).toEqual([]);
  });

  it('saves the names, says so and renames the user in the header', async () => {
    const app = await openProfile({
      'PUT /web-api/profile': (call) => {
        const { firstName, lastName } = call.body as { firstName: string; lastName: string };
        return json(200, meBody({ firstName, lastName, name: `${firstName} ${lastName}` }));
      },
    });
    fill('First Name', 'Augusta');
    fill('Last Name', 'King');
    click('Save Changes');
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(app.server.callsTo('PUT /web-api/profile')[0].body).toEqual({ firstName: 'Augusta', lastName: 'King' });
    expect((await screen.findAllByText('Hello, Augusta King')).length).toBeGreaterThan(0);
  });

  it("says the server's field error by its rule from the catalogue, in the UI's language", async () => {
    await openProfile({
      'PUT /web-api/profile': () =>
        json(400, {
          error: 'validation_error',
          message: 'firstName must NOT have more than 100 characters, lastName must NOT have more than 100 characters',
          errors: [
            { field: 'firstName', message: 'firstName must NOT have more than 100 characters', keyword: 'maxLength', limit: 100 },
            { field: 'lastName', message: 'lastName must NOT have more than 100 characters', keyword: 'maxLength', limit: 100 },
          ],
        }),
    });
    fill('First Name', 'Augusta');
    click('Save Changes');
    // Each under its field (the input is described by it).
    expect(await screen.findByText('First name must be at most 100 characters long')).toBeTruthy();
    expect(screen.getByText('Last name must be at most 100 characters long').id).toBe(
      screen.getByLabelText('Last Name').getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('error')) ?? 'none',
    );
    await act(async () => {
      await changeLocale('ru');
    });
    try {
      expect(await screen.findByText('Поле «Имя»: не длиннее 100 символов')).toBeTruthy();
      expect(screen.getByText('Поле «Фамилия»: не длиннее 100 символов')).toBeTruthy();
      expect(screen.queryByText(/must NOT have/)).toBeNull();
    } finally {
      await act(async () => {
        await changeLocale('en');
      });
    }
  });
});

describe('/profile: Change Password', () => {
  it('checks in the spec order before any call', async () => {
    const app = await openProfile();
    click('Update Password');
    expect(await screen.findByText('Current password is required.')).toBeTruthy();
    fill('Current Password', 'old password');
    click('Update Password');
    expect(await screen.findByText('All password fields are required.')).toBeTruthy();
    fill('New Password', 'new password 1');
    fill('Confirm New Password', 'new password 2');
    click('Update Password');
    expect(await screen.findByText('New passwords do not match.')).toBeTruthy();
    fill('New Password', 'short');
    fill('Confirm New Password', 'short');
    click('Update Password');
    expect(await screen.findByText('New password must be at least 8 characters long.')).toBeTruthy();
    expect(app.server.callsTo('POST /web-api/profile/change-password')).toEqual([]);
  });

  it('changes the password and clears the fields; a refusal shows the server message', async () => {
    const app = await openProfile({
      'POST /web-api/profile/change-password': [
        () => json(400, { error: 'wrong_password', message: 'Current password is incorrect.' }),
        () => json(200, { message: 'Password updated successfully' }),
      ],
    });
    fill('Current Password', 'wrong password');
    fill('New Password', 'new password 1');
    fill('Confirm New Password', 'new password 1');
    click('Update Password');
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
    expect(value('New Password')).toBe('new password 1');

    fill('Current Password', 'old password');
    click('Update Password');
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(app.server.callsTo('POST /web-api/profile/change-password')[1].body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect([value('Current Password'), value('New Password'), value('Confirm New Password')]).toEqual(['', '', '']);
  });
});

describe('/profile: Account Management', () => {
  it('"Log Out" asks once, then logs out from all devices', async () => {
    const app = await openProfile();
    click('Log Out');
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out from all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.server.callsTo('POST /web-api/auth/logout')).toEqual([]);

    click('Log Out');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    await waitFor(() => expect(app.server.callsTo('POST /web-api/auth/logout')).toHaveLength(1));
    expect(app.server.callsTo('POST /web-api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-1', allDevices: true });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('"Deactivate Account" asks twice, then deactivates and signs out', async () => {
    const app = await openProfile({ 'DELETE /web-api/profile': () => json(200, { message: 'ok' }) });
    click('Deactivate Account');
    let dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Account' });
    expect(within(dialog).getByText('Are you sure you want to deactivate your account?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Account' });
    expect(within(dialog).getByText(/This is permanent/)).toBeTruthy();
    expect(app.server.callsTo('DELETE /web-api/profile')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.server.callsTo('DELETE /web-api/profile')[0].body).toEqual({ anonymizeData: false });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByText(/Your account has been deactivated\./)).toBeTruthy();
  });

  it('a failed deactivation is shown as an alert and keeps the user', async () => {
    const app = await openProfile({ 'DELETE /web-api/profile': () => json(500) });
    click('Deactivate Account');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to deactivate account. Please try again.');
    expect(app.path()).toBe('/profile');
  });
});

describe('/profile with nobody signed in', () => {
  it('"Please log in to view your profile" with a "Log In" button to /login', async () => {
    const root = createRootRoute();
    const routes = ['/profile', '/login'].map((path) =>
      createRoute({ getParentRoute: () => root, path, component: path === '/profile' ? ProfileSignedOut : () => null }),
    );
    const router = createRouter({
      routeTree: root.addChildren(routes),
      history: createMemoryHistory({ initialEntries: ['/profile'] }),
    });
    await act(async () => {
      render(<RouterProvider router={router as never} />);
    });
    expect(screen.getByText('Please log in to view your profile')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state.from).toBe('/profile');
  });

  it('the profile route renders it once the session has ended', async () => {
    const app = await openProfile();
    // The stored session is gone (e.g. signed out in another tab); a check now ends it here, and
    // only a navigation would redirect.
    localStorage.clear();
    act(() => {
      app.app.auth.send({ type: 'auth.check' });
    });
    expect(await screen.findByText('Please log in to view your profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/jobtalkai/login');
    expect(app.path()).toBe('/profile');
  });
});
