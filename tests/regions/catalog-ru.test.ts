// The catalogue and buying pages render on the server in the reader's language (`_lang` cookie):
// Russian from the ru pack, English without a cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, setUpPart, type PartFacts } from '../buying/support';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';

/** A page's HTML as a visitor with these cookies gets it. */
async function pageWith(store: TestStore, path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${store.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
}

/** The visible text of a page: tags, comments and the hydration payload left out. */
describe('catalogue and buying pages in Russian', () => {
  let store: TestStore;
  let part: PartFacts;
  let cartCookies: string;

  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 3000 });
    part = await setUpPart(store.db, 0, { stock: 1_000 });
    const client = new Client(store);
    const added = await client.post<{ DtlID: number }>('/shopcart/AddToCart', { ProductID: part.id, OrderQty: 5 });
    expect(added.status).toBe(200);
    cartCookies = client.cookieHeader();
  });
  afterAll(async () => {
    await store?.stop();
  });

  const PRODUCT = '/product/STM32F103C8T6';
  const productRussian = [
    'Технические характеристики',
    'Срок поставки',
    'Мин. заказ',
    'Добавить в корзину',
    'Купить сейчас',
    'Запросить цену',
    'Цена за шт.',
    'Вес единицы',
  ];
  const productEnglish = [
    'Specifications',
    'Lead time',
    'Minimum order',
    'Add to cart',
    'Buy Now',
    'Request a quote',
    'Unit Price',
    'Unit weight',
  ];
  const cartRussian = [
    'Корзина',
    'Цена за шт.',
    'Обновить количество',
    'Удалить выбранные',
    'Сумма товаров',
    'Оформить заказ',
    'В наличии',
  ];
  const cartEnglish = ['Shopping Cart', 'Unit price', 'Update quantities', 'Remove selected', 'Subtotal', 'Checkout', 'In Stock'];

  it('renders the product page server-side in Russian with _lang=ru', async () => {
    const page = await pageWith(store, PRODUCT, '_lang=ru');
    expect(page.status).toBe(200);
    const text = pageText(page.html);
    expect(text).toContain('STM32F103C8T6');
    for (const russian of productRussian) expect(text, russian).toContain(russian);
    for (const english of productEnglish) expect(text, english).not.toContain(english);
    expect(page.html).toMatch(/<meta name="description" content="STM32F103C8T6, производитель /);
  });

  it('renders the cart page server-side in Russian with _lang=ru', async () => {
    const page = await pageWith(store, '/shopcart', `${cartCookies}; _lang=ru`);
    expect(page.status).toBe(200);
    const text = pageText(page.html);
    expect(text).toContain(part.mpn);
    expect(text).toMatch(/\(1 позиция\)/);
    for (const russian of cartRussian) expect(text, russian).toContain(russian);
    for (const english of cartEnglish) expect(text, english).not.toContain(english);
  });

  it('says an empty cart is empty in Russian', async () => {
    const page = await pageWith(store, '/shopcart', '_lang=ru');
    const text = pageText(page.html);
    expect(text).toContain('Ваша корзина пуста.');
    expect(text).not.toContain('Your cart is empty.');
  });

  it('stays English without the cookie', async () => {
    const product = pageText((await pageWith(store, PRODUCT)).html);
    for (const english of productEnglish) expect(product, english).toContain(english);
    for (const russian of productRussian) expect(product, russian).not.toContain(russian);
    const cart = pageText((await pageWith(store, '/shopcart', cartCookies)).html);
    expect(cart).toMatch(/\(1 line\)/);
    for (const english of cartEnglish) expect(cart, english).toContain(english);
    for (const russian of cartRussian) expect(cart, russian).not.toContain(russian);
  });
});
