CREATE TABLE "stored_files" (
	"store" text NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_store_name_pk" PRIMARY KEY("store","name"),
	CONSTRAINT "stored_files_store" CHECK ("stored_files"."store" IN ('avatars', 'kyc', 'support'))
);
--> statement-breakpoint
-- Uploads are JPEG, PNG, WebP and PDF, compressed already: stored out of line as they are, without a compression try.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
