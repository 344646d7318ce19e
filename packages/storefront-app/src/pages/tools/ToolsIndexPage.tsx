import { useMemo, useRef } from 'react';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { calculatorCatalogue } from '@ferrite/calculators/catalogue';
import { Box, Breadcrumbs, Button, EmptyState, Grid, GridItem, Heading, LinkCard, Text, TextField } from '@ferrite/ui';
import { useI18n } from '../../i18n';
import { groupCalculators, MAX_QUERY_LENGTH } from './tool-filter';
import { calculatorPath, categorySegment, TOOLS_PATH } from './tool-urls';
import { useSearchState, useTypedBeforeHydration } from './use-search-state';

export interface ToolsIndexData {
  /** The filter text of `?q=`, as typed. */
  q: string;
}

const queryParams = (q: string) => (q.trim() ? new URLSearchParams({ q: q.trim() }) : new URLSearchParams());

/**
 * /tools: every calculator by category. The filter is a GET form, so the server filters without
 * JavaScript; with it, the list narrows as the visitor types and the URL follows.
 */
export function ToolsIndexPage() {
  const loaded = useLoaderData() as ToolsIndexData;
  const [q, setQ] = useSearchState(loaded.q, queryParams);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (fields) => {
    const typed = fields.get('q') ?? '';
    if (typed !== loaded.q) setQ(typed);
  });
  const groups = useMemo(() => groupCalculators(q), [q]);
  const shown = groups.reduce((sum, group) => sum + group.calculators.length, 0);
  const query = q.trim();
  const { t, plural, section, term } = useI18n();

  return (
    <div>
      <Breadcrumbs items={[{ label: t('shell.home'), href: '/' }, { label: t('tools.breadcrumb') }]} labels={section('kitBreadcrumbs')} />
      <h1>{t('tools.indexTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {t('tools.indexLead')}
      </Text>
      <Form ref={form} method="get" action={TOOLS_PATH} role="search" replace preventScrollReset>
        <Box display="flex" alignItems="flex-end" gap="small" maxWidth="xxxlarge" marginTop="large" marginBottom="xsmall">
          <Box flexGrow={1}>
            <TextField
              type="search"
              name="q"
              label={t('tools.filterLabel')}
              placeholder={t('tools.filterPlaceholder')}
              value={q}
              onChange={setQ}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
            />
          </Box>
          <Button type="submit" variant="secondary">
            {t('tools.filterSubmit')}
          </Button>
        </Box>
      </Form>
      <Box as="p" role="status" color="textMuted" marginTop="xsmall" marginBottom="small">
        {query
          ? t('tools.matchCount', { shown, total: calculatorCatalogue.length, query })
          : plural('tools.calculatorCount', calculatorCatalogue.length)}
      </Box>
      {groups.length === 0 ? (
        <EmptyState as="p">
          {t('tools.noMatch', { query })} <Link to={TOOLS_PATH}>{t('tools.showAll')}</Link>
        </EmptyState>
      ) : (
        groups.map((group) => {
          const id = categorySegment(group.category);
          return (
            <Box as="section" key={group.category} aria-labelledby={id} display="flex" flexDirection="column" gap="small" marginY="xlarge">
              <Heading level={4} as="h2" id={id}>
                {term(group.category)}
              </Heading>
              <Grid minItemWidth="large">
                {group.calculators.map((calculator) => (
                  <GridItem key={calculator.slug}>
                    <LinkCard href={calculatorPath(calculator)} title={term(calculator.title)} description={term(calculator.summary)} />
                  </GridItem>
                ))}
              </Grid>
            </Box>
          );
        })
      )}
    </div>
  );
}
