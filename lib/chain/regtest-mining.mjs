// Where a regtest node's blocks pay their reward once it is funded, agreed by the demo's and the tests' nodes
// (scripts/regtest-node.mjs) and the operator's `chain mine`: a script none of the node's wallets holds (OP_TRUE), so
// the hot wallet's balance changes only by what it sends and receives, which the books follow.
export const OUTSIDE_MINING_DESCRIPTOR = 'raw(51)';
