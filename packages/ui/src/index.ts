// @ferrite/ui public API: one explicit export list per component (see each folder's index.ts).
import './Box/global.css';
export * from './Box';
export * from './Grid';
export * from './SplitLayout';
export * from './VisuallyHidden';
export * from './LinkProvider';
export * from './Link';
export * from './LinkCard';
export * from './TableOfContents';
export * from './LinkButton';
export * from './Text';
export * from './Heading';
export * from './Icon';
export * from './Spinner';
export * from './Button';
export * from './IconButton';
export * from './TextField';
export * from './FormField';
export * from './Summary';
export * from './Select';
export * from './NativeSelect';
export * from './Checkbox';
export * from './RadioCard';
export * from './QuantityInput';
export * from './UnitInput';
export * from './Dialog';
export * from './DropdownMenu';
export * from './Tooltip';
export * from './Tabs';
export * from './Pagination';
export * from './Breadcrumbs';
export * from './Snackbar';
export * from './LoadingBar';
export * from './StockBadge';
export * from './Badge';
export * from './PriceBreakTable';
export * from './ProductCard';
export * from './FavouriteToggle';
export * from './ParametricFilter';
export * from './DataTable';
export * from './Timeline';
export * from './ErrorView';
export * from './Notice';
export * from './EmptyState';
export * from './EmptyLayout';
/**
 * @deprecated since 0.2.0: the store's shell composites (Header, TopBar, SearchBox, MainNav, MegaMenu,
 * ManufacturerMenu, Sidebar, Footer, CookieNotice, RegionPicker, LanguagePicker, DefaultLayout,
 * AboutLayout) live in `@ferrite/ui/shop`; these root re-exports are removed in 0.3.0.
 */
export * from './shell';
