CREATE TABLE "dca_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"period" text NOT NULL,
	"times" text[] NOT NULL,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"month_days" smallint[] DEFAULT '{}' NOT NULL,
	"time_zone" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"skipped_in_row" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dca_orders_amount" CHECK ("dca_orders"."amount" > 0),
	CONSTRAINT "dca_orders_period" CHECK ("dca_orders"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "dca_orders_times" CHECK (cardinality("dca_orders"."times") BETWEEN 1 AND (CASE WHEN "dca_orders"."period" = 'day' THEN 3 ELSE 1 END)),
	CONSTRAINT "dca_orders_weekdays" CHECK (("dca_orders"."period" = 'week') = (cardinality("dca_orders"."weekdays") > 0) AND cardinality("dca_orders"."weekdays") <= 7),
	CONSTRAINT "dca_orders_month_days" CHECK (("dca_orders"."period" = 'month') = (cardinality("dca_orders"."month_days") > 0) AND cardinality("dca_orders"."month_days") <= 5)
);
--> statement-breakpoint
CREATE TABLE "dca_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dca_order_id" bigint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"exchange_order_id" bigint,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dca_runs_slot" UNIQUE("dca_order_id","slot"),
	CONSTRAINT "dca_runs_outcome" CHECK (("dca_runs"."outcome" = 'skipped') = ("dca_runs"."reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "dca_orders" ADD CONSTRAINT "dca_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dca_runs" ADD CONSTRAINT "dca_runs_dca_order_id_dca_orders_id_fk" FOREIGN KEY ("dca_order_id") REFERENCES "public"."dca_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dca_runs" ADD CONSTRAINT "dca_runs_exchange_order_id_exchange_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dca_orders_user_idx" ON "dca_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dca_orders_due_idx" ON "dca_orders" USING btree ("next_run_at") WHERE "dca_orders"."active";