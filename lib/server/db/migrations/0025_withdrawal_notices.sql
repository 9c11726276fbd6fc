CREATE TABLE "chain_retired_address_tokens" (
	"cancel_token_hash" "bytea" PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "chain_retired_address_tokens" ADD CONSTRAINT "chain_retired_address_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_once_key" ON "broadcasts" USING btree ("once_key");