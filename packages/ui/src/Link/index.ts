export { Link, linkTones, linkUnderlines, linkWeights } from './Link';
export type { LinkProps } from './Link';
