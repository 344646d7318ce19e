import { Form, useLoaderData } from 'react-router-dom';
import { useT } from '../../i18n';

export interface SearchPageData {
  keyword: string;
  message: string;
}

/** /search without a usable keyword: says why, and offers the box again. */
export function SearchPage() {
  const { keyword, message } = useLoaderData() as SearchPageData;
  const t = useT();
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">{t('shell.searchTitle')}</h1>
      {message ? (
        <p role="alert" className="fe-form-message">
          {message}
        </p>
      ) : null}
      <Form method="get" action="/search" role="search">
        <label htmlFor="search-keyword">{t('shell.searchLabel')}</label>{' '}
        <input id="search-keyword" name="keyword" defaultValue={keyword} type="search" />{' '}
        <button type="submit">{t('shell.searchSubmit')}</button>
      </Form>
    </section>
  );
}
