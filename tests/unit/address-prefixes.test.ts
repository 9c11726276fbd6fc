import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { CHAIN_NETWORKS, CHAIN_PARAMS } from '@/lib/chain/networks';

const base58check = createBase58check(sha256);

describe.each(Object.keys(CHAIN_PARAMS) as (keyof typeof CHAIN_PARAMS)[])('%s', (asset) => {
  test.each(CHAIN_NETWORKS)('on %s the address field names how every accepted form begins', (network) => {
    const params = CHAIN_PARAMS[asset][network];
    expect(params.prefixes).toContain(`${params.hrp}1`);
    for (const version of [params.pubKeyHash, ...params.scriptHashes])
      for (const fill of [0x00, 0xff]) {
        const address = base58check.encode(Uint8Array.from([version, ...new Array<number>(20).fill(fill)]));
        expect(params.prefixes.some((prefix) => address.startsWith(prefix))).toBe(true);
      }
  });
});
