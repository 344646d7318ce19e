import { formatOutput, type CalculatorDescriptor, type CalculatorResult } from '@ferrite/calculators';
import { Box } from '@ferrite/ui';
import { useT } from '../../i18n';
import { CopyResultButton } from './CopyResultButton';
import { useCalculatorText } from './calculator-texts';
import { matchingPartsLinksFor, type MatchingPartsLink } from './matching-parts';

/** The outputs a result holds, in descriptor order, with their formatted values. */
export function resultLines(calculator: CalculatorDescriptor, result: CalculatorResult): { key: string; label: string; text: string }[] {
  if (!result.ok) return [];
  return calculator.outputs.flatMap((output) => {
    const value = result.values[output.key];
    return value === undefined ? [] : [{ key: output.key, label: output.label, text: formatOutput(output, value) }];
  });
}

/** Result panel: each output with its label and unit, the notes, and a copy button. */
export function CalculatorResults({
  calculator,
  result,
  shareUrl,
}: {
  calculator: CalculatorDescriptor;
  result: CalculatorResult;
  shareUrl: string;
}) {
  const t = useT();
  const { say } = useCalculatorText();
  const lines = resultLines(calculator, result);
  const parts = matchingPartsLinksFor(calculator.slug, result);
  const partsText = (link: MatchingPartsLink) =>
    link.kind === 'ceramicCapacitors'
      ? t('tools.matchingCapacitors', { capacitance: link.value })
      : link.kind === 'inductors'
        ? t('tools.matchingInductors', { inductance: link.value })
        : link.minPower
          ? t('tools.matchingPartsRated', { resistance: link.value, power: link.minPower })
          : t('tools.matchingParts', { resistance: link.value });
  const copyText = () =>
    [calculator.title, ...lines.map((line) => `${line.label}: ${line.text}`), new URL(shareUrl, window.location.origin).href].join('\n');
  return (
    <section className="fe-calc__result" aria-labelledby="calc-result-title">
      <h2 id="calc-result-title">{t('tools.result')}</h2>
      <div aria-live="polite">
        {result.ok ? (
          <>
            <dl className="fe-calc__outputs">
              {lines.map((line) => (
                <div key={line.key} data-output={line.key}>
                  <dt>{say(line.label)}</dt>
                  {/* Values read left to right in any language ('120 mA'); the span isolates them in a right-to-left page. */}
                  <dd>
                    <span dir="ltr">{line.text}</span>
                  </dd>
                </div>
              ))}
            </dl>
            {result.notes?.length ? (
              <ul className="fe-calc__notes">
                {result.notes.map((note) => (
                  <li key={note}>{say(note)}</li>
                ))}
              </ul>
            ) : null}
            {parts.length === 1 ? (
              <Box as="p" marginTop="medium">
                <a href={parts[0]!.href} data-matching-parts="">
                  {partsText(parts[0]!)}
                </a>
              </Box>
            ) : parts.length > 1 ? (
              // Several parts (a wye's three resistors): one link a line, no bullets, as the single link reads.
              <Box as="ul" display="grid" gap="xsmall" marginTop="medium">
                {parts.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} data-matching-parts="">
                      {partsText(link)}
                    </a>
                  </li>
                ))}
              </Box>
            ) : null}
          </>
        ) : (
          <p className="fe-calc__no-result">{t('tools.noResult')}</p>
        )}
      </div>
      {result.ok ? <CopyResultButton text={copyText} /> : null}
    </section>
  );
}
