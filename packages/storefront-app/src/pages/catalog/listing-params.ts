/** Query names of listing filters start with this: `f.Resistance=10 kΩ`. */
export const FILTER_PREFIX = 'f.';
