-- A machine's notes default to the banknotes of its currency (lib/terms/cash-orders.ts BANKNOTES): NULL where it stores
-- no set of its own. The old default {10,20,50} named notes neither crowns nor euros have as ATM notes, so it is
-- taken back to NULL.
ALTER TABLE "atms" ALTER COLUMN "notes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "atms" ALTER COLUMN "notes" DROP NOT NULL;--> statement-breakpoint
UPDATE "atms" SET "notes" = NULL WHERE "notes" = '{10,20,50}';
