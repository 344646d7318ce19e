// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addToCartMessage, formatCents, lineIdsInput, luhnValid, payInput, placeOrderInput } from './buying';

describe('buying contract', () => {
  it("maps docs/product.md §8's add-to-cart codes and leaves other messages as they are", () => {
    expect(addToCartMessage('0')).toBe('This product is not available');
    expect(addToCartMessage('1')).toBe('Quantity is required');
    expect(addToCartMessage('Only 5 of X in stock.')).toBe('Only 5 of X in stock.');
  });

  it('reads line ids as a bare list or an object', () => {
    expect(lineIdsInput.parse([1, '2'])).toEqual({ DtlIDs: [1, 2] });
    expect(lineIdsInput.parse({ DtlIDs: [3], TempCartID: 'a'.repeat(32) })).toEqual({ DtlIDs: [3], TempCartID: 'a'.repeat(32) });
    expect(lineIdsInput.safeParse([]).success).toBe(false);
  });

  it('checks card fields before they leave the page', () => {
    const card = { OrderNo: 'FE261123000001', CardHolder: 'Ann', CardNumber: '4242 4242 4242 4242', Expiry: '12/39', Cvc: '123' };
    expect(payInput.parse(card).CardNumber).toBe('4242424242424242');
    expect(payInput.safeParse({ ...card, CardNumber: '4242 4242 4242 4241' }).success).toBe(false);
    expect(payInput.safeParse({ ...card, Expiry: '13/39' }).success).toBe(false);
    expect(luhnValid('4000000000003220')).toBe(true);
  });

  it('defaults an order body and refuses a bad one', () => {
    const body = {
      TempOrderID: 'b'.repeat(32),
      Email: 'ann@example.com',
      ShippingMethod: 'standard',
      Address: { FirstName: 'Ann', LastName: 'Lee', Phone: '+1 512 555 0100', Address1: '1 Main St', City: 'Austin', Country: 'US' },
    };
    expect(placeOrderInput.parse(body)).toMatchObject({ AcceptPriceChanges: false, Note: '', Address: { Company: '', State: '' } });
    expect(placeOrderInput.safeParse({ ...body, Email: 'not-an-email' }).success).toBe(false);
  });

  it('formats cents as money', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
