import { Box } from '@ferrite/ui';
import { Link, useLoaderData } from 'react-router-dom';
import { INDUSTRIAL_MRO, type CategoryNavItem } from '@ferrite/contract';
import { Grid, GridItem, LinkCard } from '@ferrite/ui';
import { useI18n } from '../../i18n';

/** /category: every category, two levels deep; Industrial MRO gathered last (docs/product.md §3). */
export function CategoryIndexPage() {
  const categories = useLoaderData<CategoryNavItem[]>();
  const { t, term } = useI18n();
  return (
    <div className="fe-category-index">
      <h1>{t('catalog.allCategories')}</h1>
      <Box
        as="nav"
        aria-label={t('catalog.jumpToCategory')}
        display="flex"
        flexWrap="wrap"
        gap="small"
        marginTop="small"
        marginBottom="large"
      >
        {categories.map((top) => (
          <a key={top.CategoryID} href={`#${anchorOf(top.CategoryName)}`}>
            {term(top.CategoryName)}
          </a>
        ))}
      </Box>
      {categories.map((top) => (
        <section key={top.CategoryID} id={anchorOf(top.CategoryName)} aria-labelledby={`h-${anchorOf(top.CategoryName)}`}>
          <h2 id={`h-${anchorOf(top.CategoryName)}`}>
            {top.CategoryName === INDUSTRIAL_MRO ? term(top.CategoryName) : <Link to={top.LinkUrl}>{term(top.CategoryName)}</Link>}
          </h2>
          <Grid>
            {top.ChildList.map((child) => (
              <GridItem key={child.CategoryID}>
                <LinkCard
                  href={child.LinkUrl}
                  media={<img src={child.IconPath} alt="" width={28} height={28} />}
                  title={term(child.CategoryName)}
                />
                {child.ChildList.length > 0 ? (
                  <Box as="ul" paddingX="medium" paddingBottom="small" fontSize="small">
                    {child.ChildList.map((leaf) => (
                      <li key={leaf.CategoryID}>
                        <Link to={leaf.LinkUrl}>{term(leaf.CategoryName)}</Link>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </GridItem>
            ))}
          </Grid>
        </section>
      ))}
    </div>
  );
}

export const anchorOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
