/**
 * The first-load budget (QUALITY.md "spa", issue 36): a cold /login, signed out, transfers at most
 * 150 KB of script over the wire, compressed, headers included, measured as `npm run bench -- spa`
 * measures it (e2e/transfer.ts). Bytes are stable from run to run; Lighthouse's scores stay a bench figure.
 */
import { expect, test } from '@playwright/test';
import { DESKTOP_ONLY } from './support';
import { coldTransfer, SCRIPT_BUDGET_KB } from './transfer';

test('a cold /login transfers at most 150 KB of script', { tag: DESKTOP_ONLY }, async ({ browser, baseURL }) => {
  // A context of its own: nothing cached, no session remembered.
  const context = await browser.newContext();
  try {
    const transfer = await coldTransfer(context, new URL('login', baseURL).href);
    const script = transfer.kilobytes.script ?? 0;
    // Something was measured at all: the page ran its scripts (the login form's chunks among them).
    expect(Object.keys(transfer.heaviestScripts).length, JSON.stringify(transfer)).toBeGreaterThan(0);
    expect(script, `script KB of a cold /login: ${JSON.stringify(transfer)}`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
  } finally {
    await context.close();
  }
});
