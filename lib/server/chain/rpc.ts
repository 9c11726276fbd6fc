import 'server-only';
import { readFile } from 'node:fs/promises';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { scaleOf, toUnits } from '@/lib/money';

/** The node cannot be reached (down, restarting, a closed connection twice): the caller waits and tries later. */
export class NodeUnavailable extends Error {
  constructor(method: string, cause: unknown) {
    super(`node unavailable (${method}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The node answered with an error: its JSON-RPC code and message (e.g. -5 "Invalid or non-wallet transaction id"). */
export class NodeError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message} (${code})`);
  }
}

/** The node's JSON writes an amount as a float: its text (at most the asset's decimals) is read as a decimal. */
export const unitsOfNodeFloat = (value: number, asset: string) => toUnits(value.toFixed(scaleOf(asset)), scaleOf(asset));

/**
 * A read may be asked twice: the node closes idle connections after 30 s, and the first request on a stale one fails
 * with a reset. A call that sends coins or changes the wallet is never repeated blindly: the caller decides what a
 * retry means (a signed transaction is re-sent from its stored hex, which the node answers with the same txid).
 */
type Retry = 'read' | 'never';

/** What `listsinceblock` answers for a wallet: its transactions after the block, removed ones, the next cursor. */
export interface SinceBlock {
  transactions: WalletTransaction[];
  removed?: WalletTransaction[];
  lastblock: string;
}

export interface WalletTransaction {
  address?: string;
  category: 'send' | 'receive' | 'generate' | 'immature' | 'orphan';
  /** A float from the node's JSON: shown only, never counted (values are read from the raw transaction). */
  amount: number;
  vout: number;
  /** Negative when the transaction conflicts with the main chain, 0 in the mempool. */
  confirmations: number;
  blockhash?: string;
  txid: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Bitcoin Core's (and Litecoin Core's) JSON-RPC over plain fetch, one node and its wallets. */
export class NodeRpc {
  constructor(private readonly node: Pick<ChainNodeSettings, 'rpcUrl' | 'rpcUser' | 'rpcPassword' | 'rpcCookieFile'>) {}

  private async authorization(): Promise<string> {
    const credentials =
      this.node.rpcUser && this.node.rpcPassword
        ? `${this.node.rpcUser}:${this.node.rpcPassword}`
        : (await readFile(this.node.rpcCookieFile!, 'utf8')).trim();
    return `Basic ${Buffer.from(credentials).toString('base64')}`;
  }

