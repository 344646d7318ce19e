import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleList, ContentPage, ContentPageLink, FaqSection, GlossaryLetter } from '@ferrite/contract';
import { seedContent } from '../../packages/server/src/content/seed';
import { DATABASE_FLAVOURS, type TestStore } from '../support/server';
import { clientFor, count, startContentStore, tokenFromOutbox, uniqueEmail } from './support';

describe.each(DATABASE_FLAVOURS)('content API on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startContentStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('seeding', () => {
    it('loads every source once and writes nothing when run again', async () => {
      const again = await seedContent(store.db);
      expect(again).toMatchObject({ written: 0, removed: 0 });
      expect(again.articles).toBeGreaterThanOrEqual(12);
      expect(await count(store, 'SELECT count(*)::int AS n FROM articles')).toBe(again.articles);
      expect(await count(store, 'SELECT count(*)::int AS n FROM faqs')).toBeGreaterThanOrEqual(20);
      expect(await count(store, 'SELECT count(*)::int AS n FROM glossary_terms')).toBeGreaterThanOrEqual(80);
    });

    it('stores articles as Markdown with their part links and word counts', async () => {
      const { rows } = await store.db.query<{ body_md: string; word_count: number; part_numbers: string[] }>(
        "SELECT body_md, word_count, part_numbers FROM articles WHERE slug = 'part-numbers-and-packaging'",
      );
      expect(rows[0]!.body_md).toContain('[[LM358DR]]');
      expect(rows[0]!.body_md).not.toContain('<a ');
      expect(rows[0]!.word_count).toBeGreaterThanOrEqual(700);
      expect(rows[0]!.part_numbers).toEqual(expect.arrayContaining(['LM358DR', 'BC847B,215', 'LM1117MPX-3.3/NOPB']));
    });
  });

  describe('GET /Article/List', () => {
    it('lists nine articles a page, newest first, with categories and counts', async () => {
      const client = clientFor(store);
      const first = await client.get<ArticleList>('/Article/List');
      expect(first.status).toBe(200);
      const list = first.body.data;
      expect(list.Items).toHaveLength(9);
      expect(list.Total).toBeGreaterThanOrEqual(12);
      expect(list.PageCount).toBe(Math.ceil(list.Total / 9));
      const dates = list.Items.map((a) => a.PublishedOn);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list.Categories.reduce((sum, c) => sum + c.Count, 0)).toBe(list.Total);
      const second = await client.get<ArticleList>('/Article/List?page=2');
      expect(second.body.data.Items).toHaveLength(list.Total - 9);
      expect(second.body.data.Items.map((a) => a.Name)).not.toContain(list.Items[0]!.Name);
    });

    it('filters by category and ignores an unknown one', async () => {
      const client = clientFor(store);
      const sourcing = await client.get<ArticleList>('/Article/List?category=sourcing-and-supply-chain');
      expect(sourcing.body.data.Category?.Name).toBe('Sourcing & Supply Chain');
      expect(sourcing.body.data.Items.length).toBeGreaterThanOrEqual(2);
      expect(sourcing.body.data.Items.every((a) => a.Category.Slug === 'sourcing-and-supply-chain')).toBe(true);
      const unknown = await client.get<ArticleList>('/Article/List?category=no-such-thing');
      expect(unknown.body.data.Category).toBeNull();
      expect(unknown.body.data.Total).toBe(sourcing.body.data.Categories.reduce((sum, c) => sum + c.Count, 0));
    });

    it('searches titles, text and linked part numbers, best match first', async () => {
      const client = clientFor(store);
      const dielectric = await client.get<ArticleList>('/Article/List?keyword=dielectric');
      expect(dielectric.body.data.Items[0]!.Name).toBe('choosing-mlcc-dielectrics');
      const part = await client.get<ArticleList>(`/Article/List?keyword=${encodeURIComponent('LM358DR')}`);
      expect(part.body.data.Items.map((a) => a.Name)).toContain('part-numbers-and-packaging');
      const stem = await client.get<ArticleList>('/Article/List?keyword=regulators');
      expect(stem.body.data.Items.map((a) => a.Name)).toContain('ldo-versus-buck-regulator');
      const wildcard = await client.get<ArticleList>(`/Article/List?keyword=${encodeURIComponent('%_')}`);
      expect(wildcard.body.data.Total).toBe(0);
      const none = await client.get<ArticleList>('/Article/List?keyword=zzzzqqq');
      expect(none.body.data).toMatchObject({ Items: [], Total: 0 });
    });

    it('refuses a bad page or an overlong keyword with a message', async () => {
      const client = clientFor(store);
      for (const query of ['page=0', 'page=51', 'page=two', `keyword=${'x'.repeat(101)}`]) {
        const { status, body } = await client.get(`/Article/List?${query}`);
        expect(status, query).toBe(400);
        expect(body.message.length).toBeGreaterThan(5);
      }
    });
  });

  describe('GET /Article/Detail', () => {
    it('answers an article as sanitised HTML with figures, linked parts and related reading', async () => {
      const { status, body } = await clientFor(store).get<ArticleDetail>('/Article/Detail?name=choosing-mlcc-dielectrics');
      expect(status).toBe(200);
      const article = body.data;
      expect(article.Title).toMatch(/MLCC dielectrics/);
      expect(article.Author).toMatch(/Priya Raman/);
      expect(article.PublishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.ReadingMinutes).toBeGreaterThanOrEqual(4);
      expect(article.Html).toContain('<figure class="fe-figure"><svg');
      expect(article.Html).toContain('<a class="fe-part-link" href="/product/GRM188R71C104KA01D">GRM188R71C104KA01D</a>');
      expect(article.Headings.map((h) => h.Id)).toContain('dc-bias-the-effect-that-surprises-everyone');
      expect(article.Parts).toContainEqual({ PartNo: 'GRM188R71C104KA01D', ProductUrl: '/product/GRM188R71C104KA01D' });
      expect(article.Related).toHaveLength(3);
      expect(article.Related[0]!.Category.Slug).toBe('passive-components');
    });

    it('links part numbers with slashes and commas to their product URLs', async () => {
      const { body } = await clientFor(store).get<ArticleDetail>('/Article/Detail?name=part-numbers-and-packaging');
      expect(body.data.Parts).toContainEqual({ PartNo: 'LM1117MPX-3.3/NOPB', ProductUrl: '/product/LM1117MPX-3.3%5CNOPB' });
      expect(body.data.Parts).toContainEqual({ PartNo: 'BC847B,215', ProductUrl: '/product/BC847B%2C215' });
    });

    it('answers 404 for an unknown article and 400 without a name', async () => {
      const client = clientFor(store);
      const missing = await client.get('/Article/Detail?name=no-such-article');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ state: 'error', code: 404, message: 'This article could not be found' });
      expect((await client.get('/Article/Detail')).status).toBe(400);
    });

    it('sanitises whatever Markdown the database holds', async () => {
      const evil = [
        '## Heading <img src=x onerror="alert(1)">',
        '<script>alert("s")</script>',
        '[click me](javascript:alert(2))',
        '<a href="jav&#x61;script:alert(3)">encoded</a>',
        '<p onclick="alert(4)" style="color:red">para</p>',
        '<svg onload="alert(5)"><script>alert(6)</script><circle r="1"></circle></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '![remote](https://evil.example/pixel.png)',
        '<img src="data:image/svg+xml,&lt;svg onload=alert(7)&gt;">',
        'Good [[LM358DR]] text.',
      ].join('\n\n');
      await store.db.query(
        `INSERT INTO articles (slug, title, summary, author, category_slug, published_on, body_md, word_count, source_hash)
         VALUES ('sanitiser-check', 'Sanitiser check', 'x', 'Test', 'passive-components', '2020-01-01', $1, 10, 'test')`,
        [evil],
      );
      try {
        const { body } = await clientFor(store).get<ArticleDetail>('/Article/Detail?name=sanitiser-check');
        const html = body.data.Html;
        expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|jav&#x61;script|<iframe|evil\.example|data:|style=|alert\(/i);
        expect(html).toContain('<p>para</p>');
        expect(html).toContain('href="/product/LM358DR"');
        const page = await clientFor(store).page('/community/sanitiser-check');
        expect(page.status).toBe(200);
        expect(page.html).not.toMatch(/onerror|onload=|onclick|javascript:|evil\.example|alert\(/i);
      } finally {
        await store.db.query("DELETE FROM articles WHERE slug = 'sanitiser-check'");
      }
    });
  });

  describe('help, policy and company pages', () => {
    it('answers every page by name, and 404 for an unknown one', async () => {
      const client = clientFor(store);
      const { body } = await client.get<ContentPageLink[]>('/Content/Pages');
      const names = body.data.map((p) => p.Name);
      for (const name of ['help/ordering', 'help/bom-tool', 'privacy-policy', 'return-refund', 'about-us']) expect(names).toContain(name);
      expect(body.data.find((p) => p.Name === 'privacy-policy')?.Url).toBe('/PrivacyPolicy');
      const page = await client.get<ContentPage>('/Content/Page?name=return-refund');
      expect(page.body.data).toMatchObject({ Kind: 'policy', Title: 'Return & Refund Policy' });
      expect(page.body.data.Html).toMatch(/30 days of delivery/);
      expect((await client.get('/Content/Page?name=help/nothing')).status).toBe(404);
      const help = await client.get<ContentPageLink[]>('/Content/Pages?kind=help');
      expect(help.body.data.every((p) => p.Kind === 'help')).toBe(true);
    });

    it('answers the FAQs in sections and the glossary by letter', async () => {
      const client = clientFor(store);
      const faqs = (await client.get<FaqSection[]>('/Content/FAQs')).body.data;
      expect(faqs.flatMap((s) => s.Items).length).toBeGreaterThanOrEqual(20);
      expect(faqs[0]!.Items[0]!.AnswerHtml).toMatch(/^<p>/);
      const letters = (await client.get<GlossaryLetter[]>('/Content/Glossary')).body.data;
      expect(letters.flatMap((l) => l.Terms).length).toBeGreaterThanOrEqual(80);
      expect(letters.map((l) => l.Letter)).toEqual(letters.map((l) => l.Letter).sort());
      for (const letter of letters) for (const term of letter.Terms) expect(term.Term.charAt(0).toUpperCase()).toBe(letter.Letter);
    });
  });

  describe('POST /Content/ContactUs', () => {
    it('refuses each bad input with its message and stores nothing', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('contact-bad');
      const good = { Name: 'Ada', Email: email, Subject: 'Order question', Message: 'Where is my order FE-1?' };
      const cases: [unknown, string][] = [
        [{}, 'Please enter your name.'],
        [{ ...good, Name: '   ' }, 'Please enter your name.'],
        [{ ...good, Name: 'x'.repeat(81) }, 'Name must be at most 80 characters.'],
        [{ ...good, Email: '' }, 'Please enter your email address.'],
        [{ ...good, Email: 'not-an-email' }, 'Please enter a valid email address, like name@example.com.'],
        [{ ...good, Email: `${'a'.repeat(40)}!` }, 'Please enter a valid email address, like name@example.com.'],
        [{ ...good, Subject: '' }, 'Please enter a subject.'],
        [{ ...good, Message: 'short' }, 'Please write your message (at least 10 characters).'],
        [{ ...good, Message: 'x'.repeat(5001) }, 'Your message must be at most 5,000 characters.'],
        [{ ...good, Message: ['an', 'array'] }, 'Please write your message (at least 10 characters).'],
      ];
      // How long each refusal takes: tests/bench/validation.ts.
      for (const [body, message] of cases) {
        const { status, body: envelope } = await client.post('/Content/ContactUs', body);
        expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(envelope).toMatchObject({ state: 'error', code: 400, data: null });
        expect(envelope.message).toContain(message);
      }
      expect(await count(store, 'SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email])).toBe(0);
      expect(await count(store, 'SELECT count(*)::int AS n FROM outbox WHERE text_body LIKE $1', [`%${email}%`])).toBe(0);
    });

    it('stores a message and mails customer service in the same transaction', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('contact');
      const { status, body } = await client.post('/Content/ContactUs', {
        Name: ' Ada Lovelace ',
        Email: email,
        Subject: 'Stock of <b>LM358DR</b>',
        Message: 'Do you have 5,000 pieces?\n\nThanks.',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ state: 'success', message: expect.stringMatching(/one working day/) });
      const { rows } = await store.db.query<{ id: number; name: string; ip: string }>(
        'SELECT id, name, ip FROM contact_messages WHERE email = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', ip: client.ip });
      const mail = await store.db.query<{ to_address: string; subject: string; text_body: string; html_body: string }>(
        'SELECT to_address, subject, text_body, html_body FROM outbox WHERE text_body LIKE $1',
        [`%${email}%`],
      );
      expect(mail.rows).toHaveLength(1);
      expect(mail.rows[0]!.to_address).toBe('sales@ferrite.example');
      expect(mail.rows[0]!.subject).toBe('Contact form: Stock of <b>LM358DR</b> | Ferrite');
      expect(mail.rows[0]!.text_body).toContain(`Reference: CM-${rows[0]!.id}`);
      expect(mail.rows[0]!.html_body).toContain('<p>Do you have 5,000 pieces?</p>');
      expect(mail.rows[0]!.html_body).not.toContain('<b>LM358DR</b>');
    });

    it('accepts five messages from one address in ten minutes, then answers 429', async () => {
      const client = clientFor(store);
      const message = (n: number) => ({
        Name: 'Flood',
        Email: uniqueEmail('flood'),
        Subject: `Try ${n}`,
        Message: 'A message long enough.',
      });
      for (let n = 1; n <= 5; n++) expect((await client.post('/Content/ContactUs', message(n))).status).toBe(200);
      const refused = await client.post('/Content/ContactUs', message(6));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/wait ten minutes/);
      expect((await clientFor(store).post('/Content/ContactUs', message(7))).status).toBe(200);
    });
  });

  describe('POST /Content/Feedback', () => {
    it('refuses a missing or out-of-range rating and stores nothing', async () => {
      const client = clientFor(store);
      for (const body of [
        {},
        { Rating: 0 },
        { Rating: 6 },
        { Rating: 2.5 },
        { Rating: 'great' },
        { Rating: 4, Email: 'nope' },
        { Rating: 4, Comment: 'x'.repeat(2001) },
      ]) {
        const { status, body: envelope } = await client.post('/Content/Feedback', body);
        expect(status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(envelope.message).toMatch(/rating from 1 to 5|valid email|2,000 characters/);
      }
      expect(await count(store, 'SELECT count(*)::int AS n FROM feedback WHERE ip = $1', [client.ip])).toBe(0);
    });

    it('stores a rating with its comment and a same-site page only', async () => {
      const client = clientFor(store);
      expect((await client.post('/Content/Feedback', { Rating: '4', Comment: ' Nice search ', Page: '/keywords/LM358' })).status).toBe(200);
      expect((await client.post('/Content/Feedback', { Rating: 1, Page: '//evil.example/x' })).body.message).toMatch(/Thank you/);
      const { rows } = await store.db.query<{ rating: number; comment: string; page: string }>(
        'SELECT rating, comment, page FROM feedback WHERE ip = $1 ORDER BY id',
        [client.ip],
      );
      expect(rows).toEqual([
        { rating: 4, comment: 'Nice search', page: '/keywords/LM358' },
        { rating: 1, comment: '', page: '' },
      ]);
    });
  });

  describe('newsletter double opt-in', () => {
    it("refuses a bad address with docs/product.md §5's message and stores nothing", async () => {
      const client = clientFor(store);
      for (const Email of ['', 'nope', 'a@b', `${'a'.repeat(40)}!`, `${'a'.repeat(300)}@example.com`]) {
        const { status, body } = await client.post('/MessageSubscription/AddMessageSubscriptionService', { Email });
        expect(status).toBe(400);
        expect(body).toMatchObject({ state: 'error', code: 400, message: 'You should submit a valid Email' });
      }
      expect(
        await count(
          store,
          "SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email_key LIKE 'nope%' OR email_key LIKE 'aaaa%'",
        ),
      ).toBe(0);
    });

    it('mails a confirmation link, confirms once, welcomes, and unsubscribes by link', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('news');
      const subscribed = await client.post('/MessageSubscription/AddMessageSubscriptionService', { Email: email });
      expect(subscribed.body).toMatchObject({ state: 'success', message: 'Subscription successfully' });
      const row = async () =>
        (
          await store.db.query<{ status: string; confirm_token_hash: string | null; unsubscribe_token: string }>(
            'SELECT status, confirm_token_hash, unsubscribe_token FROM newsletter_subscriptions WHERE email_key = lower($1)',
            [email],
          )
        ).rows[0]!;
      expect((await row()).status).toBe('pending');

      const confirmToken = await tokenFromOutbox(store, email, '/newsletter/confirm');
      const unsubscribeToken = await tokenFromOutbox(store, email, '/newsletter/unsubscribe');
      expect((await row()).confirm_token_hash).not.toBe(confirmToken);

      const confirmed = await client.post('/MessageSubscription/Confirm', { Token: confirmToken });
      expect(confirmed.body).toMatchObject({ state: 'success', data: { Status: 'confirmed' } });
      expect((await row()).status).toBe('confirmed');
      const reused = await client.post('/MessageSubscription/Confirm', { Token: confirmToken });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toMatch(/expired or was already used/);
      expect(
        await count(store, "SELECT count(*)::int AS n FROM outbox WHERE to_address = $1 AND subject LIKE 'You are subscribed%'", [email]),
      ).toBe(1);

      const mailsBefore = await count(store, 'SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [email]);
      const again = await client.post('/MessageSubscription/AddMessageSubscriptionService', { Email: email.toUpperCase() });
      expect(again.body.message).toBe('Subscription successfully');
      expect(await count(store, 'SELECT count(*)::int AS n FROM outbox WHERE lower(to_address) = lower($1)', [email])).toBe(mailsBefore);

      const left = await client.post('/MessageSubscription/Unsubscribe', { Token: unsubscribeToken });
      expect(left.body).toMatchObject({ state: 'success', data: { Status: 'unsubscribed' } });
      expect((await row()).status).toBe('unsubscribed');
      expect((await client.post('/MessageSubscription/Unsubscribe', { Token: unsubscribeToken })).status).toBe(200);
      expect((await client.post('/MessageSubscription/Unsubscribe', { Token: 'A'.repeat(43) })).status).toBe(400);
      expect((await client.post('/MessageSubscription/Unsubscribe', { Token: 'short' })).body.message).toMatch(/not valid/);
    });

    it('mails a pending address at most once a minute, and refuses an expired link', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('pending');
      await client.post('/MessageSubscription/AddMessageSubscriptionService', { Email: email });
      await client.post('/MessageSubscription/AddMessageSubscriptionService', { Email: email });
      expect(await count(store, 'SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [email])).toBe(1);
      const token = await tokenFromOutbox(store, email, '/newsletter/confirm');
      await store.db.query(
        "UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 second' WHERE email_key = lower($1)",
        [email],
      );
      expect((await client.post('/MessageSubscription/Confirm', { Token: token })).status).toBe(400);
      expect(
        await count(store, "SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email_key = lower($1) AND status = 'pending'", [
          email,
        ]),
      ).toBe(1);
    });
  });
});
