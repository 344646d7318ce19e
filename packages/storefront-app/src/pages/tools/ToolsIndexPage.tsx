import { useMemo, useRef } from 'react';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { calculatorCatalogue } from '@ferrite/calculators/catalogue';
import { Breadcrumbs, Button, TextField } from '@ferrite/ui';
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
    <div className="fe-tools">
      <Breadcrumbs items={[{ label: t('shell.home'), href: '/' }, { label: t('tools.breadcrumb') }]} labels={section('kitBreadcrumbs')} />
      <h1>{t('tools.indexTitle')}</h1>
      <p className="fe-lead">{t('tools.indexLead')}</p>
      <Form ref={form} method="get" action={TOOLS_PATH} role="search" className="fe-tools__filter" replace preventScrollReset>
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
        <Button type="submit" variant="secondary">
          {t('tools.filterSubmit')}
        </Button>
      </Form>
      <p className="fe-tools__count" role="status">
        {query
          ? t('tools.matchCount', { shown, total: calculatorCatalogue.length, query })
          : plural('tools.calculatorCount', calculatorCatalogue.length)}
      </p>
      {groups.length === 0 ? (
        <p className="fe-empty">
          {t('tools.noMatch', { query })} <Link to={TOOLS_PATH}>{t('tools.showAll')}</Link>
        </p>
      ) : (
        groups.map((group) => {
          const id = categorySegment(group.category);
          return (
            <section key={group.category} className="fe-tools__group" aria-labelledby={id}>
              <h2 id={id}>{term(group.category)}</h2>
              <ul className="fe-tools__list">
                {group.calculators.map((calculator) => (
                  <li key={calculator.slug}>
                    <Link to={calculatorPath(calculator)}>
                      <strong>{term(calculator.title)}</strong>
                      <span>{term(calculator.summary)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