  private async once<T>(method: string, params: unknown[], wallet: string | undefined): Promise<T> {
    const url = wallet === undefined ? this.node.rpcUrl : `${this.node.rpcUrl.replace(/\/$/, '')}/wallet/${encodeURIComponent(wallet)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: await this.authorization() },
        body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NodeUnavailable(method, error);
    }
    // The node answers RPC errors with HTTP 500 (or 404 for an unknown method) and a JSON body; 401 has no body.
    if (response.status === 401 || response.status === 403) throw new NodeError(method, -401, 'the node refused the RPC credentials');
    let body: { result: T; error: { code: number; message: string } | null };
    try {
      body = await response.json();
    } catch (error) {
      throw new NodeUnavailable(method, error);
    }
    if (body.error) throw new NodeError(method, body.error.code, body.error.message);
    return body.result;
  }

  /** One call; a read is asked again once when the connection failed, anything else never. */
  async call<T>(method: string, params: unknown[] = [], options: { wallet?: string; retry?: Retry } = {}): Promise<T> {
    try {
      return await this.once<T>(method, params, options.wallet);
    } catch (error) {
      if (!(error instanceof NodeUnavailable) || options.retry !== 'read') throw error;
      return this.once<T>(method, params, options.wallet);
    }
  }

  // Reads.
  blockCount = () => this.call<number>('getblockcount', [], { retry: 'read' });
  bestBlockHash = () => this.call<string>('getbestblockhash', [], { retry: 'read' });
  descriptorInfo = (descriptor: string) =>
    this.call<{ descriptor: string; checksum: string }>('getdescriptorinfo', [descriptor], { retry: 'read' });
  deriveAddresses = (descriptor: string, range: [number, number]) =>
    this.call<string[]>('deriveaddresses', [descriptor, range], { retry: 'read' });
  listSinceBlock = (wallet: string, blockHash: string | null, targetConfirmations: number) =>
    this.call<SinceBlock>('listsinceblock', [blockHash ?? '', targetConfirmations, true, true], { wallet, retry: 'read' });
  /** The raw transaction (hex) of a wallet transaction: its outputs' values are read from it as integers. */
  walletTransactionHex = async (wallet: string, txid: string) =>
    (await this.call<{ hex: string }>('gettransaction', [txid, true], { wallet, retry: 'read' })).hex;
  /** A transaction's id and the outputs it spends. */
  decodeRawTransaction = (rawHex: string) =>
    this.call<{ txid: string; vin: { txid: string; vout: number }[] }>('decoderawtransaction', [rawHex], { retry: 'read' });
  /** The network fee a wallet paid for its transaction, as the node writes it (a negative float, in whole coins). */
  walletTransactionFee = async (wallet: string, txid: string) =>
    (await this.call<{ fee?: number }>('gettransaction', [txid, true], { wallet, retry: 'read' })).fee ?? 0;
  /** A wallet transaction's confirmations (negative: it conflicts with the chain). */
  walletConfirmations = async (wallet: string, txid: string) =>
    (await this.call<{ confirmations: number }>('gettransaction', [txid, true], { wallet, retry: 'read' })).confirmations;
  /** The wallet's balance, a float in whole coins as the node writes it (reconciliation turns its text into units). */
  balance = (wallet: string) => this.call<number>('getbalance', ['*', 0, true], { wallet, retry: 'read' });
  listWallets = () => this.call<string[]>('listwallets', [], { retry: 'read' });

  // Wallet changes: idempotent in effect, still never repeated by the adapter.
  loadWallet = (wallet: string) => this.call<{ name: string }>('loadwallet', [wallet]);
  createWallet = (wallet: string, watchOnly: boolean) => this.call<{ name: string }>('createwallet', [wallet, watchOnly, watchOnly]);
  /** Imports addresses watch-only without a rescan: each was derived (and never shown) before this call. */
  importAddresses = (wallet: string, addresses: string[]) =>
    this.call<{ success: boolean; error?: { message: string } }[]>(
      'importmulti',
      [addresses.map((address) => ({ scriptPubKey: { address }, timestamp: 'now', watchonly: true })), { rescan: false }],
      { wallet },
    );

  // Sending (the withdrawal pipeline): build and sign in the wallet, store the hex, then broadcast it.
  createFundedPsbt = (wallet: string, outputs: Record<string, string>[], options: Record<string, unknown> = {}) =>
    this.call<{ psbt: string; fee: number }>('walletcreatefundedpsbt', [[], outputs, 0, options], { wallet });
  processPsbt = (wallet: string, psbt: string) => this.call<{ psbt: string; complete: boolean }>('walletprocesspsbt', [psbt], { wallet });
  finalizePsbt = (psbt: string) => this.call<{ hex?: string; complete: boolean }>('finalizepsbt', [psbt]);
  /** Broadcasts a signed transaction: its txid. Re-sending the same hex answers the same txid (or "already in block chain"). */
  sendRawTransaction = (hex: string) => this.call<string>('sendrawtransaction', [hex]);
  /** Pays an address from a wallet (the demo's faucet): amount as the node's decimal string. */
  sendToAddress = (wallet: string, address: string, amount: string) => this.call<string>('sendtoaddress', [address, amount], { wallet });
  /** Mines blocks whose reward pays `descriptor` (regtest). */
  generateToDescriptor = (blocks: number, descriptor: string) => this.call<string[]>('generatetodescriptor', [blocks, descriptor]);
}
