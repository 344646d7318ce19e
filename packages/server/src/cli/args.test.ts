// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args';

const known = { parts: 'number', out: 'string', force: 'flag' } as const;

describe('parseArgs', () => {
  it('reads spaced, inline and flag forms', () => {
    expect(parseArgs(['--parts', '2_000_000', '--out=x.jsonl', '--force'], known, 'usage')).toEqual({
      parts: 2_000_000,
      out: 'x.jsonl',
      force: true,
    });
  });

  it.each([
    [['--parts', 'many'], /whole number/],
    [['--parts', '-5'], /whole number/],
    [['--nope'], /Unknown option --nope/],
    [['stray'], /Unexpected argument "stray"/],
    [['--out'], /needs a value/],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseArgs(argv, known, 'usage')).toThrow(UsageError);
    expect(() => parseArgs(argv, known, 'usage')).toThrow(message);
  });
});
