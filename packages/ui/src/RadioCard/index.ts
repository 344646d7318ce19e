export { RadioCard } from './RadioCard';
export type { RadioCardProps } from './RadioCard';
