import { expect, test, type Page } from '@playwright/test';
import { APP_URL, DESKTOP_ONLY, expectAccessible, latestMailTo, storageState, uniqueEmail } from './support';

const PASSWORD = 'correct horse 42';
const NEW_PASSWORD = 'battery staple 77';

async function signIn(page: Page, email: string, password: string, rememberMe: boolean) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByLabel(/remember me/i);
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function logOutFromHeader(page: Page) {
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: /^logout$/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^logout$/i }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login/);
}

test('a new user registers, verifies by the mailed link, signs in, edits the profile and changes the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ada');

  await page.goto('register');
  await expect(page.getByText('AI-powered interview practice platform')).toBeVisible();
  await expectAccessible(page);

  // Validation of spec §5 happens before any call.
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD + 'x');
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: /create account|sign up|register/i }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/check-email/);
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // Signing in before verification is refused with the spec's text.
  await page.goto('login');
  await signIn(page, email, PASSWORD, true);
  await expect(
    page.getByText('Please verify your email address before logging in. Check your email for verification link.'),
  ).toBeVisible();

  // The mailed link opens /verify-email, which verifies and after 3 s goes to /login?verified=true.
  const mail = await latestMailTo(request, email);
  const link = mail.links.find((l) => l.includes('/jobtalkai/verify-email?key='));
  expect(link, 'verification link in the mail').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/jobtalkai\/login\?verified=true/, { timeout: 10_000 });
  await expect(
    page.getByText('Your email has been verified successfully! You can now sign in.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Remember me on: tokens in localStorage only.
  await signIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  await expect(page.getByText(/Hello, Ada/).first()).toBeVisible();
  let stored = await storageState(page);
  expect(stored.local.access).toBeTruthy();
  expect(stored.local.refresh).toBeTruthy();
  expect(stored.session.access).toBeNull();
  await expectAccessible(page);

  await logOutFromHeader(page);
  stored = await storageState(page);
  expect(stored.local.access).toBeNull();
  expect(stored.session.access).toBeNull();

  // Remember me off: tokens in sessionStorage only.
  await signIn(page, email, PASSWORD, false);
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  stored = await storageState(page);
  expect(stored.session.access).toBeTruthy();
  expect(stored.local.access).toBeNull();

  // Profile: names are required, then saved.
  await page.goto('profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First and last name are required.')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Augusta');
  await page.getByLabel('Last Name').fill('King');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/profile (has been )?updated/i)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Augusta');
  await expect(page.getByLabel('Last Name')).toHaveValue('King');

  // Change password: checks in the spec's order, then the real change.
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New password must be at least 8 characters long.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/password (has been )?(updated|changed)/i)).toBeVisible();

  // Log out; a protected URL sends us to /login and back there after signing in.
  await logOutFromHeader(page);
  await page.goto('profile');
  await expect(page).toHaveURL(/\/jobtalkai\/login/);
  await signIn(page, email, PASSWORD, false);
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD, false);
  await expect(page).toHaveURL(/\/jobtalkai\/profile/);
  await expect(page.getByLabel('First Name')).toHaveValue('Augusta');
});

test('public pages validate before calling the server and the 404 page leads home', async ({ page }) => {
  await page.goto('login');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Please enter email and password')).toBeVisible();
  await expectAccessible(page);

  await page.goto('forgot-password');
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expectAccessible(page);

  await page.goto('reset-password');
  await expect(page.getByText('Invalid reset link. The reset token is missing.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

  await page.goto('verify-email');
  await expect(page.getByText('Invalid verification link. The verification key is missing.')).toBeVisible();

  await page.goto('check-email');
  await expect(page).toHaveURL(/\/jobtalkai\/register/);

  await page.goto('no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/(login)?$/);
});

test('forgot password mails a reset link that sets a new password', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  const email = uniqueEmail('grace');
  // Register and verify through the API the SPA uses, then reset through the browser.
  const reg = await request.post('/web-api/auth/register', {
    data: { email, password: PASSWORD, name: 'Grace Hopper', redirectUri: new URL('login', APP_URL).href },
  });
  expect(reg.status()).toBe(201);
  const verify = await latestMailTo(request, email);
  await page.goto(verify.links.find((l) => l.includes('verify-email'))!);
  await expect(page).toHaveURL(/verified=true/, { timeout: 10_000 });

  await page.goto('forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  let resetLink: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; links: string[] }[];
      resetLink = mails.flatMap((m) => (m.to === email ? m.links : [])).find((l) => l.includes('reset-password'));
      return Boolean(resetLink);
    })
    .toBe(true);
  await page.goto(resetLink!);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/login\?reset=success/, { timeout: 10_000 });
  await expectAccessible(page);
  await signIn(page, email, NEW_PASSWORD, true);
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
  await expect(page.getByText('Recent Activity')).toBeVisible();
});
