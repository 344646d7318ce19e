import { Box, Grid, GridItem, LinkCard, Text } from '@ferrite/ui';
import { Link, useLoaderData } from 'react-router-dom';
import type { ManufacturerSummary } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { useI18n } from '../../i18n';

const letterOf = (name: string) => (/^[a-z]/i.test(name) ? name[0]!.toUpperCase() : '0-9');

/** /manufacturer: featured brands, then the Linecard A–Z. */
export function ManufacturersPage() {
  const manufacturers = useLoaderData() as ManufacturerSummary[];
  const { t, locale } = useI18n();
  const featured = manufacturers.filter((m) => m.featured);
  const byLetter = new Map<string, ManufacturerSummary[]>();
  for (const m of manufacturers) {
    const letter = letterOf(m.name);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), m]);
  }
  const letters = [...byLetter.keys()].sort((a, b) => (a === '0-9' ? 1 : b === '0-9' ? -1 : a.localeCompare(b)));
  return (
    <div>
      <h1>{t('catalog.manufacturers')}</h1>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{t('catalog.featuredBrands')}</h2>
        <Grid>
          {featured.map((m) => (
            <GridItem key={m.slug}>
              <LinkCard href={m.MfgUrl} media={<img src={m.Image} alt="" width={120} height={40} />} title={m.name} />
            </GridItem>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="linecard-title" id="linecard">
        <h2 id="linecard-title">{t('catalog.linecard')}</h2>
        <Box
          as="nav"
          aria-label={t('catalog.jumpToLetter')}
          display="flex"
          flexWrap="wrap"
          gap="small"
          marginTop="small"
          marginBottom="large"
        >
          {letters.map((letter) => (
            <a key={letter} href={`#letter-${letter}`}>
              {letter}
            </a>
          ))}
        </Box>
        {letters.map((letter) => (
          <div key={letter} id={`letter-${letter}`} className="fe-linecard">
            <h3>{letter}</h3>
            <ul>
              {byLetter.get(letter)!.map((m) => (
                <li key={m.slug}>
                  <Link to={m.MfgUrl}>{m.name}</Link>{' '}
                  <Text tone="muted" size="xsmall">
                    ({formatQuantity(m.partCount, locale)})
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
