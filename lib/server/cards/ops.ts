import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/lib/env';
import { defineCommand, labelled, option, rowId, unitsOf, UsageError } from '@/lib/server/core';
import { schema } from '@/lib/server/db';
import { CARD_CURRENCY } from '@/lib/terms/cards';
import { cardIssuer } from './cards';
import { simulatePurchase } from './simulator';

const { cards } = schema;

export const cardCommands = [
  defineCommand({
    name: 'cards simulate-purchase',
    help: 'the simulated issuer pays with a card at a merchant: a signed authorization webhook to the running app, then its capture',
    args: z.object({
      card: labelled(rowId('the card id is cards.id (data-card-id on /cardmanagement)'), 'card-id'),
      amount: labelled(z.string(), 'amount'),
      merchant: option(z.string().trim().min(1).max(100).default('Demo merchant'), 'merchant'),
      // The app the issuer posts to, when it is not PUBLIC_ORIGIN (a test server on another port).
      origin: option(z.url().optional(), 'origin'),
    }),
    writes: false,
    async run({ args, tx }) {
      if (env().CARD_ISSUER !== 'simulated') throw new UsageError('only the simulated issuer can be driven from here');
      const amountMinor = Number(unitsOf(args.amount, CARD_CURRENCY));
      if (amountMinor <= 0) throw new UsageError('the amount is above zero');
      const [card] = await tx.select().from(cards).where(eq(cards.id, args.card));
      if (!card || card.issuer !== cardIssuer().name) throw new UsageError(`no card #${args.card} of the ${cardIssuer().name} issuer`);
      const result = await simulatePurchase(args.origin ?? env().PUBLIC_ORIGIN, {
        card: card.issuerCardId,
        amountMinor,
        merchant: args.merchant,
      });
      return {
        lines: [
          result.approved
            ? `approved and captured: ${args.amount} ${CARD_CURRENCY} at ${args.merchant} (${result.authorization})`
            : `declined: ${result.reason ?? 'unknown'} (${result.authorization})`,
        ],
      };
    },
  }),
];
