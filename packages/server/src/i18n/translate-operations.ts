import { endpoints } from '@ferrite/contract/endpoints';
import { translateTexts } from './translation-memory';
import { badRequest } from '../api/errors';
import { defineOperation } from '../api/operation';

/** One request carries one docs/product.md §9 batch (about 5,000 characters) with room for a long last text. */
export const MAX_REQUEST_CHARS = 10_000;

export const translateLanguage = defineOperation(endpoints.site.translate, {
  summary:
    'Translates a batch of English interface texts (Params, about 5,000 characters per call) to Target from the translation memory. ' +
    'data is the list in the same order; a text the memory does not know comes back unchanged (the reader sees English). ' +
    'Only for languages other than English.',
  async handler({ Params, Source, Target }, ctx) {
    if (Target === 'en') throw badRequest('Translation is only for languages other than English.');
    if (Source !== 'en') throw badRequest('Texts are translated from English: Source must be "en".');
    const size = Params.reduce((sum, text) => sum + text.length, 0);
    if (size > MAX_REQUEST_CHARS) {
      throw badRequest(
        `Send at most ${MAX_REQUEST_CHARS.toLocaleString('en-US')} characters per call (this one has ${size.toLocaleString('en-US')}); split the texts into batches of about 5,000.`,
      );
    }
    return translateTexts(ctx.db, Source, Target, Params);
  },
});

export const translateOperations = [translateLanguage];
