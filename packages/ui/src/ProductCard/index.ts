export { ProductCard, productCardLayouts } from './ProductCard';
export type { ProductCardProps, ProductCardLabels } from './ProductCard';
