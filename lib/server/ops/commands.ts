import 'server-only';
import type { Command } from '@/lib/server/core';
import { bankCommands } from '@/lib/server/bank';
import { inboxCommands } from '@/lib/server/inbox';
import { ledgerCommands } from '@/lib/server/ledger';
import { limitCommands } from '@/lib/server/limits';
import { maintenanceCommands } from '@/lib/server/maintenance';
import { messageCommands } from '@/lib/server/mailbox';
import { planCommands } from '@/lib/server/plans';
import { pricingCommands } from '@/lib/server/pricing';
import { securityCommands } from '@/lib/server/security';
import { supportCommands } from '@/lib/server/support';
import { verificationCommands } from '@/lib/server/verification';

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
  maintenance: maintenanceCommands,
};
