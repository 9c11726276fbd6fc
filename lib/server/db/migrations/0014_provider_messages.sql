CREATE TABLE "provider_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"in_reply_to" integer,
	"operator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	CONSTRAINT "provider_messages_id_user" UNIQUE("id","user_id"),
	CONSTRAINT "provider_messages_direction" CHECK ("provider_messages"."direction" IN ('to_support', 'from_support')),
	CONSTRAINT "provider_messages_operator" CHECK (("provider_messages"."direction" = 'from_support') = ("provider_messages"."operator" IS NOT NULL)),
	CONSTRAINT "provider_messages_read" CHECK ("provider_messages"."direction" = 'from_support' OR "provider_messages"."read_at" IS NULL),
	CONSTRAINT "provider_messages_handled" CHECK ("provider_messages"."direction" = 'to_support' OR "provider_messages"."handled_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "provider_messages" ADD CONSTRAINT "provider_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_messages" ADD CONSTRAINT "provider_messages_reply_fk" FOREIGN KEY ("in_reply_to","user_id") REFERENCES "public"."provider_messages"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_messages_folder_idx" ON "provider_messages" USING btree ("user_id","direction","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_messages_reply_idx" ON "provider_messages" USING btree ("in_reply_to");--> statement-breakpoint
CREATE INDEX "provider_messages_new_idx" ON "provider_messages" USING btree ("created_at") WHERE "provider_messages"."direction" = 'to_support' AND "provider_messages"."handled_at" IS NULL;