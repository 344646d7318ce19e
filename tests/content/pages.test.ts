import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStore } from '../support/server';
import { clientFor, count, mainText, startContentStore, tokenFromOutbox, uniqueEmail } from './support';

/** [path, title in <title>, words the server-rendered <main> must contain]. */
const ROUTES: [string, string, RegExp[]][] = [
  [
    '/community',
    'Community – engineering articles | Ferrite',
    [/Latest articles/, /PCB trace width for current/, /Passive Components \(3\)/, /page 1 of 2/],
  ],
  ['/community?page=2', 'Community – engineering articles | Ferrite', [/page 2 of 2/, /Choosing MLCC dielectrics/]],
  [
    '/community?category=power-and-protection',
    'Power & Protection – Community | Ferrite',
    [/LDO or buck converter/, /ESD and surge protection/],
  ],
  ['/community?keyword=crystal', '“crystal” – Community articles | Ferrite', [/Articles matching “crystal”/, /Crystal or oscillator\?/]],
  [
    '/community/choosing-mlcc-dielectrics',
    'Choosing MLCC dielectrics: C0G, X7R, X5R and Y5V compared | Ferrite',
    [
      /Priya Raman/,
      /February 11, 2025/,
      /\d+ min read/,
      /DC bias: the effect that surprises everyone/,
      /Parts in this article/,
      /Keep reading/,
    ],
  ],
  [
    '/community/reading-a-mosfet-datasheet',
    'How to read a MOSFET datasheet: RDS\\(on\\), gate charge and the safe operating area | Ferrite',
    [/safe operating area/i],
  ],
  ['/help', 'Help | Ferrite', [/Help topics/, /Ordering/, /Quick Order/, /Privacy Policy/]],
  ['/help/ordering', 'Ordering | Ferrite', [/Reading a product page/, /minimum order quantity/i]],
  ['/help/payment', 'Payment | Ferrite', [/Visa, Mastercard, American Express and Discover/]],
  ['/help/shipping', 'Shipping | Ferrite', [/5:00 pm Central Time/]],
  ['/help/returns', 'Returns | Ferrite', [/30 days of delivery/]],
  ['/help/account', 'Your account | Ferrite', [/8 to 128 characters/]],
  ['/help/bom-tool', 'BOM tool | Ferrite', [/3,000 lines/]],
  ['/help/quick-order', 'Quick Order | Ferrite', [/300 lines/]],
  ['/help/rfq', 'Request for quote | Ferrite', [/last-time buy/i]],
  ['/HelpCentre', 'Help Centre | Ferrite', [/Contact customer service/, /one working day/]],
  ['/HowtoUse', 'How to use this site | Ferrite', [/Find the part/, /Check out and pay/]],
  ['/FAQs', 'FAQs | Ferrite', [/Frequently asked questions/, /Do I need an account to order\?/, /Are your parts genuine\?/]],
  ['/Glossary', 'Glossary A–Z | Ferrite', [/AEC-Q100/, /Zener diode/, /Moisture sensitivity level \(MSL\)/]],
  ['/ComplaintsPolicy', 'Complaints Policy | Ferrite', [/Acknowledgement within 2 working days/, /Last updated October 1, 2025/]],
  ['/CookiePolicy', 'Cookie Policy | Ferrite', [/_policy/, /30 days/]],
  ['/PrivacyPolicy', 'Privacy Policy | Ferrite', [/double opt-in/, /Your rights/]],
  ['/ReturnRefund', 'Return & Refund Policy | Ferrite', [/30 days of delivery/, /Who pays for return shipping/]],
  ['/ShippingDelivering', 'Shipping & Delivering Policy | Ferrite', [/Free standard shipping/, /US\$100/]],
  ['/TermsConditions', 'Terms & Conditions | Ferrite', [/Governing law/, /for reference only/]],
  [
    '/AboutUs',
    'About Us | Ferrite',
    [/Company Profile/, /Developmental Ideal/, /Application Area/, /News Centre/, /Contact Us/, /Latest from the community/],
  ],
  ['/ContactUs', 'Contact Us | Ferrite', [/Write to customer service/, /Message/]],
  ['/feedback', 'Feedback | Ferrite', [/How would you rate your visit\?/, /5 – Excellent/]],
  ['/newsletter', 'Newsletter | Ferrite', [/confirmation link/]],
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

describe('content pages, server-rendered', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startContentStore('pglite');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it.each(ROUTES)('%s answers 200 with its title and real content', async (path, title, texts) => {
    const { status, html } = await clientFor(store).page(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<title>${escapeHtml(title).replace(/[|?]/g, '\\$&')}</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    const text = mainText(html);
    expect(text.length).toBeGreaterThan(300);
    for (const pattern of texts) expect(text, String(pattern)).toMatch(pattern);
  });

  it.each(['/community/no-such-article', '/community/a/b', '/help/no-such-topic', '/help/ordering/extra'])(
    '%s answers 404',
    async (path) => {
      const { status, html } = await clientFor(store).page(path);
      expect(status).toBe(404);
      expect(html).toContain('This page could not be found');
      expect(html).toMatch(/href="\/feedback"/);
    },
  );

  it('drops page 1 and pages past 50 from community URLs, and an unknown category', async () => {
    const client = clientFor(store);
    expect(await client.page('/community?page=1')).toMatchObject({ status: 302, location: '/community' });
    expect(await client.page('/community?page=51&keyword=x')).toMatchObject({ status: 302, location: '/community?keyword=x' });
    expect(await client.page('/community?category=nope')).toMatchObject({ status: 302, location: '/community' });
  });

  it('renders articles with inline SVG figures and part links to product pages', async () => {
    const { html } = await clientFor(store).page('/community/part-numbers-and-packaging');
    expect(html).toContain('<figure class="fe-figure"><svg');
    expect(html).toContain('href="/product/LM1117MPX-3.3%5CNOPB"');
    expect(html).toContain('href="/product/BC847B%2C215"');
    expect(html).toContain('<script type="application/ld+json"');
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
  });

  it('marks the English articles and help texts as English, left to right, on an Arabic page', async () => {
    const isolated = (text: string) => `<span lang="en" dir="ltr">${escapeHtml(text)}</span>`;
    for (const [path, title] of [
      ['/community/choosing-mlcc-dielectrics', 'Choosing MLCC dielectrics: C0G, X7R, X5R and Y5V compared'],
      ['/help/ordering', 'Ordering'],
    ] as const) {
      const response = await fetch(`${store.url}${path}`, { headers: { cookie: '_lang=ar' } });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<html[^>]+dir="rtl"/);
      expect(html.includes(`<h1 id="article-title">${isolated(title)}</h1>`) || html.includes(`<h1>${isolated(title)}</h1>`), path).toBe(
        true,
      );
      expect(html, path).toMatch(/<div lang="en" dir="ltr" class="fe-prose"><(h2|p)/);
      // The lead paragraph (kit Text): a whole sentence, isolated as English.
      expect(html, path).toMatch(/<p class="[^"]+"><span lang="en" dir="ltr">[^<]{20,}\.<\/span><\/p>/);
    }
  });

  it('gives the About page the five anchors and a 70px nav that starts unscrolled', async () => {
    const { html } = await clientFor(store).page('/AboutUs');
    for (const id of ['company-profile', 'developmental-ideal', 'application-area', 'news-centre', 'contact-us']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<nav class="fe-about-nav" aria-label="About Ferrite" data-scrolled="false">/);
  });

  it('renders the FAQ accordion as native details elements and glossary jump links', async () => {
    const faqs = await clientFor(store).page('/FAQs');
    expect(faqs.html.match(/<details /g)?.length).toBeGreaterThanOrEqual(20);
    expect(faqs.html).toMatch(/<summary>Do I need an account to order\?<\/summary>/);
    const glossary = await clientFor(store).page('/Glossary');
    expect(glossary.html).toContain('href="#letter-a"');
    expect(glossary.html).toContain('id="letter-z"');
    expect(glossary.html.match(/<dt /g)?.length).toBeGreaterThanOrEqual(80);
  });

  describe('forms without JavaScript', () => {
    it('the contact form shows a message under each bad field, with 400, and stores nothing', async () => {
      const client = clientFor(store);
      const { status, html } = await client.page('/ContactUs', { Name: '', Email: 'nope', Subject: 'Hi', Message: 'short' });
      expect(status).toBe(400);
      const text = mainText(html);
      expect(text).toContain('Please enter your name.');
      expect(text).toContain('Please enter a valid email address, like name@example.com.');
      expect(text).toContain('Please write your message (at least 10 characters).');
      expect(html).toContain('value="nope"');
      expect(await count(store, 'SELECT count(*)::int AS n FROM contact_messages WHERE ip = $1', [client.ip])).toBe(0);
    });

    it('the contact form stores a good message and says thank you', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('form');
      const { status, html } = await client.page('/ContactUs', {
        Name: 'Grace',
        Email: email,
        Subject: 'Samples',
        Message: 'Could I get ten samples?',
      });
      expect(status).toBe(200);
      expect(mainText(html)).toMatch(/Thank you\. Your message has reached our customer service team/);
      expect(await count(store, 'SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email])).toBe(1);
      expect(await count(store, 'SELECT count(*)::int AS n FROM outbox WHERE text_body LIKE $1', [`%${email}%`])).toBe(1);
    });

    it('the feedback form needs a rating, then stores it with the page it came from', async () => {
      const client = clientFor(store);
      const refused = await client.page('/feedback?from=%2Fcommunity%2Fnope', { Comment: 'Broken link', Page: '/community/nope' });
      expect(refused.status).toBe(400);
      expect(mainText(refused.html)).toContain('Please choose a rating from 1 to 5.');
      expect(await count(store, 'SELECT count(*)::int AS n FROM feedback WHERE ip = $1', [client.ip])).toBe(0);
      const sent = await client.page('/feedback?from=%2Fcommunity%2Fnope', {
        Rating: '2',
        Comment: 'Broken link',
        Page: '/community/nope',
      });
      expect(sent.status).toBe(200);
      expect(mainText(sent.html)).toContain('Thank you for your feedback.');
      const { rows } = await store.db.query<{ rating: number; page: string }>('SELECT rating, page FROM feedback WHERE ip = $1', [
        client.ip,
      ]);
      expect(rows).toEqual([{ rating: 2, page: '/community/nope' }]);
    });

    it("the newsletter form gives docs/product.md §5's message for a bad address and stores nothing", async () => {
      const client = clientFor(store);
      const { status, html } = await client.page('/newsletter', { Email: 'not an email' });
      expect(status).toBe(400);
      expect(mainText(html)).toContain('You should submit a valid Email');
      expect(await count(store, "SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'not an email'")).toBe(0);
    });

    it('subscribes, confirms with the mailed link and unsubscribes with the other one', async () => {
      const client = clientFor(store);
      const email = uniqueEmail('nojs');
      const subscribed = await client.page('/newsletter', { Email: email });
      expect(subscribed.status).toBe(200);
      expect(mainText(subscribed.html)).toContain('Subscription successfully');
      const confirmToken = await tokenFromOutbox(store, email, '/newsletter/confirm');
      const unsubscribeToken = await tokenFromOutbox(store, email, '/newsletter/unsubscribe');
      const status = async () =>
        (await store.db.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email_key = lower($1)', [email]))
          .rows[0]!.status;

      // Opening the link changes nothing (mail scanners prefetch links); the button does.
      const opened = await client.page(`/newsletter/confirm?token=${confirmToken}`);
      expect(opened.status).toBe(200);
      expect(opened.html).toContain(`name="Token" value="${confirmToken}"`);
      expect(await status()).toBe('pending');
      const confirmed = await client.page(`/newsletter/confirm?token=${confirmToken}`, { Token: confirmToken });
      expect(confirmed.status).toBe(200);
      expect(mainText(confirmed.html)).toContain('Your subscription is confirmed.');
      expect(await status()).toBe('confirmed');
      const reused = await client.page(`/newsletter/confirm?token=${confirmToken}`, { Token: confirmToken });
      expect(reused.status).toBe(400);
      expect(mainText(reused.html)).toMatch(/expired or was already used/);

      const left = await client.page(`/newsletter/unsubscribe?token=${unsubscribeToken}`, { Token: unsubscribeToken });
      expect(left.status).toBe(200);
      expect(mainText(left.html)).toContain('You have been unsubscribed.');
      expect(await status()).toBe('unsubscribed');
    });

    it('says a malformed newsletter link is not valid', async () => {
      const { html } = await clientFor(store).page('/newsletter/unsubscribe?token=abc');
      expect(mainText(html)).toContain('This link is not valid. Please use the newest link we sent you.');
      expect(html).not.toContain('name="Token"');
    });
  });
});
