-- The machine's request id of the call that paid a code out or credited a buy's notes, written with the money: the
-- same call sent again after a lost answer is answered as the first (lib/server/cash-orders/orders.ts).
ALTER TABLE "cash_orders" ADD COLUMN "machine_request_id" text;
--> statement-breakpoint
-- A deposit whose transaction the chain replaced (its inputs spent by another transaction in a block): a final state
-- the customer reads, instead of "Pending 0 of N" for good (lib/server/chain/jobs.ts).
ALTER TABLE "chain_deposits" DROP CONSTRAINT "chain_deposits_status";
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_status" CHECK ("chain_deposits"."status" IN ('detected', 'confirming', 'credited', 'below_minimum', 'replaced'));
