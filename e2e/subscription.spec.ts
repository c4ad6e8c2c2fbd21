/**
 * Buying PRO (spec §2 /subscription, §4 "Payment return" and "Subscription loading", §6): a free user
 * goes from the plan grid to the built-in sandbox provider's checkout page and back. Cancel and Fail
 * come back with their banners and change nothing; paying for the annual plan with a coin comes back
 * with "Payment Successful!", the plan panel turns PRO and a PRO-only scenario can be started. The
 * report's full analysis after paying is covered by report.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { connection, type Scenario } from './interview.support';
import { accessTokenOf, expectAccessible, signIn, verifiedUser } from './support';

async function proScenario(request: APIRequestContext, token: string): Promise<Scenario> {
  const listed = await request.post('/web-api/scenario/by-type', { data: { type: 0 }, headers: { Authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBeTruthy();
  const chosen = ((await listed.json()) as Scenario[]).find((s) => s.isPro);
  expect(chosen).toBeDefined();
  return chosen!;
}

async function allowance(request: APIRequestContext, token: string) {
  const res = await request.get('/web-api/auth/subscription', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { hasProSubscription: boolean; availableSessions: number; plan: { id: string } };
}

const planCard = (page: Page, name: string) => page.getByRole('region', { name: 'Plans' }).getByRole('article', { name });
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Your current plan' });
const banner = (page: Page) => page.locator('#payment-banner');

/** Chooses a plan, proceeds, and waits for the provider's checkout page. */
async function checkout(page: Page, plan: string): Promise<void> {
  await planCard(page, plan).getByRole('button', { name: 'Select Plan' }).click();
  const panel = page.getByRole('region', { name: 'Checkout' });
  await expect(panel).toContainText('Selected Plan');
  await expect(panel).toContainText(plan);
  await panel.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/sandbox-pay\/invoice\/\d+$/);
}

test('cancel and fail come back with their banners; paying for the annual plan makes the user PRO', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await verifiedUser(request, 'subscription', 'Ada Lovelace');
  const token = await accessTokenOf(request, email);
  const pro = await proScenario(request, token);
  await signIn(page, email);

  // A free user: the plan panel, the grid with Free as the current plan, the payment methods.
  await page.goto('subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  await expect(currentPlan(page)).toContainText('Free Plan');
  await expect(currentPlan(page)).toContainText('10 remaining');
  await expect(currentPlan(page)).toContainText('Sessions reset');
  await expect(planCard(page, 'Free Plan')).toContainText('Current Plan');
  await expect(planCard(page, 'PRO Annual')).toContainText('Save 20%');
  await expect(planCard(page, 'PRO Annual')).toContainText('Recommended');
  await expect(planCard(page, 'PRO Monthly')).not.toContainText('Current Plan');
  const methods = page.getByRole('region', { name: 'Payment Methods' }).getByRole('listitem');
  // Each name follows its decorative initial.
  const coins = ['Bitcoin', 'Ethereum', 'Litecoin', 'Tron', 'Binance Coin', 'Toncoin', 'Solana', 'USD Coin', 'Tether'];
  await expect(methods).toHaveText(coins.map((coin) => new RegExp(`${coin}$`)));
  await expectAccessible(page);

  // Cancel at the provider: back with the cancelled banner, the address cleared, still free.
  await checkout(page, 'PRO Monthly');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/subscription$/);
  await expect(banner(page)).toContainText('Payment was cancelled. You can try selecting a different plan or payment method.');
  await expect(currentPlan(page)).toContainText('Free Plan');

  // A payment that fails: the Payment Issue banner, still free.
  await checkout(page, 'PRO Monthly');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/subscription$/);
  await expect(banner(page)).toContainText('Payment Issue');
  await expect(banner(page)).toContainText('Payment failed. Please try again or contact support.');
  await expect(currentPlan(page)).toContainText('Free Plan');
  expect(await allowance(request, token)).toMatchObject({ hasProSubscription: false, availableSessions: 10 });

  // Before paying, the PRO scenario is gated.
  await page.goto(`jobs/${pro.id}`);
  await expect(page.getByText('Requires Pro Subscription')).toBeVisible();

  // The annual plan, paid with Solana.
  await page.goto('subscription');
  await checkout(page, 'PRO Annual');
  await expect(page.getByText('191.90 USD')).toBeVisible();
  await page.getByLabel(/^Solana/).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/subscription$/);
  await expect(banner(page)).toContainText('Payment Successful!');
  // The spec's "Payment successful! Your subscription has been activated." said once: the title, then the rest.
  await expect(banner(page)).toHaveText(/^Payment Successful!\s*Your subscription has been activated\./);
  await expect(currentPlan(page)).toContainText('Pro Subscription');
  await expect(currentPlan(page)).toContainText('Subscription expires');
  await expect(currentPlan(page)).toContainText('60 remaining');
  await expect(planCard(page, 'PRO Annual')).toContainText('Current Plan');
  // Monthly is covered by the subscription but was not bought: not badged as the current plan.
  await expect(planCard(page, 'PRO Monthly')).not.toContainText('Current Plan');
  // What applies to it: the plan bought runs on; Monthly can be chosen when it ends.
  await expect(planCard(page, 'PRO Monthly')).toContainText(/You have PRO Annual until .+\. This plan can be chosen once it ends\./);
  await expect(planCard(page, 'Free Plan')).not.toContainText('Current Plan');
  await expectAccessible(page);
  expect(await allowance(request, token)).toMatchObject({ hasProSubscription: true, availableSessions: 60, plan: { id: 'pro-annual' } });

  // The PRO-only scenario now starts.
  await page.goto(`jobs/${pro.id}`);
  await expect(page.getByText('Requires Pro Subscription')).toHaveCount(0);
  await page.getByRole('link', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${pro.id}$`));
  await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
});
