export { MainNav, mainNavItems, mainNavMenus, mainNavHrefs, mainNavLabels } from './MainNav';
export type { MainNavProps, MainNavItem, MainNavMenu, MainNavHrefs, MainNavLabels } from './MainNav';
export { MegaMenu, ManufacturerMenu, megaMenuLabels } from './MegaMenu';
export type { MegaMenuProps, ManufacturerMenuProps, MegaMenuLabels, CategoryNavItem, ManufacturerNavItem } from './MegaMenu';
