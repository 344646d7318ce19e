import { Form, useLoaderData } from 'react-router-dom';

export interface SearchPageData {
  keyword: string;
  message: string;
}

/** /search without a usable keyword: says why, and offers the box again. */
export function SearchPage() {
  const { keyword, message } = useLoaderData() as SearchPageData;
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">Search parts</h1>
      {message ? (
        <p role="alert" className="fe-form-message">
          {message}
        </p>
      ) : null}
      <Form method="get" action="/search" role="search">
        <label htmlFor="search-keyword">Part number or keyword</label>{' '}
        <input id="search-keyword" name="keyword" defaultValue={keyword} type="search" />{' '}
        <button type="submit">Search</button>
      </Form>
    </section>
  );
}
