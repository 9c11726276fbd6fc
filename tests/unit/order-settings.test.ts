import { envFrom } from '../support/env';

/** The order settings of lib/env.ts: fees as basis points, limits per currency, a readable failure for a typo. */

test('defaults: 1.5 % swap fee, 3.5 % card fee, 60 s quotes, the simulated card processor', () => {
  expect(envFrom()).toMatchObject({
    SWAP_FEE_PERCENT: 150,
    CARD_FEE_PERCENT: 350,
    SWAP_MIN_EUR: 10,
    SWAP_UNVERIFIED_LIMIT_EUR: 1000,
    QUOTE_TTL_SECONDS: 60,
    CARD_PROVIDER: 'simulated',
    CARD_ORDER_LIMITS: { EUR: { min: 20, max: 1000 }, CZK: { min: 500, max: 25000 } },
    VOUCHER_LIMITS: { EUR: { min: 10, max: 500 }, CZK: { min: 250, max: 12500 } },
  });
});

test('fees are taken with up to two decimals and kept in basis points', () => {
  expect(envFrom({ SWAP_FEE_PERCENT: '0.75', CARD_FEE_PERCENT: '0' })).toMatchObject({ SWAP_FEE_PERCENT: 75, CARD_FEE_PERCENT: 0 });
  for (const wrong of ['1.234', '-1', '100', '1,5', 'abc']) expect(() => envFrom({ SWAP_FEE_PERCENT: wrong })).toThrow(/SWAP_FEE_PERCENT/);
});

test('limits per currency come as JSON in whole units; a typo fails at start with the variable named', () => {
  expect(envFrom({ VOUCHER_LIMITS: '{"EUR":{"min":5,"max":50},"CZK":{"min":100,"max":1000}}' }).VOUCHER_LIMITS).toEqual({
    EUR: { min: 5, max: 50 },
    CZK: { min: 100, max: 1000 },
  });
  for (const wrong of [
    '{"EUR":{"min":5,"max":50}}',
    '{"EUR":{"min":50,"max":5},"CZK":{"min":1,"max":2}}',
    'not json',
    '{"EUR":{"min":0.5,"max":5},"CZK":{"min":1,"max":2}}',
  ]) {
    expect(() => envFrom({ CARD_ORDER_LIMITS: wrong })).toThrow(/CARD_ORDER_LIMITS/);
  }
});

test('the signing key must be long; the provider must be one that exists', () => {
  expect(() => envFrom({ ORDER_SIGNING_KEY: 'short' })).toThrow(/ORDER_SIGNING_KEY/);
  expect(() => envFrom({ CARD_PROVIDER: 'stripe' })).toThrow(/CARD_PROVIDER/);
});
