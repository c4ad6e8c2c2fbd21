import escapeHtml from 'escape-html';
import { SANDBOX_COINS, coinAmount, type SandboxInvoice } from './store';

function document(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} — Sandbox Pay</title>`,
    '<link rel="stylesheet" href="/sandbox-pay/checkout.css">',
    '</head><body>',
    '<header class="brand"><p>Sandbox Pay</p></header>',
    `<main>${body}</main>`,
    '<footer><p>A test payment provider built into JobTalk AI: no real money moves.</p></footer>',
    '</body></html>',
  ].join('\n');
}

const money = (amount: string | number, currency: string) => `${Number(amount).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * The checkout page of one open invoice: the product and amount, a choice of coin and the buttons
 * Pay, Cancel and Fail. Static HTML (the Content-Security-Policy forbids inline script and style).
 */
export function renderCheckout(invoice: SandboxInvoice): string {
  const selected = SANDBOX_COINS.some((c) => c.code === invoice.pay_currency) ? invoice.pay_currency : SANDBOX_COINS[0].code;
  const price = Number(invoice.price_amount);
  const coins = SANDBOX_COINS.map((coin) => {
    const id = `coin-${coin.code}`;
    return [
      '<li>',
      `<input type="radio" id="${id}" name="coin" value="${coin.code}"${coin.code === selected ? ' checked' : ''}>`,
      `<label for="${id}">${escapeHtml(coin.name)} <span class="amount">${coinAmount(price, coin)} ${coin.symbol}</span></label>`,
      '</li>',
    ].join('');
  }).join('\n');
  return document(
    'Checkout',
    [
      '<h1>Checkout</h1>',
      '<section aria-labelledby="order-heading">',
      '<h2 id="order-heading">Your order</h2>',
      '<dl>',
      `<dt>Product</dt><dd>${escapeHtml(invoice.order_description || 'Order')}</dd>`,
      `<dt>Amount</dt><dd class="total">${escapeHtml(money(invoice.price_amount, invoice.price_currency))}</dd>`,
      `<dt>Invoice</dt><dd>${escapeHtml(invoice.id)}</dd>`,
      '</dl>',
      '</section>',
      `<form method="post" action="/sandbox-pay/invoice/${encodeURIComponent(invoice.id)}">`,
      '<fieldset>',
      '<legend>Pay with</legend>',
      `<ul class="coins">${coins}</ul>`,
      '</fieldset>',
      '<p id="actions-help" class="help">Pay completes the payment; Fail simulates a payment that did not go through; Cancel returns without paying.</p>',
      '<div class="actions">',
      '<button type="submit" name="action" value="pay" class="primary" aria-describedby="actions-help">Pay</button>',
      '<button type="submit" name="action" value="cancel" aria-describedby="actions-help">Cancel</button>',
      '<button type="submit" name="action" value="fail" class="danger" aria-describedby="actions-help">Fail</button>',
      '</div>',
      '</form>',
    ].join('\n'),
  );
}

/** A page that says why nothing can be paid here (unknown invoice, invoice already used, bad request). */
export function renderProblem(title: string, message: string): string {
  return document(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

export const CHECKOUT_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f3f4f6; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; }
.brand { width: 100%; background: #111827; color: #f9fafb; text-align: center; font-weight: 700; letter-spacing: 0.04em; }
.brand p { margin: 0; padding: 0.75rem; }
main { box-sizing: border-box; width: min(32rem, 100% - 2rem); margin: 2rem 1rem; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { margin-top: 0; font-size: 1.5rem; }
h2 { font-size: 1.1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.total { font-size: 1.25rem; font-weight: 700; }
fieldset { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.coins { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
.coins li { display: flex; align-items: center; gap: 0.5rem; }
.coins input { width: 1.25rem; height: 1.25rem; margin: 0; }
.coins label { flex: 1; display: flex; justify-content: space-between; gap: 1rem; padding: 0.3rem 0; cursor: pointer; }
.amount { color: #374151; font-variant-numeric: tabular-nums; }
.help { color: #4b5563; font-size: 0.9rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: 0.5rem; border: 1px solid #6b7280; background: #fff; color: #111827; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button.danger { background: #b91c1c; border-color: #b91c1c; color: #fff; }
footer { color: #4b5563; font-size: 0.85rem; padding: 0 1rem 2rem; text-align: center; }
`;
