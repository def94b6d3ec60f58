CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"system" text,
	"currency" text NOT NULL,
	"balance" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_one_owner" CHECK (("ledger_accounts"."user_id" IS NULL) <> ("ledger_accounts"."system" IS NULL)),
	CONSTRAINT "ledger_accounts_user_has_balance" CHECK (("ledger_accounts"."user_id" IS NULL) = ("ledger_accounts"."balance" IS NULL)),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" IN ('coin', 'point'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_currency" ON "ledger_accounts" USING btree ("user_id","currency") WHERE "ledger_accounts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_currency" ON "ledger_accounts" USING btree ("system","currency") WHERE "ledger_accounts"."system" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
-- Every user keeps their coins: coin_accounts' balances become opening transactions of the ledger.
INSERT INTO "ledger_accounts" ("system", "currency") VALUES ('opening', 'coin'), ('rewards', 'coin');--> statement-breakpoint
INSERT INTO "ledger_accounts" ("user_id", "currency", "balance", "updated_at")
SELECT u."id", 'coin', COALESCE(c."balance", 0), COALESCE(c."updated_at", now())
FROM "users" u LEFT JOIN "coin_accounts" c ON c."user_id" = u."id";--> statement-breakpoint
WITH "opened" AS (
	INSERT INTO "ledger_transactions" ("idempotency_key", "kind", "memo")
	SELECT 'opening:' || "user_id", 'opening', 'coin_accounts before the ledger' FROM "coin_accounts" WHERE "balance" > 0
	RETURNING "id", "idempotency_key"
)
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount", "balance_after")
SELECT o."id", a."id", c."balance", c."balance"
FROM "opened" o
JOIN "coin_accounts" c ON o."idempotency_key" = 'opening:' || c."user_id"
JOIN "ledger_accounts" a ON a."user_id" = c."user_id" AND a."currency" = 'coin'
UNION ALL
SELECT o."id", s."id", -c."balance", NULL
FROM "opened" o
JOIN "coin_accounts" c ON o."idempotency_key" = 'opening:' || c."user_id"
CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "system" = 'opening' AND "currency" = 'coin') s;--> statement-breakpoint
DROP TABLE "coin_accounts" CASCADE;--> statement-breakpoint
-- Rewards claimed before the ledger existed (first binds) are paid now, each as its own transaction.
CREATE TEMPORARY TABLE "unpaid_claims" AS
SELECT rc."user_id", rc."reward", rc."coins", a."id" AS "account_id",
	a."balance" + SUM(rc."coins") OVER (PARTITION BY rc."user_id" ORDER BY rc."claimed_at", rc."reward") AS "balance_after"
FROM "reward_claims" rc
JOIN "ledger_accounts" a ON a."user_id" = rc."user_id" AND a."currency" = 'coin'
WHERE rc."paid_at" IS NULL AND rc."coins" > 0;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("idempotency_key", "kind", "memo")
SELECT 'reward:' || "user_id" || ':' || "reward", 'reward', "reward" FROM "unpaid_claims";--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount", "balance_after")
SELECT t."id", u."account_id", u."coins", u."balance_after"
FROM "unpaid_claims" u JOIN "ledger_transactions" t ON t."idempotency_key" = 'reward:' || u."user_id" || ':' || u."reward"
UNION ALL
SELECT t."id", s."id", -u."coins", NULL
FROM "unpaid_claims" u JOIN "ledger_transactions" t ON t."idempotency_key" = 'reward:' || u."user_id" || ':' || u."reward"
CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "system" = 'rewards' AND "currency" = 'coin') s;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = a."balance" + p."coins", "updated_at" = now()
FROM (SELECT "account_id", SUM("coins") AS "coins" FROM "unpaid_claims" GROUP BY "account_id") p
WHERE a."id" = p."account_id";--> statement-breakpoint
UPDATE "reward_claims" rc SET "paid_at" = now()
FROM "unpaid_claims" u WHERE rc."user_id" = u."user_id" AND rc."reward" = u."reward";--> statement-breakpoint
DROP TABLE "unpaid_claims";--> statement-breakpoint
-- The money rules the database itself keeps (docs/ledger.md): a transaction's entries sum to zero in each
-- currency, checked at commit; entries and transactions are never changed or removed.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM "ledger_entries" e JOIN "ledger_accounts" a ON a."id" = e."account_id"
		WHERE e."transaction_id" = NEW."transaction_id"
		GROUP BY a."currency" HAVING SUM(e."amount") <> 0
	) THEN
		RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id" USING ERRCODE = '23514';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: correct it with another transaction', TG_TABLE_NAME USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
