import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNowPaymentsClient, ProviderError } from '../../../server/payments/provider';
import { startFakeNowPayments, type FakeNowPayments } from './support';

describe('the NOWPayments client against a local server speaking its API', () => {
  let fake: FakeNowPayments;
  beforeAll(async () => {
    fake = await startFakeNowPayments('key-123');
  });
  afterAll(async () => {
    await fake.close();
  });

  const client = (apiKey = 'key-123', timeoutMs?: number, url?: string) =>
    createNowPaymentsClient({ baseUrl: () => url ?? fake.url, apiKey, account: fake.account, timeoutMs });

  it('creates an invoice with POST /v1/invoice, x-api-key and the fields NOWPayments expects', async () => {
    const invoice = await client().createInvoice({
      priceAmount: 19.99,
      priceCurrency: 'USD',
      orderId: 'order-1',
      orderDescription: 'JobTalk AI — PRO Monthly',
      ipnCallbackUrl: 'https://jobtalk.example/web-api/payments/callback',
      successUrl: 'https://jobtalk.example/ok',
      cancelUrl: 'https://jobtalk.example/cancel',
      partiallyPaidUrl: 'https://jobtalk.example/ok?payment=failed',
      payCurrency: 'BTC',
    });
    expect(invoice.id).toMatch(/^\d{10}$/);
    expect(invoice.invoiceUrl).toBe(`https://nowpayments.test/payment/?iid=${invoice.id}`);
    const request = fake.server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-api-key']).toBe('key-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      price_amount: 19.99,
      price_currency: 'usd',
      order_id: 'order-1',
      order_description: 'JobTalk AI — PRO Monthly',
      ipn_callback_url: 'https://jobtalk.example/web-api/payments/callback',
      success_url: 'https://jobtalk.example/ok',
      cancel_url: 'https://jobtalk.example/cancel',
      partially_paid_url: 'https://jobtalk.example/ok?payment=failed',
      pay_currency: 'btc',
    });
  });

  it('reads a payment with GET /v1/payment/{id}, numbers given as text included', async () => {
    fake.payments.set('5077125051', {
      payment_id: 5077125051,
      invoice_id: 4500000001,
      payment_status: 'confirming',
      price_amount: '19.99',
      price_currency: 'usd',
      pay_amount: 0.0003,
      actually_paid: '0.0003',
      pay_currency: 'btc',
      order_id: 'order-1',
      pay_address: 'addr',
    });
    expect(await client().getPayment('5077125051')).toEqual({
      paymentId: '5077125051',
      status: 'confirming',
      priceAmount: 19.99,
      priceCurrency: 'usd',
      payAmount: 0.0003,
      actuallyPaid: 0.0003,
      payCurrency: 'btc',
      orderId: 'order-1',
      invoiceId: '4500000001',
    });
    expect(fake.server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/payment/5077125051' });
    expect(fake.server.requests.at(-1)!.headers['x-api-key']).toBe('key-123');
  });

  it('lists an invoice’s payments with the account’s bearer token, signing in once and again when the token is refused', async () => {
    const payment = (id: number, status: string, createdAt: string) => ({
      payment_id: id,
      invoice_id: 4500000077,
      payment_status: status,
      price_amount: 19.99,
      price_currency: 'usd',
      pay_amount: 0.0003,
      actually_paid: 0,
      pay_currency: 'btc',
      order_id: 'order-77',
      created_at: createdAt,
    });
    fake.payments.set('6000000002', payment(6000000002, 'finished', '2026-03-01T10:05:00.000Z'));
    fake.payments.set('6000000001', payment(6000000001, 'failed', '2026-03-01T10:01:00.000Z'));
    const shop = client();
    const listed = await shop.findInvoicePayments('4500000077');
    expect(listed.map((p) => [p.paymentId, p.status, p.orderId, p.invoiceId])).toEqual([
      ['6000000001', 'failed', 'order-77', '4500000077'],
      ['6000000002', 'finished', 'order-77', '4500000077'],
    ]);
    const list = fake.server.requests.at(-1)!;
    expect(list.method).toBe('GET');
    expect(Object.fromEntries(new URL(list.url, 'http://x').searchParams)).toEqual({
      invoiceId: '4500000077',
      limit: '100',
      page: '0',
      sortBy: 'created_at',
      orderBy: 'asc',
    });
    expect(list.headers.authorization).toMatch(/^Bearer jwt-/);
    const signIns = () => fake.server.requests.filter((r) => r.url === '/v1/auth').length;
    const before = signIns();
    await shop.findInvoicePayments('4500000077');
    expect(signIns()).toBe(before);
    fake.expireTokens();
    expect(await shop.findInvoicePayments('4500000077')).toHaveLength(2);
    expect(signIns()).toBe(before + 1);
    expect(await shop.findInvoicePayments('123')).toEqual([]);

    const noAccount = createNowPaymentsClient({ baseUrl: () => fake.url, apiKey: 'key-123', account: null });
    await expect(noAccount.findInvoicePayments('4500000077')).rejects.toThrow(/no merchant account/);
    const wrongPassword = createNowPaymentsClient({ baseUrl: () => fake.url, apiKey: 'key-123', account: { ...fake.account, password: 'nope' } });
    await expect(wrongPassword.findInvoicePayments('4500000077')).rejects.toThrow(/POST \/v1\/auth: HTTP 401/);
  });

  it('turns a refusal, an error status, a malformed answer, a dead address and a timeout into a ProviderError', async () => {
    await expect(client('wrong-key').getPayment('5077125051')).rejects.toThrow(/HTTP 403 \(Invalid api key\)/);
    await expect(client().getPayment('1')).rejects.toBeInstanceOf(ProviderError);
    fake.payments.set('42', { payment_id: 42, payment_status: 'teleported', price_amount: 1, price_currency: 'usd' });
    await expect(client().getPayment('42')).rejects.toThrow(/lacks payment_id, payment_status or the price/);
    fake.failInvoicesWith = 500;
    try {
      const error = await client()
        .createInvoice({ priceAmount: 1, priceCurrency: 'usd', orderId: 'o', orderDescription: 'd', ipnCallbackUrl: 'http://a/', successUrl: 'http://a/', cancelUrl: 'http://a/', partiallyPaidUrl: 'http://a/' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).status).toBe(500);
    } finally {
      fake.failInvoicesWith = null;
    }

    // A port nobody listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(client('key-123', 2000, deadUrl).getPayment('1')).rejects.toBeInstanceOf(ProviderError);

    // A server that never answers.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await expect(client('key-123', 300, `http://127.0.0.1:${(silent.address() as AddressInfo).port}`).getPayment('1')).rejects.toThrow(/no answer within 300 ms/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
