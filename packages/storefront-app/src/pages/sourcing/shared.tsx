import type { ReactNode } from 'react';
import { Box, Heading, Notice, Text } from '@ferrite/ui';
import type { BoxProps } from '@ferrite/ui';
import { MatchConfidence } from '@ferrite/ui/shop';
import type { BomConfidence, RfqStatus } from '@ferrite/contract';
import { useT, type TranslationKey } from '../../i18n';

/** A message by a form: errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: 'error' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <Box marginY="medium">
      <Notice tone={tone} announce={tone === 'error' ? 'assertive' : 'polite'}>
        {children}
      </Notice>
    </Box>
  );
}

const CONFIDENCE_TEXT: Record<BomConfidence, TranslationKey> = {
  exact: 'sourcing.confidenceExact',
  partial: 'sourcing.confidencePartial',
  none: 'sourcing.confidenceNone',
};

/** An RFQ's status (a code in the API) as the reader's words. */
export const RFQ_STATUS_KEYS: Record<RfqStatus, TranslationKey> = {
  Submitted: 'sourcing.rfqStatusSubmitted',
  Quoted: 'sourcing.rfqStatusQuoted',
  Closed: 'sourcing.rfqStatusClosed',
};

/** The match confidence as the shop's badge, in the reader's words. */
export function ConfidenceBadge({ confidence, dnp = false }: { confidence: BomConfidence; dnp?: boolean }) {
  const t = useT();
  return (
    <MatchConfidence
      confidence={dnp ? 'dnp' : confidence}
      labels={dnp ? { dnp: t('sourcing.dnpBadge') } : { [confidence]: t(CONFIDENCE_TEXT[confidence]) }}
    />
  );
}

/** A sourcing page's column: title, forms, panels and tables one under another. */
export function SourcingPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Heading level={1}>{title}</Heading>
      {children}
    </Box>
  );
}

type PanelProps = Pick<BoxProps, 'aria-label' | 'aria-labelledby' | 'id'> & {
  /** Element: a section when it has a name, else a plain block (inside a form). @default 'div' */
  as?: 'div' | 'section';
  /** An h2 over the panel; its id names the section. */
  heading?: { id: string; text: ReactNode };
  children: ReactNode;
};

/** A framed part of a sourcing page: a form, a list, the totals and their actions. */
export function Panel({ as = 'div', heading, children, ...rest }: PanelProps) {
  return (
    <Box
      as={as}
      {...rest}
      aria-labelledby={heading?.id ?? rest['aria-labelledby']}
      display="flex"
      flexDirection="column"
      gap="medium"
      padding="large"
      border="standard"
      borderRadius="standard"
    >
      {heading ? (
        <Heading level={3} as="h2" id={heading.id}>
          {heading.text}
        </Heading>
      ) : null}
      {children}
    </Box>
  );
}

/** Fields and their button on one line, wrapping on a phone, aligned on the boxes' bottoms. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" gap="medium" alignItems="flex-end">
      {children}
    </Box>
  );
}

/** A form's fields one under another, at a width a form is read at (a single column is filled fastest). */
export function FieldStack({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" gap="medium" maxWidth="xxxlarge">
      {children}
    </Box>
  );
}

/** Figures with their captions (lines, matched, total…), each in its own small frame. */
export function StatList({
  label,
  items,
  testId,
}: {
  label: string;
  items: ReadonlyArray<{ key: string; value: ReactNode; caption: ReactNode }>;
  testId?: string;
}) {
  return (
    <Box as="ul" aria-label={label} data-testid={testId} display="flex" flexWrap="wrap" gap="small">
      {items.map((item) => (
        <Box
          as="li"
          key={item.key}
          data-stat={item.key}
          display="flex"
          flexDirection="column"
          paddingX="medium"
          paddingY="small"
          border="standard"
          borderRadius="standard"
        >
          <Text as="strong" size="xlarge" weight="strong" numeric>
            {item.value}
          </Text>
          <Text size="small" tone="muted">
            {item.caption}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
