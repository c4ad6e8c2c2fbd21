/**
 * The parts of the account pages the main journey (accounts.spec.ts) does not walk through: the
 * dashboard's plan and empty Recent Activity, the resend cooldown, the verify-email and reset-link
 * error pages, the existing-account banner, the resend question after an unverified sign-in, the
 * logout confirmation, Profile's "Log Out" (all devices) and the deactivation.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  APP_URL,
  DESKTOP_ONLY,
  expectAccessible,
  latestMailTo,
  openMenuIfPhone,
  PASSWORD,
  signIn,
  storageState,
  uniqueEmail,
  verifiedUser,
} from './support';

async function register(request: APIRequestContext, email: string, name = 'Grace Hopper') {
  const res = await request.post('/web-api/auth/register', {
    data: { email, password: PASSWORD, name, redirectUri: new URL('login', APP_URL).href },
  });
  expect(res.status()).toBe(201);
}

test('the dashboard shows the plan, the quick actions and the empty Recent Activity', async ({ page, request }) => {
  const email = await verifiedUser(request, 'dash', 'Grace Hopper');
  await signIn(page, email);

  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace Hopper' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Free Plan')).toBeVisible();
  await expect(plan.getByText('10 remaining')).toBeVisible();
  await expect(plan.getByText(/^Sessions reset /)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/jobtalkai/subscription');

  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: /Find Jobs/ })).toHaveAttribute('href', '/jobtalkai/jobs');
  await expect(actions.getByRole('link', { name: /Practice Interview/ })).toHaveAttribute('href', '/jobtalkai/jobs');
  await expect(actions.getByRole('link', { name: /View Reports/ })).toHaveAttribute('href', '/jobtalkai/history');

  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent.getByText("You haven't practised any interviews yet.", { exact: false })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/jobtalkai/history');
  await expectAccessible(page);

  // Signed in, the public pages lead back to the dashboard.
  await page.goto('login');
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  await page.goto('register');
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace Hopper' })).toBeVisible();

  // The header's Logout asks first; Cancel keeps the session.
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: /^logout$/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  expect((await storageState(page)).session.access).toBeTruthy();
});

test('check-email: resending starts the 60 s countdown, then the button is enabled again', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('resend');
  await page.goto('register');
  await page.getByLabel('Name').fill('Alan Turing');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/check-email/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('A new verification email has been sent.')).toBeVisible();
  const waiting = page.getByRole('button', { name: /^Resend available in \d+s$/ });
  await expect(waiting).toHaveText('Resend available in 60s');
  await expect(waiting).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(waiting).toHaveText('Resend available in 59s');
  await expectAccessible(page);
  await page.clock.runFor(59_000);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login$/);
});

/** How many mails the outbox holds for an address. */
async function mailsTo(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get('/dev/mailbox.json');
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Array<{ to: string }>).filter((mail) => mail.to.toLowerCase() === email.toLowerCase()).length;
}

test('an unknown verification key shows the error, a resend that asks for the email, and a link to /register', { tag: DESKTOP_ONLY }, async ({
  page,
  request,
}) => {
  const email = uniqueEmail('relink');
  await register(request, email);
  await expect.poll(() => mailsTo(request, email)).toBe(1);
  await page.goto('verify-email?key=not-a-real-key');
  await expect(page.getByRole('heading', { name: 'Email verification failed' })).toBeVisible();
  await expect(page.getByText('Email verification failed. The link may be expired or invalid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a new account' })).toHaveAttribute('href', '/jobtalkai/register');
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/check-email/);
  await expect(page.getByText('A new verification email has been sent.')).toBeVisible();
  await expect.poll(() => mailsTo(request, email)).toBe(2);
});

test('an unknown reset token shows "Invalid Reset Link" with links to /forgot-password and /login', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/forgot-password$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login$/);
});

test('registering an existing email offers a sign-in link', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  const email = await verifiedUser(request, 'taken');
  await page.goto('register');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const banner = page.getByRole('alert');
  await expect(banner.getByText('Registration Failed')).toBeVisible();
  await expect(
    banner.getByText('An account with this email address already exists. Please try signing in instead.'),
  ).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login$/);
});

test('an unverified sign-in asks, after 2 s, whether to resend the mail, sends it and leads to /check-email', { tag: DESKTOP_ONLY }, async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  await register(request, email);
  await page.goto('login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(
    page.getByText('Please verify your email address before logging in. Check your email for verification link.'),
  ).toBeVisible();
  await expect(page.getByText('Would you like us to resend the verification email?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/check-email/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('A new verification email has been sent.')).toBeVisible();
  await expect.poll(() => mailsTo(request, email)).toBe(2);
});

test("Profile's Log Out signs out after one confirmation", async ({ page, request }) => {
  const email = await verifiedUser(request, 'logout');
  await signIn(page, email);
  await page.goto('profile');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out from all devices?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login/);
  const stored = await storageState(page);
  expect(stored.local.access).toBeNull();
  expect(stored.session.access).toBeNull();
});

test('deactivating the account asks twice, signs out, and the account can no longer sign in', async ({
  page,
  request,
}) => {
  const email = await verifiedUser(request, 'deactivate');
  await signIn(page, email);
  await page.goto('profile');
  await page.getByRole('button', { name: 'Deactivate Account' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Deactivate Account' });
  await expect(dialog.getByText('Are you sure you want to deactivate your account?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Deactivate Account' });
  await expect(dialog.getByText(/This is permanent/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
});
