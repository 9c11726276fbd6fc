-- Entries are the ledger's history: a correction is a reversing transaction, never an edit (0006).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_entries_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ledger entries are never updated or deleted' USING ERRCODE = 'KT001';
END $function$
