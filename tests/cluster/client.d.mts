export const CLIENT_TOKEN: string;
export const DEMO_PASSWORD: string;

export function apiHeaders(token?: string, extra?: Record<string, string>): Record<string, string>;

export interface Answer {
  status: number;
  /** The legacy envelope ({ code, message, data }), or null when the body is not JSON. */
  envelope: any;
  text: string;
  headers: Headers;
  /** The x-instance header: which instance answered. */
  instance: string | null;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookie?: string;
  /** The local address to connect from, e.g. 127.0.0.2. */
  from?: string;
  /** Gives up (rejects) when no answer came within this many milliseconds. */
  timeoutMs?: number;
}

export function call(base: string, path: string, options?: CallOptions): Promise<Answer>;

export function signIn(
  base: string,
  login: string,
  password?: string,
  options?: Omit<CallOptions, 'method' | 'body' | 'token'>,
): Promise<{ token: string; instance: string | null }>;

export const DEMO: {
  personal: { login: string; id: number };
  corporate: { login: string; id: number };
  legacy: { login: string; id: number };
};
