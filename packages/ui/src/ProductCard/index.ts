export { ProductCard, productCardLayouts, productCardLabels } from './ProductCard';
export type { ProductCardProps, ProductCardLabels } from './ProductCard';
