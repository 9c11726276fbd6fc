import type { IncomingMessage } from 'node:http';

export declare const CLIENT_IP_HEADER: 'x-kt-client-ip';
export declare const CLIENT_IP_MARK: 'KT_CLIENT_IP_FROM_SERVER';
export declare function plainIp(value: unknown): string | null;
export declare function clientIpOf(input: {
  socketAddress?: string | null;
  forwardedFor?: string | string[] | null;
  trustedHops: number;
}): string | null;
export declare function trustedProxyHops(raw: string | undefined): number | undefined;
export declare function stampClientIp(req: IncomingMessage, trustedHops: number): void;
