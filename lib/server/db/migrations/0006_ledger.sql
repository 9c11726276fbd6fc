CREATE TABLE "feature_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feature" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"plan" text NOT NULL,
	"operation" text NOT NULL,
	"currency" text NOT NULL,
	"basis_points" smallint NOT NULL,
	"fixed_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "fee_rules_plan_operation_currency_pk" PRIMARY KEY("plan","operation","currency"),
	CONSTRAINT "fee_rules_basis_points" CHECK ("fee_rules"."basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "fee_rules_fixed" CHECK ("fee_rules"."fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"asset" text NOT NULL,
	"kind" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"number" text GENERATED ALWAYS AS (CASE WHEN user_id IS NULL THEN NULL ELSE 'KT' || lpad(id::text, 10, '0') || lpad((98 - (id::numeric * 100) % 97)::text, 2, '0') END) STORED,
	"balance" numeric(38, 0) DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('available', 'held', 'staked', 'cash', 'fee', 'liquidity', 'world', 'rewards', 'suspense')),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."may_go_negative" OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_negative_house_only" CHECK (NOT "ledger_accounts"."may_go_negative" OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."kind" IN ('world', 'liquidity'))),
	CONSTRAINT "ledger_accounts_customer_kinds" CHECK (("ledger_accounts"."user_id" IS NULL) = ("ledger_accounts"."kind" NOT IN ('available', 'held', 'staked', 'cash'))),
	CONSTRAINT "ledger_accounts_shard" CHECK ("ledger_accounts"."shard" BETWEEN 0 AND 63)
);
--> statement-breakpoint
CREATE TABLE "ledger_assets" (
	"code" text PRIMARY KEY NOT NULL,
	"scale" smallint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "ledger_assets_scale" CHECK ("ledger_assets"."scale" BETWEEN 0 AND 30),
	CONSTRAINT "ledger_assets_kind" CHECK ("ledger_assets"."kind" IN ('fiat', 'crypto'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 0) NOT NULL,
	"balance_after" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"value_eur_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"reverses" bigint,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_transactions_status" CHECK ("ledger_transactions"."status" IN ('posted', 'pending', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "limit_rules" (
	"level" smallint NOT NULL,
	"operation" text NOT NULL,
	"period" text NOT NULL,
	"limit_eur_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "limit_rules_level_operation_period_pk" PRIMARY KEY("level","operation","period"),
	CONSTRAINT "limit_rules_limit" CHECK ("limit_rules"."limit_eur_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"user_id" bigint NOT NULL,
	"operation" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used_eur_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "limit_usage_user_id_operation_period_period_start_pk" PRIMARY KEY("user_id","operation","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_blocks" ADD CONSTRAINT "feature_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_asset_ledger_assets_code_fk" FOREIGN KEY ("asset") REFERENCES "public"."ledger_assets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_usage" ADD CONSTRAINT "limit_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_blocks_key" ON "feature_blocks" USING btree ("feature",coalesce("user_id", 0));--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("user_id","asset","kind") WHERE "ledger_accounts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("kind","asset","shard") WHERE "ledger_accounts"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_number_key" ON "ledger_accounts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_key" ON "ledger_transactions" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at");--> statement-breakpoint
-- Entries are the ledger's history: a correction is a reversing transaction, never an edit.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never updated or deleted' USING ERRCODE = 'KT001';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
--> statement-breakpoint
-- Checked when the database transaction commits, once every entry of a ledger transaction is written.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT asset INTO unbalanced FROM ledger_entries
    WHERE transaction_id = NEW.transaction_id GROUP BY asset HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in %', NEW.transaction_id, unbalanced USING ERRCODE = 'KT003';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transaction_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- A balance changes only together with the entry that explains it: only ledger_apply may write it.
CREATE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND coalesce(current_setting('ledger.applying', true), '') <> 'on' THEN
    RAISE EXCEPTION 'a ledger balance changes only by posting entries' USING ERRCODE = 'KT001';
  END IF;
  IF NEW.asset IS DISTINCT FROM OLD.asset OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    RAISE EXCEPTION 'a ledger account keeps its owner and asset' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_balance_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_balance_guard();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_balance_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens with a zero balance' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balance_new BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_balance_new();
--> statement-breakpoint
-- Applies signed amounts to accounts as entries of one ledger transaction, in one round trip. Rows are locked in
-- ascending account id (legs marked last, the fee shard, after all others), so two postings never wait on each other
-- in a cycle. A debit is a conditional update: no row means the account would go below zero (KT002).
CREATE FUNCTION ledger_apply(p_transaction bigint, p_legs jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  leg record;
  new_balance numeric(38, 0);
  leg_asset text;
BEGIN
  PERFORM set_config('ledger.applying', 'on', true);
  FOR leg IN
    SELECT (l ->> 'account')::bigint AS account_id, sum((l ->> 'amount')::numeric(38, 0)) AS amount,
           bool_or(coalesce((l ->> 'last')::boolean, false)) AS last
      FROM jsonb_array_elements(p_legs) AS l
      GROUP BY 1
      HAVING sum((l ->> 'amount')::numeric(38, 0)) <> 0
      ORDER BY 3, 1
  LOOP
    UPDATE ledger_accounts SET balance = balance + leg.amount
      WHERE id = leg.account_id AND (may_go_negative OR balance + leg.amount >= 0)
      RETURNING balance, asset INTO new_balance, leg_asset;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = leg.account_id) THEN
        RAISE EXCEPTION 'insufficient funds on ledger account %', leg.account_id USING ERRCODE = 'KT002';
      END IF;
      RAISE EXCEPTION 'no ledger account %', leg.account_id USING ERRCODE = 'KT004';
    END IF;
    INSERT INTO ledger_entries (transaction_id, account_id, asset, amount, balance_after)
      VALUES (p_transaction, leg.account_id, leg_asset, leg.amount, new_balance);
  END LOOP;
  PERFORM set_config('ledger.applying', 'off', true);
END $$;
--> statement-breakpoint
-- A new ledger transaction and its entries: posted at once, or pending (a hold) to be settled later.
CREATE FUNCTION ledger_post(p_kind text, p_status text, p_legs jsonb, p_value_eur_minor numeric, p_metadata jsonb, p_reverses bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  transaction_id bigint;
BEGIN
  INSERT INTO ledger_transactions (kind, status, value_eur_minor, metadata, reverses)
    VALUES (p_kind, p_status, p_value_eur_minor, p_metadata, p_reverses)
    RETURNING id INTO transaction_id;
  PERFORM ledger_apply(transaction_id, p_legs);
  RETURN transaction_id;
END $$;
--> statement-breakpoint
-- Posts or voids a pending transaction, at most once (KT005 when it was already settled), with the entries that
-- move the held funds on.
CREATE FUNCTION ledger_settle(p_transaction bigint, p_status text, p_legs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'a pending transaction is posted or voided, not %', p_status USING ERRCODE = 'KT005';
  END IF;
  UPDATE ledger_transactions SET status = p_status, settled_at = now() WHERE id = p_transaction AND status = 'pending';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transaction % is not pending', p_transaction USING ERRCODE = 'KT005';
  END IF;
  PERFORM ledger_apply(p_transaction, p_legs);
END $$;
--> statement-breakpoint
-- A migrated account keeps its old level (5 in the spec); everyone else starts at 0 and earns level 1 with a completed profile.
UPDATE users SET verification_level = old_level_number WHERE old_level_number > 0;
