-- The limit uses of one side of a transfer (ledger_use_limits' shape), one per period in the order the sender is told
-- of them, or NULL when the customer's level may not use the operation (a period without a limit, or a limit of 0) (0017).
-- The current definition, as the migrations leave it (tests/integration/ledger-sql.test.ts keeps the two equal);
-- change it with a new migration and this file together.
CREATE OR REPLACE FUNCTION public.ledger_transfer_limits(p_user bigint, p_level integer, p_operation text, p_amount numeric, p_side text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN count(r.limit_eur_minor) = 4 AND bool_and(r.limit_eur_minor > 0) THEN
    jsonb_agg(jsonb_build_object('user', p_user, 'operation', p_operation, 'period', p.period, 'amount', p_amount::text,
      'limit', r.limit_eur_minor::text, 'side', p_side) ORDER BY p.position) END
    FROM unnest(ARRAY['day', 'month', 'year', 'total']) WITH ORDINALITY AS p(period, position)
    LEFT JOIN limit_rules r ON r.level = p_level AND r.operation = p_operation AND r.period = p.period
$function$
