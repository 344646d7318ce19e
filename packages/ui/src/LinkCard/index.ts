export { LinkCard } from './LinkCard';
export type { LinkCardProps } from './LinkCard';
