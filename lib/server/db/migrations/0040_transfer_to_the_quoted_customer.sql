-- A confirmed quote names its recipient by customer id ({"id": …}), the customer the sender saw named on the
-- confirmation screen: an e-mail or phone looked up again at the send could by then belong to someone else (issue 42).
-- The function is 0036's with that one branch added; an e-mail, phone or account number is looked up as before.
CREATE OR REPLACE FUNCTION public.ledger_transfer(p_sender bigint, p_key text, p_request_hash text, p_key_lifetime interval, p_twin_wait text, p_feature text, p_recipient jsonb, p_currency text, p_amount numeric, p_value_eur_minor numeric, p_fee_shard integer, p_notice jsonb, p_quoted_fee jsonb DEFAULT NULL::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  stored record;
  sender record;
  recipient record;
  fee_basis_points integer := 0;
  fee_fixed_minor numeric(38, 0) := 0;
  fee numeric(38, 0) := 0;
  source_id bigint;
  source_balance numeric(38, 0);
  target_id bigint;
  shard_id bigint;
  sender_rules jsonb;
  recipient_rules jsonb;
  over record;
  posted jsonb;
  answer jsonb := '{"outcome": "refused"}';
  failed_detail text;
BEGIN
  PERFORM set_config('lock_timeout', p_twin_wait, true);
  INSERT INTO idempotency_keys AS k (user_id, key, request_hash) VALUES (p_sender, p_key, p_request_hash)
    ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_body = NULL,
      created_at = now()
    WHERE k.created_at < now() - p_key_lifetime;
  IF NOT FOUND THEN
    SELECT k.request_hash, k.response_body INTO stored FROM idempotency_keys k WHERE k.user_id = p_sender AND k.key = p_key;
    IF stored.request_hash IS DISTINCT FROM p_request_hash THEN
      RETURN jsonb_build_object('outcome', 'refused', 'code', 'keyReused');
    END IF;
    RETURN stored.response_body;
  END IF;

  SELECT u.plan, u.verification_level INTO sender FROM users u WHERE u.id = p_sender FOR NO KEY UPDATE;
  IF NOT EXISTS (SELECT 1 FROM fee_rules) OR NOT EXISTS (SELECT 1 FROM limit_rules) THEN
    RAISE EXCEPTION 'no fee schedule or limit rules yet' USING ERRCODE = 'KT007';
  END IF;
  IF p_quoted_fee IS NULL THEN
    SELECT r.basis_points, r.fixed_minor INTO fee_basis_points, fee_fixed_minor FROM fee_rules r
     WHERE r.plan = sender.plan AND r.operation = 'internal_transfer' AND r.currency = p_currency;
  ELSE
    fee_basis_points := (p_quoted_fee ->> 'basisPoints')::integer;
    fee_fixed_minor := (p_quoted_fee ->> 'fixedMinor')::numeric;
  END IF;
  fee_basis_points := coalesce(fee_basis_points, 0);
  fee_fixed_minor := coalesce(fee_fixed_minor, 0);
  fee := div(p_amount * fee_basis_points + 9999, 10000) + fee_fixed_minor;

  <<checks>>
  BEGIN
    IF EXISTS (SELECT 1 FROM feature_blocks b WHERE b.feature = p_feature AND (b.user_id IS NULL OR b.user_id = p_sender)) THEN
      answer := answer || '{"code": "blocked", "side": "sender"}';
      EXIT checks;
    END IF;
    sender_rules := ledger_transfer_limits(p_sender, sender.verification_level, 'online_fiat', p_value_eur_minor, 'sender');
    IF sender_rules IS NULL THEN
      answer := answer || '{"code": "notAtLevel", "side": "sender"}';
      EXIT checks;
    END IF;
    SELECT a.id, a.balance INTO source_id, source_balance FROM ledger_accounts a
     WHERE a.user_id = p_sender AND a.asset = p_currency AND a.kind = 'available';
    IF coalesce(source_balance, 0) < p_amount + fee THEN
      answer := answer || '{"code": "insufficientFunds"}';
      EXIT checks;
    END IF;
    -- The sender's own limits before anything about the recipient; the posting counts them again under its locks.
    SELECT r.l ->> 'period' AS period, r.l ->> 'limit' AS limit_value, coalesce(u.used_eur_minor, 0)::text AS used INTO over
      FROM jsonb_array_elements(sender_rules) WITH ORDINALITY AS r(l, position)
      LEFT JOIN limit_usage u ON u.user_id = p_sender AND u.operation = 'online_fiat' AND u.period = r.l ->> 'period'
                             AND u.period_start = ledger_period_start(r.l ->> 'period', now())
     WHERE coalesce(u.used_eur_minor, 0) + p_value_eur_minor > (r.l ->> 'limit')::numeric
     ORDER BY r.position LIMIT 1;
    IF FOUND THEN
      answer := answer || jsonb_build_object('code', 'limitExceeded', 'side', 'sender', 'period', over.period,
        'limit', over.limit_value, 'used', over.used);
      EXIT checks;
    END IF;

    IF p_recipient ? 'id' THEN
      SELECT u.* INTO recipient FROM users u
       WHERE u.id = (p_recipient ->> 'id')::bigint
         AND u.status = 'active' AND u.email_verified_at IS NOT NULL AND u.phone_verified_at IS NOT NULL AND u.id <> p_sender;
    ELSIF p_recipient ? 'number' THEN
      SELECT u.* INTO recipient FROM ledger_accounts a JOIN users u ON u.id = a.user_id
       WHERE a.number = p_recipient ->> 'number' AND a.kind = 'available' AND a.asset = p_currency
         AND u.status = 'active' AND u.email_verified_at IS NOT NULL AND u.phone_verified_at IS NOT NULL AND u.id <> p_sender;
    ELSE
      SELECT u.* INTO recipient FROM users u
       WHERE (lower(u.email) = p_recipient ->> 'email' OR u.phone = p_recipient ->> 'phone')
         AND u.status = 'active' AND u.email_verified_at IS NOT NULL AND u.phone_verified_at IS NOT NULL AND u.id <> p_sender
       LIMIT 1;
    END IF;
    IF NOT FOUND THEN
      answer := answer || '{"code": "recipientNotFound"}';
      EXIT checks;
    END IF;
    IF EXISTS (SELECT 1 FROM feature_blocks b WHERE b.feature = p_feature AND (b.user_id IS NULL OR b.user_id = recipient.id)) THEN
      answer := answer || '{"code": "blocked", "side": "recipient"}';
      EXIT checks;
    END IF;
    recipient_rules := ledger_transfer_limits(recipient.id, recipient.verification_level, 'deposit', p_value_eur_minor, 'recipient');
    IF recipient_rules IS NULL THEN
      answer := answer || '{"code": "notAtLevel", "side": "recipient"}';
      EXIT checks;
    END IF;

    SELECT a.id INTO target_id FROM ledger_accounts a WHERE a.user_id = recipient.id AND a.asset = p_currency AND a.kind = 'available';
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (user_id, asset, kind) VALUES (recipient.id, p_currency, 'available') ON CONFLICT DO NOTHING;
      SELECT a.id INTO target_id FROM ledger_accounts a WHERE a.user_id = recipient.id AND a.asset = p_currency AND a.kind = 'available';
    END IF;
    IF fee > 0 THEN
      SELECT a.id INTO shard_id FROM ledger_accounts a
       WHERE a.user_id IS NULL AND a.kind = 'fee' AND a.asset = p_currency AND a.shard = p_fee_shard;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (kind, asset, shard) VALUES ('fee', p_currency, p_fee_shard) ON CONFLICT DO NOTHING;
        SELECT a.id INTO shard_id FROM ledger_accounts a
         WHERE a.user_id IS NULL AND a.kind = 'fee' AND a.asset = p_currency AND a.shard = p_fee_shard;
      END IF;
    END IF;
    BEGIN
      -- Written before the posting, which locks the recipient's balance and counters: they stay locked for the
      -- posting and the commit only, so many customers can pay one (a shop) at once.
      INSERT INTO broadcasts (title, message, to_send, toid, notice, notice_values)
        VALUES (p_notice ->> 'title', p_notice ->> 'message', 'User', recipient.id, p_notice ->> 'notice', p_notice -> 'noticeValues');
      -- The e-mail commits with the money and is rendered and sent after it (lib/server/transfers, its job).
      IF recipient.notify_transfer_received THEN
        INSERT INTO outbox (channel, recipient, purpose, pending)
          VALUES ('email', recipient.email, 'transfer-received', jsonb_build_object(
            'recipient', jsonb_build_object('email', recipient.email, 'language', recipient.language,
              'antiPhishingCode', recipient.anti_phishing_code, 'mailToken', recipient.mail_token),
            'values', p_notice -> 'noticeValues'));
      END IF;
      posted := ledger_post('transfer', 'posted',
        jsonb_build_array(
          jsonb_build_object('account', source_id, 'amount', (-(p_amount + fee))::text),
          jsonb_build_object('account', target_id, 'amount', p_amount::text))
        || CASE WHEN fee > 0 THEN jsonb_build_array(jsonb_build_object('account', shard_id, 'amount', fee::text, 'last', true))
                ELSE '[]'::jsonb END,
        p_value_eur_minor,
        jsonb_build_object('from', p_sender, 'to', recipient.id, 'currency', p_currency, 'amount', p_amount::text, 'fee', fee::text),
        NULL, sender_rules || recipient_rules);
    EXCEPTION
      WHEN SQLSTATE 'KT002' THEN
        answer := answer || '{"code": "insufficientFunds"}';
        EXIT checks;
      WHEN SQLSTATE 'KT006' THEN
        GET STACKED DIAGNOSTICS failed_detail = PG_EXCEPTION_DETAIL;
        answer := answer || '{"code": "limitExceeded"}' || failed_detail::jsonb;
        EXIT checks;
    END;
    answer := jsonb_build_object(
      'outcome', 'posted',
      'transaction', posted -> 'id',
      'fee', fee::text,
      'basisPoints', fee_basis_points,
      'fixedMinor', fee_fixed_minor::text,
      'available', ((posted -> 'balances' ->> source_id::text)::numeric + p_amount + fee)::text,
      'recipient', jsonb_build_object('profileType', recipient.profile_type, 'firstName', recipient.first_name,
        'lastName', recipient.last_name, 'companyName', recipient.company_name),
      'limits', coalesce((SELECT jsonb_agg(c) FROM jsonb_array_elements(posted -> 'limits') c WHERE (c ->> 'user')::bigint = p_sender), '[]'));
  END checks;

  UPDATE idempotency_keys k SET response_status = CASE
      WHEN answer ->> 'outcome' = 'posted' THEN 200
      WHEN answer ->> 'code' IN ('blocked', 'notAtLevel') AND answer ->> 'side' = 'sender' THEN 403
      ELSE 422 END,
    response_body = answer
   WHERE k.user_id = p_sender AND k.key = p_key;
  RETURN answer;
END $function$
