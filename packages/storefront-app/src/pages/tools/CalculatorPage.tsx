import { useCallback, useMemo, useRef } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { CalculatorDescriptor, CalculatorResult } from '@ferrite/calculators';
import { loadedCalculator } from '@ferrite/calculators/load';
import { Box, Breadcrumbs, SplitLayout, Text } from '@ferrite/ui';
import { useI18n } from '../../i18n';
import { CalculatorForm } from './CalculatorForm';
import { CalculatorResults } from './CalculatorResults';
import { CalculatorTextsProvider, useCalculatorText } from './calculator-texts';
import { formSearchParams, type FormValues } from './form-values';
import { calculatorPath, categoryAnchorUrl, searchString, TOOLS_PATH } from './tool-urls';
import { useSearchState, useTypedBeforeHydration } from './use-search-state';

export interface CalculatorPageData {
  slug: string;
  /** The form's values: the query's, with defaults for the fields it leaves out. */
  values: FormValues;
  /** `run(values)`, computed by the loader. */
  result: CalculatorResult;
  /** The page's texts in the reader's language, by English (calculator-texts.tsx); empty in English. */
  texts: Readonly<Record<string, string>>;
}

/** A calculator's page, generated from its descriptor; the loader has checked the slug and loaded the calculator. */
export function CalculatorPage() {
  const loaded = useLoaderData() as CalculatorPageData;
  const calculator = loadedCalculator(loaded.slug);
  // A new calculator starts with fresh state (and no pending URL update from the last one).
  return calculator ? (
    <CalculatorTextsProvider value={loaded.texts}>
      <Calculator key={calculator.slug} calculator={calculator} loaded={loaded} />
    </CalculatorTextsProvider>
  ) : null;
}

function Calculator({ calculator, loaded }: { calculator: CalculatorDescriptor; loaded: CalculatorPageData }) {
  const toParams = useCallback((values: FormValues) => formSearchParams(calculator, values), [calculator]);
  const [values, setValues] = useSearchState(loaded.values, toParams);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (fields) => {
    // Only the fields the form shows: hidden ones keep the query's values.
    const typed = Object.fromEntries([...fields].filter(([name]) => name in loaded.values));
    if (Object.entries(typed).some(([name, value]) => loaded.values[name] !== value)) setValues({ ...loaded.values, ...typed });
  });
  const { t, section, locale, term } = useI18n();
  const { say, sayTerm } = useCalculatorText();
  // The run is a pure function: it recomputes in the browser on every change, in the reader's locale as the loader did.
  const result = useMemo(
    () => (values === loaded.values ? loaded.result : calculator.run(values, { locale })),
    [values, loaded, calculator, locale],
  );
  const path = calculatorPath(calculator);

  return (
    <div className="fe-calc">
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('shell.home'), href: '/' },
          { label: t('tools.breadcrumb'), href: TOOLS_PATH },
          { label: term(calculator.category), href: categoryAnchorUrl(calculator.category) },
          { label: term(calculator.title) },
        ]}
      />
      <h1>{sayTerm(calculator.title)}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {sayTerm(calculator.summary)}
      </Text>
      <Box marginTop="large">
        <SplitLayout
          asideWidth="xlarge"
          stackBelow="phone"
          stickyAside
          aside={<CalculatorResults calculator={calculator} result={result} shareUrl={path + searchString(toParams(values))} />}
        >
          <CalculatorForm
            calculator={calculator}
            action={path}
            values={values}
            errors={result.ok ? {} : result.errors}
            onChange={setValues}
            formRef={form}
          />
        </SplitLayout>
      </Box>
      <section className="fe-calc__about" aria-labelledby="calc-formula-title">
        <h2 id="calc-formula-title">{t('tools.formula')}</h2>
        {/* Mathematics, not language: its symbols (Vout, Vin) read the same in every language (translate="no"). */}
        <pre className="fe-calc__formula" dir="ltr" translate="no">
          {calculator.formula}
        </pre>
        <p className="fe-calc__source">
          {t('tools.source')} <cite>{say(calculator.source.title)}</cite>, {say(calculator.source.citation)}
        </p>
      </section>
    </div>
  );
}
