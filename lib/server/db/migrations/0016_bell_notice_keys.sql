ALTER TABLE "broadcasts" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "notice_values" jsonb;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_notice_values" CHECK (("broadcasts"."notice" IS NULL) = ("broadcasts"."notice_values" IS NULL));