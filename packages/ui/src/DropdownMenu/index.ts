export {
  DropdownMenu,
  DropdownMenuRoot,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLinkItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  dropdownAligns,
  dropdownItemTones,
} from './DropdownMenu';
export type {
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLinkItemProps,
  DropdownMenuLabelProps,
  DropdownMenuGroupProps,
} from './DropdownMenu';
export { useDeferredMenu, closedTriggerAttributes } from './deferred';
