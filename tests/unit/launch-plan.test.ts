import { launchPlan, opsPlan } from '../../scripts/launch-plan.mjs';

/** What an operator's deployment gives `npm start`: its own PostgreSQL. */
const DEPLOYMENT = { DATABASE_URL: 'postgres://kryptomat:secret@db.internal:5432/kryptomat' };
const NODES = { CHAIN_NODES: '{"LTC":{"rpcUrl":"http://127.0.0.1:9332","network":"mainnet"}}' };

test('a deployment (DATABASE_URL given) never starts demo nodes, litecoind on PATH or not: it does not even look', () => {
  const litecoindAvailable = jest.fn(() => true);

  expect(launchPlan(DEPLOYMENT, { litecoindAvailable })).toEqual({ database: 'given', chain: 'none' });
  expect(litecoindAvailable).not.toHaveBeenCalled();
  expect(launchPlan({ ...DEPLOYMENT, ...NODES }, { litecoindAvailable })).toEqual({ database: 'given', chain: 'given' });
});

test('the demo (no DATABASE_URL) runs its embedded database and, unless CHAIN_NODES says otherwise, its regtest nodes', () => {
  expect(launchPlan({}, { litecoindAvailable: () => true })).toEqual({ database: 'embedded', chain: 'demo' });
  // The end-to-end runs clear DATABASE_URL rather than unset it.
  expect(launchPlan({ DATABASE_URL: '' }, { litecoindAvailable: () => true })).toEqual({ database: 'embedded', chain: 'demo' });
  expect(launchPlan({}, { litecoindAvailable: () => false })).toEqual({ database: 'embedded', chain: 'none' });
  expect(launchPlan(NODES, { litecoindAvailable: () => true })).toEqual({ database: 'embedded', chain: 'given' });
});

test('the operator’s commands in a deployment never reach the demo’s regtest node; in the demo they reach the one running', () => {
  const DEMO_NODE = '{"LTC":{"rpcUrl":"http://127.0.0.1:19443","network":"regtest"}}';
  const demoNodes = jest.fn(() => DEMO_NODE);

  expect(opsPlan(DEPLOYMENT, { demoNodes })).toEqual({ database: 'given', chainNodes: undefined });
  expect(demoNodes).not.toHaveBeenCalled();
  expect(opsPlan({ ...DEPLOYMENT, ...NODES }, { demoNodes })).toEqual({ database: 'given', chainNodes: NODES.CHAIN_NODES });
  expect(opsPlan({}, { demoNodes })).toEqual({ database: 'embedded', chainNodes: DEMO_NODE });
  expect(opsPlan({}, { demoNodes: () => undefined })).toEqual({ database: 'embedded', chainNodes: undefined });
  expect(opsPlan(NODES, { demoNodes })).toEqual({ database: 'embedded', chainNodes: NODES.CHAIN_NODES });
});
