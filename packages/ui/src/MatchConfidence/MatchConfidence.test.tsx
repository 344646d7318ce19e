// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../Badge';
import { MatchConfidence, matchConfidences } from './MatchConfidence';

afterEach(cleanup);

const classOf = (element: React.ReactElement) => render(element).container.firstElementChild?.className;

describe('MatchConfidence', () => {
  it('says the level in words', () => {
    render(<MatchConfidence confidence="partial" />);
    expect(screen.getByText('Check match')).toBeTruthy();
  });
  it('takes translated or page-specific texts', () => {
    render(<MatchConfidence confidence="none" labels={{ none: 'Не найдено' }} />);
    expect(screen.getByText('Не найдено')).toBeTruthy();
  });
  it('draws each level in its own badge tone', () => {
    expect(classOf(<MatchConfidence confidence="exact" />)).toBe(classOf(<Badge tone="success">x</Badge>));
    expect(classOf(<MatchConfidence confidence="dnp" />)).toBe(classOf(<Badge tone="neutral">x</Badge>));
    expect(new Set(matchConfidences.map((level) => classOf(<MatchConfidence confidence={level} />))).size).toBe(matchConfidences.length);
  });
});
