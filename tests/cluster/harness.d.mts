export type InstanceId = 'app1' | 'app2';

export interface Cluster {
  /** The proxy: what clients call. */
  base: string;
  /** The cluster's data folder: PostgreSQL's data, each instance's log, HAProxy's configuration and log. */
  dir: string;
  databaseUrl: string;
  instanceIds: readonly InstanceId[];
  urlOf(id: InstanceId): string;
  pidOf(id: InstanceId): number | undefined;
  rssOf(id: InstanceId): number | null;
  proxyStatus(): Promise<Partial<Record<InstanceId, string>>>;
  waitForProxyStatus(id: InstanceId, wanted: string, timeoutMs?: number): Promise<void>;
  kill(id: InstanceId, signal?: NodeJS.Signals): Promise<void>;
  restart(id: InstanceId): Promise<void>;
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  stop(): Promise<void>;
}

export function startCluster(options?: {
  name?: string;
  proxyPort?: number;
  pgPort?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;

export function localProxyConfig(
  template: string,
  settings: { proxyPort: number; instancePorts: readonly [number, number]; dir: string },
): string;

export function rssOf(pid: number): number | null;
