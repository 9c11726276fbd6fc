-- Each stored file names the customer it belongs to, so the files domain sums a customer's storage from its own table
-- (files/quota.ts) instead of reading the verification and support tables. The files already stored get their owner
-- from the row that names them: a verification document, a ticket attachment (the ticket's customer; a guest's ticket
-- has none, and counted for no one before either), a profile picture.
ALTER TABLE "stored_files" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "stored_files" f SET "user_id" = k."user_id" FROM "kyc_documents" k WHERE f."store" = 'kyc' AND f."name" = k."stored_name";--> statement-breakpoint
UPDATE "stored_files" f SET "user_id" = t."user_id"
  FROM "support_ticket_attachments" a
  JOIN "support_ticket_posts" p ON p."id" = a."post_id"
  JOIN "support_tickets" t ON t."id" = p."ticket_id"
 WHERE f."store" = 'support' AND f."name" = a."stored_name";--> statement-breakpoint
UPDATE "stored_files" f SET "user_id" = u."id" FROM "users" u WHERE f."store" = 'avatars' AND f."name" = u."image_path";--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id","store");
