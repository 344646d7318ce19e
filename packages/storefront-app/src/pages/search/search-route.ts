import { redirect } from 'react-router-dom';
import { keywordUrl, MAX_KEYWORD_LENGTH, MESSAGES, normaliseKeyword } from '@ferrite/contract';
import type { MakeRouteParts } from '../../routing/lazy-page';
import type { SearchPageData } from './SearchPage';

/** /search?keyword=x goes to /keywords/X (docs/product.md §5: trimmed, 3+ characters, upper-cased). */
export const search: MakeRouteParts = (deps) => ({
  loader: ({ request }): SearchPageData => {
    const raw = new URL(request.url).searchParams.get('keyword');
    if (raw === null) return { keyword: '', message: '' };
    const result = normaliseKeyword(raw);
    if (result.ok) throw redirect(keywordUrl(result.keyword));
    const message =
      result.message === MESSAGES.keywordEmpty
        ? deps.i18n.t('shell.keywordEmpty')
        : deps.i18n.t('shell.keywordTooLong', { max: MAX_KEYWORD_LENGTH });
    return { keyword: raw.slice(0, 200), message };
  },
  handle: { head: () => ({ title: deps.i18n.t('shell.searchTitle') }) },
});
