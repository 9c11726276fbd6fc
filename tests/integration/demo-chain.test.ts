import { eq } from 'drizzle-orm';
import { chainNodeOf, depositAddressFor, watchDeposits } from '@/lib/server/chain';
import { db, schema } from '@/lib/server/db';
import { seedDemoData } from '@/lib/server/demo';
import { availableBalance } from '@/lib/server/ledger/accounts';
import { runCommand } from '@/lib/server/ops/registry';
import type { RegtestNode } from '../../scripts/regtest-node.mjs';
import { continueFromTip, startTestNode, TEST_CONFIRMATIONS } from '../support/chain';
import { resetDatabase } from '../support/db';
import { booksBalanced } from '../support/ledger';

// A node of its own, as `npm start` makes for a fresh demo: nothing but its own funding on it.
let node: RegtestNode;

beforeAll(async () => {
  node = await startTestNode();
}, 60_000);
afterAll(async () => {
  await node?.stop();
});

const reconcile = () => runCommand(['chain', 'reconcile'], 'operator');
const agrees = [expect.stringMatching(/^LTC: the node's wallets hold \d+(\.\d+)? LTC, as the ledger says$/)];

test('a fresh demo reconciles to 0 before and after the faucet pays a customer, and a real drift stands out', async () => {
  await resetDatabase();
  await continueFromTip(node);
  await seedDemoData(db(), 'demo password');
  // The coins the demo node mined for its faucet are the house's, booked when the demo is set up.
  expect(await reconcile()).toEqual(agrees);

  const [customer] = await db().select().from(schema.users).where(eq(schema.users.email, 'demo@kryptomat.test'));
  const address = await depositAddressFor(chainNodeOf('LTC')!, customer!.id);
  const seeded = await availableBalance(db(), customer!.id, 'LTC');
  await runCommand(['chain', 'faucet', address, '0.3'], 'operator');
  expect(await reconcile()).toEqual(agrees);
  await runCommand(['chain', 'mine', String(TEST_CONFIRMATIONS)], 'operator');
  await watchDeposits(chainNodeOf('LTC')!);
  expect(await availableBalance(db(), customer!.id, 'LTC')).toBe(seeded + 30_000_000n);
  expect(await reconcile()).toEqual(agrees);
  // More blocks pay no wallet of the node's: its balance does not grow by itself.
  await runCommand(['chain', 'mine', '101'], 'operator');
  expect(await reconcile()).toEqual(agrees);
  expect(await booksBalanced()).toBe(true);

  // Coins that leave the hot wallet with no booking are the drift, and nothing else is.
  await node.rpc('createwallet', ['outside']);
  await node.pay(await node.rpc<string>('getnewaddress', [], 'outside'), '1');
  expect(await reconcile()).toEqual([expect.stringMatching(/^LTC: DRIFT -1\.0\d* LTC: /)]);
}, 30_000);
