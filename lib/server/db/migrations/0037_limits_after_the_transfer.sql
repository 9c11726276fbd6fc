-- A send's lookup limits are counted in the transfer's own statement, after the transfer (their CTEs read its row),
-- so an address's limit row is held only through the commit and never by a transfer stuck on a lock. An attempt over
-- a limit must not move money: this raises KT008 with the seconds to wait as DETAIL, which rolls the transfer back;
-- the caller then counts the attempt in a statement of its own and answers 429.
CREATE OR REPLACE FUNCTION public.rate_limit_refuse(p_retry_after integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_retry_after IS NOT NULL THEN
    RAISE EXCEPTION 'over a rate limit' USING ERRCODE = 'KT008', DETAIL = p_retry_after::text;
  END IF;
  RETURN NULL;
END $function$;
