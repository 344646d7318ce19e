import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { Client, sha256, signedInClient, tokenFromOutbox, uniqueEmail, type SignedInClient } from './support';

const count = async (store: TestStore, sql: string, params: unknown[] = []) =>
  (await store.db.query<{ n: number }>(sql, params)).rows[0]!.n;

describe.each(DATABASE_FLAVOURS)('accounts API on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('register', () => {
    it('refuses each bad input with a clear 400 and stores nothing', async () => {
      const client = new Client(store);
      const email = uniqueEmail('bad');
      const cases: [unknown, RegExp][] = [
        [{}, /enter your email/i],
        [{ Email: 'not-an-email', UserName: 'A', Password: 'Secret123' }, /valid email address/],
        [{ Email: `${'a'.repeat(40)}!`, UserName: 'A', Password: 'Secret123' }, /valid email address/],
        [{ Email: email, UserName: 'A', Password: 'short1' }, /8 to 128 characters/],
        [{ Email: email, UserName: 'A', Password: 'abcdefghij' }, /at least one digit/],
        [{ Email: email, UserName: 'A', Password: '1234567890' }, /at least one letter/],
        [{ Email: email, UserName: 'A', Password: 'Secret 123' }, /may only use/],
        [{ Email: email, UserName: 'A', Password: 'Secret123', ConfirmPassword: 'Secret124' }, /do not match/],
        [{ Email: email, UserName: '', Password: 'Secret123' }, /user name/i],
        [{ Email: email, UserName: 'A'.repeat(51), Password: 'Secret123' }, /at most 50/],
        [{ Email: ['x'], UserName: 'A', Password: 'Secret123' }, /email/i],
        [[1, 2, 3], /./],
      ];
      // How long each refusal takes: tests/bench/validation.ts.
      for (const [body, message] of cases) {
        const { status, body: envelope } = await client.post('/account/register', body);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(envelope).toMatchObject({ state: 'error', code: 400, data: null });
        expect(envelope.message).toMatch(message);
      }
      const malformed = await client.call('POST', '/account/register', '{"Email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('The request body is not valid JSON.');
      expect(await count(store, 'SELECT count(*) AS n FROM users WHERE email_key = lower($1)', [email])).toBe(0);
      expect(await count(store, 'SELECT count(*) AS n FROM outbox WHERE to_address = $1', [email])).toBe(0);
    });

    it('creates an unconfirmed account with an argon2id hash and mails a verification link in the same transaction', async () => {
      const client = new Client(store);
      const email = uniqueEmail('new');
      const { status, body } = await client.post('/account/register', {
        Email: email,
        UserName: 'New Buyer',
        Password: 'Secret123',
        ConfirmPassword: 'Secret123',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ state: 'success', data: { Email: email } });
      expect(body.message).toMatch(/sent you an email/);
      const { rows } = await store.db.query<{ password_hash: string; email_verified_at: Date | null }>(
        'SELECT password_hash, email_verified_at FROM users WHERE email_key = lower($1)',
        [email],
      );
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows[0]!.email_verified_at).toBeNull();
      const token = await tokenFromOutbox(store, email, '/account/verify');
      expect(await count(store, 'SELECT count(*) AS n FROM account_tokens WHERE token_hash = $1', [sha256(token)])).toBe(1);
      expect(await count(store, 'SELECT count(*) AS n FROM account_tokens WHERE token_hash = $1', [token])).toBe(0);
    });

    it('answers a taken address exactly like a new one, and tells its owner instead', async () => {
      const owner = await signedInClient(store);
      const stranger = new Client(store);
      const { status, body } = await stranger.post('/account/register', {
        Email: owner.email.toUpperCase(),
        UserName: 'Someone',
        Password: 'Other1234',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ state: 'success' });
      expect(await count(store, 'SELECT count(*) AS n FROM users WHERE email_key = lower($1)', [owner.email])).toBe(1);
      const { rows } = await store.db.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
        [owner.email],
      );
      expect(rows[0]!.subject).toMatch(/already have an account/);
    });
  });

  describe('verify', () => {
    it('rejects malformed, unknown, reused and expired tokens without changing anything', async () => {
      const client = new Client(store);
      const email = uniqueEmail('verify');
      await client.post('/account/register', { Email: email, UserName: 'V', Password: 'Secret123' });
      const token = await tokenFromOutbox(store, email, '/account/verify');

      for (const bad of [{}, { Token: 'short' }, { Token: 42 }, { Token: `${token.slice(0, 42)}!` }]) {
        const { status, body } = await client.post('/account/verify', bad);
        expect(status).toBe(400);
        expect(body.message).toMatch(/link is not valid/);
      }
      const unknown = await client.post('/account/verify', { Token: 'A'.repeat(43) });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/expired or was already used/);

      const first = await client.post('/account/verify', { Token: token });
      expect(first.body).toMatchObject({ state: 'success', data: { Purpose: 'verify-email' } });
      const again = await client.post('/account/verify', { Token: token });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/expired or was already used/);

      const late = uniqueEmail('late');
      await client.post('/account/register', { Email: late, UserName: 'L', Password: 'Secret123' });
      const lateToken = await tokenFromOutbox(store, late, '/account/verify');
      await store.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(lateToken)]);
      const expired = await client.post('/account/verify', { Token: lateToken });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toMatch(/expired/);
      expect(await count(store, 'SELECT count(*) AS n FROM users WHERE email_key = lower($1) AND email_verified_at IS NULL', [late])).toBe(
        1,
      );
    });

    it('resends a link only for an unconfirmed account, with one answer for every address', async () => {
      const client = new Client(store);
      const email = uniqueEmail('resend');
      await client.post('/account/register', { Email: email, UserName: 'R', Password: 'Secret123' });
      const before = await count(store, 'SELECT count(*) AS n FROM outbox WHERE to_address = $1', [email]);
      await store.db.query(
        `UPDATE account_tokens SET created_at = now() - interval '2 minutes' WHERE user_id = (SELECT id FROM users WHERE email_key = lower($1))`,
        [email],
      );
      const known = await client.post('/account/ResendVerification', { Email: email });
      const unknown = await client.post('/account/ResendVerification', { Email: uniqueEmail('nobody') });
      expect(known.body).toEqual(unknown.body);
      expect(await count(store, 'SELECT count(*) AS n FROM outbox WHERE to_address = $1', [email])).toBe(before + 1);
      // At most one a minute: a second request right away sends nothing.
      await client.post('/account/ResendVerification', { Email: email });
      expect(await count(store, 'SELECT count(*) AS n FROM outbox WHERE to_address = $1', [email])).toBe(before + 1);
    });
  });

  describe('sign in and sessions', () => {
    it('refuses a wrong password and an unknown address with the same message, and an unconfirmed account', async () => {
      const client = new Client(store);
      const email = uniqueEmail('pending');
      await client.post('/account/register', { Email: email, UserName: 'P', Password: 'Secret123' });
      const pending = await client.post<{ NeedsVerification: boolean }>('/account/login', { Email: email, Password: 'Secret123' });
      expect(pending.status).toBe(403);
      expect(pending.body.message).toMatch(/confirm your email/);
      expect(pending.body.data.NeedsVerification).toBe(true);
      expect(pending.headers.getSetCookie()).toEqual([]);

      const wrong = await client.post('/account/login', { Email: email, Password: 'Wrong1234' });
      const unknown = await client.post('/account/login', { Email: uniqueEmail('ghost'), Password: 'Wrong1234' });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('The email address or password is incorrect.');
      for (const bad of [
        {},
        { Email: email },
        { Email: email, Password: '' },
        { Email: email, Password: 'x'.repeat(129) },
        { Email: 5, Password: 5 },
      ]) {
        const { status } = await client.post('/account/login', bad);
        expect(status).toBe(400);
      }
      expect(
        await count(store, 'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email_key = lower($1)', [email]),
      ).toBe(0);
    });

    it('issues a 256-bit token in an HttpOnly SameSite=Lax 30-day cookie and an Authorization header, stored only as a hash', async () => {
      const user = await signedInClient(store);
      expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user.cookies.get('token')).toBe(user.token);
      const fresh = new Client(store);
      const login = await fresh.post('/account/login', { Email: user.email, Password: user.password });
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith('token='))!;
      expect(cookie).toMatch(/^token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      expect(login.headers.get('authorization')).toBe(`Bearer ${fresh.cookies.get('token')}`);
      expect(await count(store, 'SELECT count(*) AS n FROM sessions WHERE token_hash = $1', [sha256(user.token)])).toBe(1);
      expect(await count(store, 'SELECT count(*) AS n FROM sessions WHERE token_hash = $1', [user.token])).toBe(0);
    });

    it('uses the __Host- prefix and Secure over https (trusted proxy)', async () => {
      const user = await signedInClient(store);
      const secure = new Client(store);
      secure.extraHeaders['x-forwarded-proto'] = 'https';
      const login = await secure.post('/account/login', { Email: user.email, Password: user.password });
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith('__Host-token='))!;
      expect(cookie).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
      expect((await secure.get<{ UserName: string } | null>('/account/onlineid')).body.data?.UserName).toBe('Test Buyer');
    });

    it('answers onlineid from the cookie or a Bearer token, null when signed out, and removes a dead cookie', async () => {
      const user = await signedInClient(store, { userName: 'Ada' });
      const viaCookie = await user.get<{ AccessToken: string; UserName: string; Email: string }>('/account/onlineid');
      expect(viaCookie.body.data).toMatchObject({ AccessToken: user.token, UserName: 'Ada', Email: user.email });
      const bearerOnly = new Client(store);
      bearerOnly.bearer = user.token;
      expect((await bearerOnly.get<{ UserName: string }>('/account/onlineid')).body.data.UserName).toBe('Ada');
      expect((await new Client(store).get('/account/onlineid')).body).toMatchObject({ state: 'success', data: null });
      const stale = new Client(store);
      stale.cookies.set('token', 'A'.repeat(43));
      const answer = await stale.get('/account/onlineid');
      expect(answer.body.data).toBeNull();
      expect(answer.headers.getSetCookie().some((line) => /^token=; .*Max-Age=0/.test(line))).toBe(true);
      expect(stale.cookies.has('token')).toBe(false);
    });

    it('rotates the token at every sign-in and revokes the session it replaces', async () => {
      const user = await signedInClient(store);
      const oldToken = user.token;
      const again = await user.post<{ AccessToken: string }>('/account/login', { Email: user.email, Password: user.password });
      expect(again.body.data.AccessToken).not.toBe(oldToken);
      const old = new Client(store);
      old.bearer = oldToken;
      expect((await old.get('/account/onlineid')).body.data).toBeNull();
    });

    it('logs off: the session is revoked server-side and the cookie removed', async () => {
      const user = await signedInClient(store);
      const copy = new Client(store);
      copy.bearer = user.token;
      const off = await user.post('/account/LogOff');
      expect(off.body).toMatchObject({ state: 'success', message: 'You have been signed out.' });
      expect(user.cookies.has('token')).toBe(false);
      expect((await copy.get('/account/onlineid')).body.data).toBeNull();
      expect(
        await count(store, 'SELECT count(*) AS n FROM sessions WHERE token_hash = $1 AND revoked_at IS NOT NULL', [sha256(user.token)]),
      ).toBe(1);
    });

    it("answers guarded calls without a session with the spec's session-expired warning (403)", async () => {
      const anonymous = new Client(store);
      for (const path of ['/account/GetAddressList', '/order/History', '/rfq/History']) {
        const { status, body } = await anonymous.get(path);
        expect(status).toBe(403);
        expect(body).toMatchObject({ state: 'warning', code: 403, message: 'Please sign in to continue.' });
      }
      const { body } = await anonymous.post('/account/ChangePassword', { OldPassword: 'Secret123', NewPassword: 'Secret456' });
      expect(body).toMatchObject({ state: 'warning', code: 403 });
    });
  });

  describe('CSRF and Origin', () => {
    it('refuses a cookie-authenticated POST without the CSRF token, or with a wrong one, with a 403 envelope', async () => {
      const user = await signedInClient(store);
      const hashBefore = (
        await store.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email_key = lower($1)', [user.email])
      ).rows[0]!.password_hash;
      delete user.extraHeaders['x-csrf-token'];
      const missing = await user.post('/account/ChangePassword', { OldPassword: user.password, NewPassword: 'Changed123' });
      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({ state: 'error', code: 403, data: null });
      expect(missing.body.message).toMatch(/did not come from our site/);
      const wrong = await user.post(
        '/account/ChangePassword',
        { OldPassword: user.password, NewPassword: 'Changed123' },
        { 'x-csrf-token': 'A'.repeat(43) },
      );
      expect(wrong.status).toBe(403);
      const hashAfter = (
        await store.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email_key = lower($1)', [user.email])
      ).rows[0]!.password_hash;
      expect(hashAfter).toBe(hashBefore);
      // The form-field spelling works too (forms without JavaScript).
      const csrf = (await user.get<{ CsrfToken: string }>('/account/onlineid')).body.data.CsrfToken;
      const viaField = await user.post('/account/AddFavourite', { ProductID: 1, _csrf: csrf });
      expect(viaField.body.state).toBe('success');
    });

    it('refuses a POST from another origin, even with the token', async () => {
      const user = await signedInClient(store);
      const forged = await user.post('/account/LogOff', {}, { origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect(forged.body.message).toMatch(/another site/);
      const viaReferer = await user.post('/account/LogOff', {}, { referer: 'https://evil.example/page' });
      expect(viaReferer.status).toBe(403);
      expect((await user.get('/account/onlineid')).body.data).not.toBeNull();
      // Login CSRF: a cross-site sign-in form is refused too.
      const crossSiteLogin = await new Client(store).post(
        '/account/login',
        { Email: user.email, Password: user.password },
        { origin: 'https://evil.example' },
      );
      expect(crossSiteLogin.status).toBe(403);
      const sameSite = await user.post('/account/LogOff', {}, { origin: store.url });
      expect(sameSite.status).toBe(200);
    });

    it('lets Bearer-authenticated calls through without a CSRF token', async () => {
      const user = await signedInClient(store);
      const api = new Client(store);
      api.bearer = user.token;
      const added = await api.post('/account/AddFavourite', { ProductID: 2 });
      expect(added.body.state).toBe('success');
    });

    it('refuses a forged page form post (no JavaScript path) with 403', async () => {
      const user = await signedInClient(store);
      const forged = await user.page('/account/changepassword', {
        form: { OldPassword: user.password, NewPassword: 'Changed123', ConfirmPassword: 'Changed123' },
      });
      expect(forged.status).toBe(403);
      const crossSite = await user.page('/account/logoff', {
        form: { _csrf: user.extraHeaders['x-csrf-token']! },
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect((await user.get('/account/onlineid')).body.data).not.toBeNull();
    });
  });

  describe('passwords', () => {
    it('changes the password only with the right current one, and signs out every other session', async () => {
      const user = await signedInClient(store);
      const other = new Client(store);
      const otherLogin = await other.post<{ AccessToken: string }>('/account/login', { Email: user.email, Password: user.password });
      other.bearer = otherLogin.body.data.AccessToken;
      const hashOf = async () =>
        (await store.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email_key = lower($1)', [user.email]))
          .rows[0]!.password_hash;
      const before = await hashOf();

      const wrong = await user.post('/account/ChangePassword', { OldPassword: 'Wrong1234', NewPassword: 'Changed123' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The current password is not correct.');
      const weak = await user.post('/account/ChangePassword', { OldPassword: user.password, NewPassword: 'weak' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toMatch(/8 to 128/);
      const same = await user.post('/account/ChangePassword', { OldPassword: user.password, NewPassword: user.password });
      expect(same.body.message).toMatch(/different/);
      expect(await hashOf()).toBe(before);
      expect((await other.get('/account/onlineid')).body.data).not.toBeNull();

      const changed = await user.post('/account/ChangePassword', {
        OldPassword: user.password,
        NewPassword: 'Changed123',
        ConfirmPassword: 'Changed123',
      });
      expect(changed.body).toMatchObject({ state: 'success' });
      expect((await other.get('/account/onlineid')).body.data).toBeNull();
      expect((await user.get('/account/onlineid')).body.data).not.toBeNull();
      expect((await new Client(store).post('/account/login', { Email: user.email, Password: user.password })).status).toBe(400);
      expect((await new Client(store).post('/account/login', { Email: user.email, Password: 'Changed123' })).status).toBe(200);
    });

    it('resets a password through a single-use, expiring link that signs out everywhere', async () => {
      const user = await signedInClient(store);
      const anonymous = new Client(store);
      const known = await anonymous.post('/account/ResetPasswordRequest', { Email: user.email });
      const unknown = await anonymous.post('/account/ResetPasswordRequest', { Email: uniqueEmail('nobody') });
      expect(known.body).toEqual(unknown.body);
      const token = await tokenFromOutbox(store, user.email, '/account/resetpassword');

      const weak = await anonymous.post('/account/ResetPassword', { Token: token, Password: 'nodigits' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toMatch(/digit/);
      expect(
        await count(store, 'SELECT count(*) AS n FROM account_tokens WHERE token_hash = $1 AND used_at IS NULL', [sha256(token)]),
      ).toBe(1);
      const mismatch = await anonymous.post('/account/ResetPassword', {
        Token: token,
        Password: 'Reset1234',
        ConfirmPassword: 'Reset12345',
      });
      expect(mismatch.body.message).toMatch(/do not match/);
      const bogus = await anonymous.post('/account/ResetPassword', { Token: 'B'.repeat(43), Password: 'Reset1234' });
      expect(bogus.body.message).toMatch(/expired or was already used/);

      const done = await anonymous.post('/account/ResetPassword', { Token: token, Password: 'Reset1234', ConfirmPassword: 'Reset1234' });
      expect(done.body).toMatchObject({ state: 'success' });
      expect((await user.get('/account/onlineid')).body.data).toBeNull();
      const reused = await anonymous.post('/account/ResetPassword', { Token: token, Password: 'Another123' });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toMatch(/expired or was already used/);
      expect((await new Client(store).post('/account/login', { Email: user.email, Password: 'Reset1234' })).status).toBe(200);

      await store.db.query(`UPDATE account_tokens SET created_at = now() - interval '2 minutes'`);
      await anonymous.post('/account/ResetPasswordRequest', { Email: user.email });
      const second = await tokenFromOutbox(store, user.email, '/account/resetpassword');
      await store.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(second)]);
      const expired = await anonymous.post('/account/ResetPassword', { Token: second, Password: 'Late12345' });
      expect(expired.status).toBe(400);
      expect((await new Client(store).post('/account/login', { Email: user.email, Password: 'Late12345' })).status).toBe(400);
    });

    it('mails account details on request without revealing whether the address has an account', async () => {
      const user = await signedInClient(store);
      const anonymous = new Client(store);
      const known = await anonymous.post('/account/RetrieveAccount', { Email: user.email });
      const unknown = await anonymous.post('/account/RetrieveAccount', { Email: uniqueEmail('nobody') });
      expect(known.body).toEqual(unknown.body);
      const { rows } = await store.db.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [user.email],
      );
      expect(rows[0]!.subject).toMatch(/account details/);
    });

    it('binds a new email address once its link is opened', async () => {
      const user = await signedInClient(store);
      const next = uniqueEmail('moved');
      const wrong = await user.post('/account/BindEmail', { Email: next, Password: 'Wrong1234' });
      expect(wrong.status).toBe(400);
      const sent = await user.post('/account/BindEmail', { Email: next, Password: user.password });
      expect(sent.body.state).toBe('success');
      const token = await tokenFromOutbox(store, next, '/account/verify');
      const bound = await new Client(store).post('/account/verify', { Token: token });
      expect(bound.body).toMatchObject({ state: 'success', data: { Purpose: 'bind-email' } });
      expect((await new Client(store).post('/account/login', { Email: next, Password: user.password })).status).toBe(200);
    });
  });

  describe('sign-in throttle', () => {
    it('answers 429 from the 6th failure in 15 minutes for one account, whatever the address and even with the right password', async () => {
      const user = await signedInClient(store);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const { status } = await new Client(store).post('/account/login', { Email: user.email, Password: `Wrong${attempt}234` });
        expect(status, `attempt ${attempt}`).toBe(400);
      }
      const sixth = await new Client(store).post('/account/login', { Email: user.email, Password: user.password });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ state: 'error', code: 429 });
      expect(sixth.body.message).toMatch(/wait 15 minutes/);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
      // The session the user already had keeps working.
      expect((await user.get('/account/onlineid')).body.data).not.toBeNull();
      // 15 minutes later the account may try again.
      await store.db.query(`UPDATE login_attempts SET created_at = created_at - interval '16 minutes' WHERE email_key = lower($1)`, [
        user.email,
      ]);
      expect((await new Client(store).post('/account/login', { Email: user.email, Password: user.password })).status).toBe(200);
    });

    it('treats an unknown address the same way, so the throttle reveals nothing', async () => {
      const ghost = uniqueEmail('ghost');
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++)
        statuses.push((await new Client(store).post('/account/login', { Email: ghost, Password: 'Wrong1234' })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });

    it('answers 429 above 20 attempts a minute from one address', async () => {
      const client = new Client(store);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 21; attempt++) {
        statuses.push((await client.post('/account/login', { Email: uniqueEmail('spray'), Password: 'Wrong1234' })).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      const last = await client.post('/account/login', { Email: uniqueEmail('spray'), Password: 'Wrong1234' });
      expect(statuses[20]).toBe(429);
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/from your network/);
      expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await new Client(store).post('/account/login', { Email: uniqueEmail('spray'), Password: 'Wrong1234' })).status).toBe(400);
    });
  });

  describe('addresses', () => {
    const address = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Phone: '+44 20 7946 0958',
      Address1: '12 St James Sq',
      City: 'London',
      PostalCode: 'SW1Y 4JH',
      Country: 'GB',
    };

    it('adds, edits, defaults and deletes, and refuses bad input', async () => {
      const user = await signedInClient(store);
      for (const [bad, message] of [
        [{ ...address, Country: 'ZZ' }, /country from the list/],
        [{ ...address, Country: 'gb1' }, /choose a country/],
        [{ ...address, FirstName: '' }, /First name is required/],
        [{ ...address, Phone: 'call me' }, /Phone may only use/],
        [{ ...address, City: 'x'.repeat(81) }, /at most 80/],
      ] as const) {
        const { status, body } = await user.post('/account/SaveAddress', bad);
        expect(status).toBe(400);
        expect(body.message).toMatch(message);
      }
      const first = await user.post<{ AddressID: number; IsDefault: boolean; CountryName: string }>('/account/SaveAddress', address);
      expect(first.body.data).toMatchObject({ IsDefault: true, CountryName: 'United Kingdom' });
      const second = await user.post<{ AddressID: number; IsDefault: boolean }>('/account/SaveAddress', {
        ...address,
        City: 'Oxford',
        IsDefault: true,
      });
      expect(second.body.data.IsDefault).toBe(true);
      let list = (await user.get<{ AddressID: number; IsDefault: boolean; City: string }[]>('/account/GetAddressList')).body.data;
      expect(list.map((a) => [a.City, a.IsDefault])).toEqual([
        ['Oxford', true],
        ['London', false],
      ]);
      await user.post('/account/SetDefaultAddress', { AddressID: first.body.data.AddressID });
      await user.post('/account/SaveAddress', { ...address, AddressID: second.body.data.AddressID, City: 'Cambridge' });
      await user.post('/account/DeleteAddress', { AddressID: first.body.data.AddressID });
      list = (await user.get<{ AddressID: number; IsDefault: boolean; City: string }[]>('/account/GetAddressList')).body.data;
      expect(list.map((a) => [a.City, a.IsDefault])).toEqual([['Cambridge', true]]);

      const stranger = await signedInClient(store);
      expect((await stranger.post('/account/DeleteAddress', { AddressID: second.body.data.AddressID })).status).toBe(404);
      expect((await stranger.post('/account/SaveAddress', { ...address, AddressID: second.body.data.AddressID })).status).toBe(404);
      expect((await stranger.post('/account/SetDefaultAddress', { AddressID: 'abc' })).status).toBe(400);
    });
  });

  describe('favourites', () => {
    it("keeps a guest's favourites by uid and merges them into the account at sign-in", async () => {
      const user = await signedInClient(store);
      await user.post('/account/AddFavourite', { ProductID: 3 });
      await user.post('/account/LogOff');
      const guest = new Client(store);
      guest.cookies.set('uid', 'f'.repeat(32));
      for (const id of [3, 4, 5, 5]) expect((await guest.post('/account/AddFavourite', { ProductID: id })).body.state).toBe('success');
      expect((await guest.get<unknown[]>('/account/GetFavouriteList')).body.data).toHaveLength(3);
      expect((await guest.post('/account/AddFavourite', { ProductID: 999_999_999 })).status).toBe(404);
      expect((await guest.post('/account/AddFavourite', { ProductID: 'x' })).status).toBe(400);

      const login = await guest.post('/account/login', { Email: user.email, Password: user.password });
      expect(login.body.state).toBe('success');
      const list = (
        await guest.get<{ ProductID: number; PartNo: string; MFG: string; Description: string; Stock: number }[]>(
          '/account/GetFavouriteList',
        )
      ).body.data;
      expect(list.map((f) => f.ProductID).sort()).toEqual([3, 4, 5]);
      expect(list[0]).toMatchObject({
        PartNo: expect.any(String),
        MFG: expect.any(String),
        Description: expect.any(String),
        Stock: expect.any(Number),
      });
      expect(await count(store, 'SELECT count(*) AS n FROM favourites WHERE guest_uid = $1', ['f'.repeat(32)])).toBe(0);
      guest.extraHeaders['x-csrf-token'] = (login.body.data as { CsrfToken: string }).CsrfToken;
      await guest.post('/account/RemoveFavourite', { ProductID: 4 });
      expect((await guest.get<unknown[]>('/account/GetFavouriteList')).body.data).toHaveLength(2);
    });

    it('folds the guest cart into the account at sign-in, before any cart call', async () => {
      const user = await signedInClient(store);
      await user.post('/account/LogOff');
      const guest = new Client(store);
      const cid = 'c'.repeat(32);
      guest.cookies.set('cid', cid);
      const { rows } = await store.db.query<{ id: number; moq: number }>(
        'SELECT id, moq FROM parts WHERE stock >= moq * 10 AND moq = order_multiple ORDER BY id LIMIT 1',
      );
      const part = rows[0]!;
      expect((await guest.post('/shopcart/AddToCart', { ProductID: part.id, OrderQty: part.moq })).body.state).toBe('success');
      expect(await count(store, 'SELECT count(*) AS n FROM cart_lines WHERE cart_id = $1 AND user_id IS NULL', [cid])).toBe(1);

      expect((await guest.post('/account/login', { Email: user.email, Password: user.password })).body.state).toBe('success');
      expect(await count(store, 'SELECT count(*) AS n FROM cart_lines WHERE cart_id = $1', [cid])).toBe(0);
      const owned = await store.db.query<{ user_id: number; qty: number }>(
        'SELECT user_id, qty FROM cart_lines WHERE part_id = $1 AND user_id IS NOT NULL',
        [part.id],
      );
      expect(owned.rows).toHaveLength(1);
      expect(owned.rows[0]!.qty).toBe(part.moq);
    });

    it('starts a new account with empty order and RFQ histories', async () => {
      const user = await signedInClient(store);
      expect((await user.get('/order/History')).body).toMatchObject({ state: 'success', data: [] });
      expect((await user.get('/rfq/History')).body).toMatchObject({ state: 'success', data: [] });
    });
  });

  describe('never a 500', () => {
    it('answers odd bodies on every account POST with 4xx', async () => {
      const user: SignedInClient = await signedInClient(store);
      const anonymous = new Client(store);
      const posts = [
        'login',
        'register',
        'verify',
        'ResendVerification',
        'ResetPasswordRequest',
        'ResetPassword',
        'ChangePassword',
        'RetrieveAccount',
        'BindEmail',
        'SaveAddress',
        'DeleteAddress',
        'SetDefaultAddress',
        'AddFavourite',
        'RemoveFavourite',
      ];
      const bodies: unknown[] = [
        {},
        [],
        { Email: {} },
        { Password: 123 },
        { Token: null },
        { AddressID: -1 },
        { ProductID: 1e30 },
        { Email: 'a@b.io', Password: 'x'.repeat(10_000) },
      ];
      for (const client of [user, anonymous]) {
        for (const path of posts) {
          for (const body of bodies) {
            const { status } = await client.post(`/account/${path}`, body);
            expect(status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(200);
            expect(status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
          }
        }
      }
    });
  });

  describe('secrets at rest', () => {
    it('never stores a password or a raw token in any account table', async () => {
      const password = 'Plain$ecret42';
      const user = await signedInClient(store, { password });
      await user.post('/account/ChangePassword', { OldPassword: password, NewPassword: 'Plain$ecret43' });
      await new Client(store).post('/account/login', { Email: user.email, Password: 'Plain$ecret44' });
      for (const table of ['users', 'sessions', 'account_tokens', 'login_attempts', 'outbox', 'addresses', 'favourites']) {
        const { rows } = await store.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
        for (const { row } of rows) {
          expect(row).not.toContain('Plain$ecret4');
          expect(row).not.toContain(user.token);
        }
      }
    });
  });

  describe('pages', () => {
    it('sends a signed-out visitor from a guarded page to sign in with the full path, and a signed-in one through', async () => {
      const anonymous = new Client(store);
      const guarded = await anonymous.page('/account/favourites?sort=new');
      expect(guarded.status).toBe(302);
      expect(guarded.headers.get('location')).toBe('/account/login?redirect=%2Faccount%2Ffavourites%3Fsort%3Dnew');
      const user = await signedInClient(store, { userName: 'Grace' });
      const page = await user.page('/account/favourites');
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/Hi, (<!-- -->)?Grace/);
      const login = await user.page('/account/login');
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/');
    });

    it('signs in through the login form without JavaScript and honours only same-site redirects', async () => {
      const user = await signedInClient(store);
      const browser = new Client(store);
      const posted = await browser.page('/account/login?redirect=%2Faccount%2Frfqhistory', {
        form: { Email: user.email, Password: user.password, redirect: '/account/rfqhistory' },
      });
      expect(posted.status).toBe(302);
      expect(posted.headers.get('location')).toBe('/account/rfqhistory');
      expect(browser.cookies.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const offsite = new Client(store);
      const evil = await offsite.page('/account/login', {
        form: { Email: user.email, Password: user.password, redirect: '//evil.example/x' },
      });
      expect(evil.headers.get('location')).toBe('/');
      const wrong = await new Client(store).page('/account/login', { form: { Email: user.email, Password: 'Wrong1234' } });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain('The email address or password is incorrect.');
    });

    it('lists the outbox on the development page', async () => {
      const email = uniqueEmail('outbox');
      await new Client(store).post('/account/register', { Email: email, UserName: 'O', Password: 'Secret123' });
      const html = await (await fetch(`${store.url}/dev/outbox`)).text();
      expect(html).toContain(email);
      expect(html).toContain('Confirm your email address');
      const json = (await (await fetch(`${store.url}/dev/outbox?format=json`)).json()) as { to: string }[];
      expect(json.some((mail) => mail.to === email)).toBe(true);
    });
  });
});
