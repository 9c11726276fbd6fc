export interface RegtestSettings {
  rpcUrl: string;
  rpcUser: string;
  rpcPassword: string;
  depositWallet: string;
  hotWallet: string;
  network: 'regtest';
  confirmations: number;
  minDeposit: string;
  xpub: string;
}

export interface RegtestNode {
  pid: number;
  settings: RegtestSettings;
  rpc<T = unknown>(method: string, params?: unknown[], wallet?: string): Promise<T>;
  mine(blocks?: number): Promise<string[]>;
  pay(address: string, amount: string | number): Promise<string>;
  stop(): Promise<void>;
}

export function litecoindAvailable(): boolean;

export function rpcClient(settings: Pick<RegtestSettings, 'rpcUrl' | 'rpcUser' | 'rpcPassword'>): RegtestNode['rpc'];
export function startRegtestNode(options: {
  dir: string;
  rpcPort?: number;
  rpcPassword?: string;
  confirmations?: number;
  minDeposit?: string;
  log?: (message: string) => void;
}): Promise<RegtestNode>;
export function nodeFileOf(dir: string): string;
