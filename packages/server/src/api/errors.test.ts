import { describe, expect, it } from 'vitest';
import { messageRef } from '@ferrite/contract/message-codes';
import { ApiError } from './errors';
import { failureOutcome } from './operation';
import { assertOrderable } from '../buying/pricing';

const log = { warn: () => undefined, error: () => undefined } as never;

describe('composed messages in the envelope', () => {
  it('keeps the English message and adds the code and values beside it', () => {
    const error = new ApiError(409, messageRef('buying.msgOnlyInStock', { partNo: 'RC0603', stock: 1_200 }), 'error', { Stock: 1_200 });
    expect(failureOutcome(error, { log }).envelope).toEqual({
      state: 'error',
      message: 'Only 1,200 of RC0603 in stock.',
      code: 409,
      data: { Stock: 1_200 },
      messageCode: 'buying.msgOnlyInStock',
      messageParams: { partNo: 'RC0603', stock: 1_200 },
    });
  });

  it('leaves a plain message’s envelope as it was', () => {
    expect(failureOutcome(new ApiError(400, 'Quantity is required'), { log }).envelope).toEqual({
      state: 'error',
      message: 'Quantity is required',
      code: 400,
      data: null,
    });
  });

  it('names the MOQ rule a quantity breaks by its code', () => {
    const part = {
      id: 1,
      mpn: 'RC0603',
      stock: 50_000,
      moq: 5_000,
      order_multiple: 5_000,
      price_breaks: [{ qty: 5_000, unitPriceMicros: 2_000 }],
      lifecycle: 'active',
      lead_time_weeks: 0,
    };
    const thrown = (() => {
      try {
        assertOrderable(part, 100);
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('no error');
    })();
    expect(thrown.message).toBe('The minimum order quantity of RC0603 is 5,000.');
    expect(thrown.ref).toEqual({ code: 'buying.msgMinimumOrder', params: { partNo: 'RC0603', qty: 5_000 } });
  });
});
