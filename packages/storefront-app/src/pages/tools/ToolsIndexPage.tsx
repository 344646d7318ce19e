import { useMemo } from 'react';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { calculators } from '@ferrite/calculators';
import { Breadcrumbs, Button, TextField } from '@ferrite/ui';
import { groupCalculators, MAX_QUERY_LENGTH } from './tool-filter';
import { calculatorPath, categorySegment, TOOLS_PATH } from './tool-urls';
import { useSearchState } from './use-search-state';

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
  const groups = useMemo(() => groupCalculators(q), [q]);
  const shown = groups.reduce((sum, group) => sum + group.calculators.length, 0);
  const query = q.trim();

  return (
    <div className="fe-tools">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Tools' }]} />
      <h1>Electronics calculators</h1>
      <p className="fe-lead">
        Calculators and converters for everyday design work: colour codes, dividers, trace widths, impedances, timers and units. Every
        formula names the standard or reference it comes from, and every result has a URL you can share.
      </p>
      <Form method="get" action={TOOLS_PATH} role="search" className="fe-tools__filter" replace preventScrollReset>
        <TextField
          type="search"
          name="q"
          label="Filter calculators"
          placeholder="e.g. resistor, impedance, dBm"
          value={q}
          onChange={setQ}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      <p className="fe-tools__count" role="status">
        {query ? `${shown} of ${calculators.length} calculators match “${query}”` : `${calculators.length} calculators`}
      </p>
      {groups.length === 0 ? (
        <p className="fe-empty">
          No calculator matches “{query}”. <Link to={TOOLS_PATH}>Show all calculators</Link>
        </p>
      ) : (
        groups.map((group) => {
          const id = categorySegment(group.category);
          return (
            <section key={group.category} className="fe-tools__group" aria-labelledby={id}>
              <h2 id={id}>{group.category}</h2>
              <ul className="fe-tools__list">
                {group.calculators.map((calculator) => (
                  <li key={calculator.slug}>
                    <Link to={calculatorPath(calculator)}>
                      <strong>{calculator.title}</strong>
                      <span>{calculator.summary}</span>
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
