ALTER TABLE "conversion_quotes" DROP CONSTRAINT "conversion_quotes_from_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "conversion_quotes" DROP CONSTRAINT "conversion_quotes_to_account_id_ledger_accounts_id_fk";
