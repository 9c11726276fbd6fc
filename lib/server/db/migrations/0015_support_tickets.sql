CREATE TABLE "support_ticket_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	CONSTRAINT "support_ticket_attachments_size" CHECK ("support_ticket_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "support_ticket_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_posts_author" CHECK ("support_ticket_posts"."author" IN ('customer', 'support')),
	CONSTRAINT "support_ticket_posts_operator" CHECK (("support_ticket_posts"."author" = 'support') = ("support_ticket_posts"."operator_name" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"guest_email" text,
	"guest_language" text,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status" CHECK ("support_tickets"."status" IN ('open', 'waiting', 'resolved')),
	CONSTRAINT "support_tickets_tier" CHECK ("support_tickets"."tier" IN ('support', 'senior', 'vip')),
	CONSTRAINT "support_tickets_owner" CHECK ("support_tickets"."user_id" IS NOT NULL OR "support_tickets"."guest_email" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_post_id_support_ticket_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."support_ticket_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_posts" ADD CONSTRAINT "support_ticket_posts_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_attachments_post_idx" ON "support_ticket_attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "support_ticket_posts_ticket_idx" ON "support_ticket_posts" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at");