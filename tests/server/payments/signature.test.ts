import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signNotification, sortKeysDeep, verifyNotification } from '../../../server/payments/signature';

const SECRET = 'ipn-secret-for-the-unit-test';

describe('IPN signature (HMAC-SHA512 over the JSON with sorted keys)', () => {
  const body = {
    payment_status: 'finished',
    order_id: 'a8e9e9f4-3f0b-4f55-9b55-6d0f7b5a3f10',
    price_amount: 19.99,
    fee: { withdrawalFee: 0, depositFee: 0.5, currency: 'btc' },
    payment_id: 5077125051,
    list: [{ b: 2, a: 1 }],
    actually_paid: 0.0003,
  };
  // Written by hand, keys sorted at every depth, as NOWPayments signs.
  const SORTED =
    '{"actually_paid":0.0003,"fee":{"currency":"btc","depositFee":0.5,"withdrawalFee":0},"list":[{"a":1,"b":2}],' +
    '"order_id":"a8e9e9f4-3f0b-4f55-9b55-6d0f7b5a3f10","payment_id":5077125051,"payment_status":"finished","price_amount":19.99}';
  const expected = createHmac('sha512', SECRET).update(SORTED).digest('hex');

  it('sorts keys recursively and keeps arrays in order', () => {
    expect(JSON.stringify(sortKeysDeep(body))).toBe(SORTED);
  });

  it('signs the sorted JSON with the IPN secret', () => {
    expect(signNotification(body, SECRET)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts the right signature (any hex case) and refuses a wrong, short, missing or non-hex one', () => {
    expect(verifyNotification(body, expected, SECRET)).toBe(true);
    expect(verifyNotification(body, expected.toUpperCase(), SECRET)).toBe(true);
    expect(verifyNotification({ ...body, price_amount: 1.99 }, expected, SECRET)).toBe(false);
    expect(verifyNotification(body, expected, 'another secret')).toBe(false);
    expect(verifyNotification(body, expected.slice(0, 64), SECRET)).toBe(false);
    expect(verifyNotification(body, `${expected}00`, SECRET)).toBe(false);
    expect(verifyNotification(body, undefined, SECRET)).toBe(false);
    expect(verifyNotification(body, '', SECRET)).toBe(false);
    expect(verifyNotification(body, 'z'.repeat(128), SECRET)).toBe(false);
    expect(verifyNotification(body, expected, '')).toBe(false);
  });

  it('keeps a "__proto__" key as data, so it is signed like any other field', () => {
    const tricky = JSON.parse('{"b":1,"__proto__":{"x":1}}') as unknown;
    expect(JSON.stringify(sortKeysDeep(tricky))).toBe('{"__proto__":{"x":1},"b":1}');
  });
});
