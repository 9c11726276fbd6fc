CREATE TABLE "atms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description_id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"status" text NOT NULL,
	"can_buy" boolean NOT NULL,
	"can_sell" boolean NOT NULL,
	"coins" text[] NOT NULL,
	"opening_hours" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atms_country" CHECK ("atms"."country" IN ('CZ', 'SK', 'GR')),
	CONSTRAINT "atms_status" CHECK ("atms"."status" IN ('In operation', 'In Maintenance'))
);
--> statement-breakpoint
CREATE TABLE "auto_logout_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" boolean NOT NULL,
	"logout_timeout" integer NOT NULL,
	"logout_message" text NOT NULL,
	CONSTRAINT "auto_logout_timeout_positive" CHECK ("auto_logout_settings"."logout_timeout" > 0)
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"bc_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_bc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"message" text NOT NULL,
	"to_send" text NOT NULL,
	"toid" bigint,
	"created_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_to_send" CHECK ("broadcasts"."to_send" IN ('All', 'User')),
	CONSTRAINT "broadcasts_recipient" CHECK (("broadcasts"."to_send" = 'User') = ("broadcasts"."toid" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"created_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_state" CHECK ("sessions"."state" IN ('pending', 'active'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"email" text NOT NULL,
	"phone" text,
	"country_code" text,
	"password_hash" text NOT NULL,
	"profile_type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text,
	"plan" text DEFAULT 'basic' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"old_level_number" smallint DEFAULT 0 NOT NULL,
	"auth_enabled" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"image_path" text,
	"created_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	CONSTRAINT "users_profile_type" CHECK ("users"."profile_type" IN ('personal', 'corporate')),
	CONSTRAINT "users_plan" CHECK ("users"."plan" IN ('basic', 'advanced', 'pro')),
	CONSTRAINT "users_status" CHECK ("users"."status" IN ('active', 'blocked'))
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_toid_users_id_fk" FOREIGN KEY ("toid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atms_description_id_key" ON "atms" USING btree ("description_id");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_datetime");--> statement-breakpoint
CREATE INDEX "broadcasts_toid_idx" ON "broadcasts" USING btree ("toid");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");