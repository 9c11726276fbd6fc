import 'server-only';
import { env, type AppEnv } from '@/lib/env';

/** An SMS gateway: hands one text to the network and throws when the gateway refuses it. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/**
 * The gateway of each SMS_PROVIDER value. `outbox` has none: the outbox row written for every message is
 * all that happens, which is what the demo shows. A real gateway is one more entry here.
 */
const providers: Record<AppEnv['SMS_PROVIDER'], SmsProvider | null> = {
  outbox: null,
};

export function smsProvider(): SmsProvider | null {
  return providers[env().SMS_PROVIDER];
}
