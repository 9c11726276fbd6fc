import 'server-only';
import type { Command } from '@/lib/server/core/command';
import { bankCommands } from '@/lib/server/bank/ops';
import { inboxCommands } from '@/lib/server/inbox/ops';
import { ledgerCommands } from '@/lib/server/ledger/ops';
import { limitCommands } from '@/lib/server/limits/ops';
import { messageCommands } from '@/lib/server/messages/ops';
import { planCommands } from '@/lib/server/plans/ops';
import { pricingCommands } from '@/lib/server/pricing/ops';
import { securityCommands } from '@/lib/server/security/ops';
import { supportCommands } from '@/lib/server/support/ops';
import { verificationCommands } from '@/lib/server/verification/ops';

/** Every domain's operator commands (its `ops.ts`), in the order `npm run ops` lists them. */
export const COMMANDS_BY_DOMAIN: Record<string, readonly Command[]> = {
  bank: bankCommands,
  ledger: ledgerCommands,
  verification: verificationCommands,
  plans: planCommands,
  limits: limitCommands,
  pricing: pricingCommands,
  security: securityCommands,
  inbox: inboxCommands,
  messages: messageCommands,
  support: supportCommands,
};
