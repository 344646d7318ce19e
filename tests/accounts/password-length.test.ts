// New passwords may be 8 to 128 characters (NIST SP 800-63B asks for at least 64): through the API
// and through the register, reset and change forms, which say so in their hint and their message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '@ferrite/contract/validation';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { Client, signedInClient, tokenFromOutbox, uniqueEmail } from './support';

/** A valid password of exactly `length` characters. */
const passwordOf = (length: number) => `A1${'x'.repeat(length - 2)}`;
const LENGTH_MESSAGE = 'Password must be 8 to 128 characters long.';
const RULES_HINT = '8 to 128 characters with at least one letter and one digit';

describe('password length', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 200 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('the longest is 128', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([64, 128])('registers and signs in with a %i-character password', async (length) => {
    const user = await signedInClient(store, { password: passwordOf(length) });
    const again = await new Client(store).post('/account/login', { Email: user.email, Password: passwordOf(length) });
    expect(again.status).toBe(200);
    // One character fewer is another password.
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: passwordOf(length - 1) })).status).toBe(400);
  });

  it('refuses 129 characters with the length message at register, reset and change, and changes nothing', async () => {
    const email = uniqueEmail('long');
    const register = await new Client(store).post('/account/register', { Email: email, UserName: 'Long', Password: passwordOf(129) });
    expect(register.status).toBe(400);
    expect(register.body.message).toContain(LENGTH_MESSAGE);
    expect((await store.db.query('SELECT 1 FROM users WHERE email_key = $1', [email.toLowerCase()])).rows).toHaveLength(0);

    const user = await signedInClient(store);
    const change = await user.post('/account/ChangePassword', { OldPassword: user.password, NewPassword: passwordOf(129) });
    expect(change.status).toBe(400);
    expect(change.body.message).toContain(LENGTH_MESSAGE);

    await new Client(store).post('/account/ResetPasswordRequest', { Email: user.email });
    const token = await tokenFromOutbox(store, user.email, '/account/resetpassword');
    const reset = await new Client(store).post('/account/ResetPassword', { Token: token, Password: passwordOf(129) });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toContain(LENGTH_MESSAGE);
    // The old password still works; the link was not spent on a refused password.
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: user.password })).status).toBe(200);
    const resetTo128 = await new Client(store).post('/account/ResetPassword', { Token: token, Password: passwordOf(128) });
    expect(resetTo128.body.state).toBe('success');
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: passwordOf(128) })).status).toBe(200);
  });

  it('changes to a 128-character password, which signs in; the current one may be that long too', async () => {
    const user = await signedInClient(store);
    expect((await user.post('/account/ChangePassword', { OldPassword: user.password, NewPassword: passwordOf(128) })).body.state).toBe(
      'success',
    );
    const fresh = new Client(store);
    const login = await fresh.post<{ CsrfToken: string }>('/account/login', { Email: user.email, Password: passwordOf(128) });
    expect(login.status).toBe(200);
    fresh.extraHeaders['x-csrf-token'] = login.body.data.CsrfToken;
    expect((await fresh.post('/account/ChangePassword', { OldPassword: passwordOf(128), NewPassword: passwordOf(100) })).body.state).toBe(
      'success',
    );
  });

  it('the register, reset and change forms give the rule as their hint and the length message without JavaScript', async () => {
    const visitor = new Client(store);
    expect(pageText(await (await visitor.page('/account/register')).text())).toContain(RULES_HINT);
    const registered = await visitor.page('/account/register', {
      form: { Email: uniqueEmail('form'), UserName: 'Form', Password: passwordOf(129), ConfirmPassword: passwordOf(129) },
    });
    expect(registered.status).toBe(400);
    expect(pageText(await registered.text())).toContain(LENGTH_MESSAGE);

    const user = await signedInClient(store);
    await new Client(store).post('/account/ResetPasswordRequest', { Email: user.email });
    const token = await tokenFromOutbox(store, user.email, '/account/resetpassword');
    const resetPage = new Client(store);
    expect(pageText(await (await resetPage.page(`/account/resetpassword?token=${token}`)).text())).toContain(RULES_HINT);
    const reset = await resetPage.page(`/account/resetpassword?token=${token}`, {
      form: { intent: 'reset', Token: token, Password: passwordOf(129), ConfirmPassword: passwordOf(129) },
    });
    expect(reset.status).toBe(400);
    expect(pageText(await reset.text())).toContain(LENGTH_MESSAGE);

    expect(pageText(await (await user.page('/account/changepassword')).text())).toContain(RULES_HINT);
    const csrf = user.extraHeaders['x-csrf-token']!;
    const change = await user.page('/account/changepassword', {
      form: { _csrf: csrf, OldPassword: user.password, NewPassword: passwordOf(129), ConfirmPassword: passwordOf(129) },
    });
    expect(change.status).toBe(400);
    expect(pageText(await change.text())).toContain(LENGTH_MESSAGE);
    const changed = await user.page('/account/changepassword', {
      form: { _csrf: csrf, OldPassword: user.password, NewPassword: passwordOf(128), ConfirmPassword: passwordOf(128) },
    });
    expect(changed.status).toBeLessThan(400);
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: passwordOf(128) })).status).toBe(200);
  });
});
