import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Box, EmptyState, Pagination, Text, Link as TextLink } from '@ferrite/ui';
import { useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';

export interface ProductIndexData {
  index: string;
  page: number;
  pageCount: number;
  total: number;
  items: { PartNo: string; MFG: string; ProductUrl: string }[];
}

import { INDEX_KEYS } from './index-keys';

export { INDEX_KEYS };

/** /product-index/{index}: every part number starting with a letter or digit, for crawlers and browsing. */
export function ProductIndexPage() {
  const data = useLoaderData() as ProductIndexData;
  const location = useLocation();
  const { t, section } = useI18n();
  const url = new URL(location.pathname + location.search, 'http://local');
  return (
    <div>
      <h1>{t('catalog.productIndexTitle', { index: data.index })}</h1>
      <Box
        as="nav"
        aria-label={t('catalog.partNumberIndex')}
        display="flex"
        flexWrap="wrap"
        gap="small"
        marginTop="small"
        marginBottom="large"
      >
        {INDEX_KEYS.map((key) => (
          <TextLink
            key={key}
            href={`/product-index/${key}`}
            aria-current={key === data.index ? 'page' : undefined}
            tone={key === data.index ? 'neutral' : undefined}
            weight={key === data.index ? 'strong' : undefined}
            underline={key === data.index ? 'none' : undefined}
          >
            {key}
          </TextLink>
        ))}
      </Box>
      {data.items.length === 0 ? <EmptyState as="p">{t('catalog.noPartNumbers', { index: data.index })}</EmptyState> : null}
      <ul className="fe-index-list">
        {data.items.map((item) => (
          <li key={`${item.PartNo}-${item.MFG}`}>
            <Link to={item.ProductUrl}>{item.PartNo}</Link>{' '}
            <Text tone="muted" size="xsmall">
              {item.MFG}
            </Text>
          </li>
        ))}
      </ul>
      {data.pageCount > 1 ? (
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefForPage={(page) => withPage(url, page)}
          labels={section('kitPagination')}
        />
      ) : null}
    </div>
  );
}
