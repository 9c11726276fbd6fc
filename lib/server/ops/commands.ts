import 'server-only';
import type { Command } from '@/lib/server/core';
import { atmCommands } from '@/lib/server/atms';
import { bankCommands } from '@/lib/server/bank';
import { cardCommands } from '@/lib/server/cards';
import { chainCommands } from '@/lib/server/chain';
import { exchangeCommands } from '@/lib/server/exchange';
import { fileCommands } from '@/lib/server/files';
import { earningCommands } from '@/lib/server/earning';
import { ledgerCommands } from '@/lib/server/ledger';
import { limitCommands } from '@/lib/server/limits';
import { mailboxCommands } from '@/lib/server/mailbox';
import { notificationCommands } from '@/lib/server/notifications';
import { maintenanceCommands } from '@/lib/server/maintenance';
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
  exchange: exchangeCommands,
  earning: earningCommands,
  security: securityCommands,
  notifications: notificationCommands,
  mailbox: mailboxCommands,
  support: supportCommands,
  files: fileCommands,
  chain: chainCommands,
  cards: cardCommands,
  maintenance: maintenanceCommands,
  atms: atmCommands,
};
