-- A sign-in attempt is counted before its password is checked: admitted attempts are written as
-- 'pending' (counted as a failure) and settled to 'failure' or 'success' after the check.
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_outcome_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_outcome_check CHECK (outcome IN ('pending', 'success', 'failure', 'throttled'));

-- Admits or refuses one sign-in attempt and writes it to login_attempts, in one statement.
-- Attempts on the same address or account queue on advisory locks held until this statement's
-- transaction commits, and each count runs on a fresh snapshot (a VOLATILE function), so every
-- attempt sees the ones admitted before it, on every instance. Limits and windows come from the
-- caller (one declaration of each, in the server's throttle module).
-- blocked_scope is null when admitted; retry_after_seconds is when the refusal would end.
CREATE FUNCTION admit_sign_in(p_email_key text, p_ip text, address_limit integer, address_window_seconds double precision,
                              account_limit integer, account_window_seconds double precision)
RETURNS TABLE (attempt_id bigint, blocked_scope text, retry_after_seconds double precision)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  address_lock bigint := hashtextextended('sign-in address ' || p_ip, 0);
  account_lock bigint := hashtextextended('sign-in account ' || p_email_key, 0);
  attempt_at timestamptz;
  counted integer;
  freed_at timestamptz;
BEGIN
  -- Always in the same order, so two attempts never wait for each other's second lock.
  PERFORM pg_advisory_xact_lock(least(address_lock, account_lock));
  IF address_lock <> account_lock THEN
    PERFORM pg_advisory_xact_lock(greatest(address_lock, account_lock));
  END IF;
  -- The time after the wait: now() is when the transaction began, before it queued.
  attempt_at := clock_timestamp();
  blocked_scope := NULL;
  retry_after_seconds := NULL;

  -- Per address: attempts that got a password check (refused ones do not prolong the refusal).
  SELECT count(*) INTO counted FROM login_attempts
   WHERE ip = p_ip AND outcome <> 'throttled' AND created_at > attempt_at - make_interval(secs => address_window_seconds);
  IF counted >= address_limit THEN
    -- The next attempt is admitted once all but limit - 1 of these have left the window.
    SELECT created_at INTO freed_at FROM login_attempts
     WHERE ip = p_ip AND outcome <> 'throttled' AND created_at > attempt_at - make_interval(secs => address_window_seconds)
     ORDER BY created_at, id OFFSET counted - address_limit LIMIT 1;
    blocked_scope := 'address';
    retry_after_seconds := address_window_seconds - extract(epoch FROM attempt_at - freed_at);
  ELSE
    -- Per account: failures, and admitted attempts whose check has not finished yet.
    SELECT count(*) INTO counted FROM login_attempts
     WHERE email_key = p_email_key AND outcome IN ('failure', 'pending') AND created_at > attempt_at - make_interval(secs => account_window_seconds);
    IF counted >= account_limit THEN
      SELECT created_at INTO freed_at FROM login_attempts
       WHERE email_key = p_email_key AND outcome IN ('failure', 'pending') AND created_at > attempt_at - make_interval(secs => account_window_seconds)
       ORDER BY created_at, id OFFSET counted - account_limit LIMIT 1;
      blocked_scope := 'account';
      retry_after_seconds := account_window_seconds - extract(epoch FROM attempt_at - freed_at);
    END IF;
  END IF;

  INSERT INTO login_attempts (email_key, ip, outcome, created_at)
  VALUES (p_email_key, p_ip, CASE WHEN blocked_scope IS NULL THEN 'pending' ELSE 'throttled' END, attempt_at)
  RETURNING id INTO attempt_id;
  RETURN NEXT;
END
$$;
