import * as Menu from '@radix-ui/react-dropdown-menu';
import { Children } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { content, empty, item, label as labelClass, separator } from './DropdownMenu.css';

export const dropdownAligns = ['start', 'center', 'end'] as const;
export const dropdownItemTones = ['neutral', 'critical'] as const;

export type DropdownMenuRootProps = {
  /** Trigger and Content. */
  children: ReactNode;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state. @default false */
  defaultOpen?: boolean;
  /** Called on open/close. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Modal menus block the page while open. @default true */
  modal?: boolean;
};

/** Holds the menu state (Radix DropdownMenu.Root). */
export function DropdownMenuRoot(props: DropdownMenuRootProps) {
  return <Menu.Root {...props} />;
}

export type DropdownMenuTriggerProps = {
  /** One button-like element (Button, IconButton) that receives the trigger's props and ref. */
  children: ReactElement;
};

/** Makes its child open the menu (click, Enter, Space, ArrowDown). */
export function DropdownMenuTrigger({ children }: DropdownMenuTriggerProps) {
  return <Menu.Trigger asChild>{children}</Menu.Trigger>;
}

export type DropdownMenuContentProps = {
  /** Items, labels, separators. No children shows `emptyText`. */
  children?: ReactNode;
  /** Alignment against the trigger. @default 'start' */
  align?: (typeof dropdownAligns)[number];
  /** Gap to the trigger, px. @default 4 */
  sideOffset?: number;
  /** Text of an empty menu (docs/product.md §8). @default 'No Data' */
  emptyText?: string;
};

/** The menu panel, in a portal on <body>. */
export function DropdownMenuContent({ children, align = 'start', sideOffset = 4, emptyText = 'No Data' }: DropdownMenuContentProps) {
  const isEmpty = Children.toArray(children).length === 0;
  return (
    <Menu.Portal>
      <Menu.Content className={content} align={align} sideOffset={sideOffset} collisionPadding={8}>
        {isEmpty ? (
          <Menu.Item className={`${item} ${empty}`} disabled>
            {emptyText}
          </Menu.Item>
        ) : (
          children
        )}
      </Menu.Content>
    </Menu.Portal>
  );
}

export type DropdownMenuItemProps = {
  /** Item text. */
  children: ReactNode;
  /** Called when chosen (click, Enter, Space). @default undefined */
  onSelect?: () => void;
  /** Icon before the text. @default undefined */
  icon?: IconName;
  /** Colour: critical for destructive actions (Log Out, Delete). @default 'neutral' */
  tone?: (typeof dropdownItemTones)[number];
  /** Not choosable. @default false */
  disabled?: boolean;
};

/** An action in the menu. */
export function DropdownMenuItem({ children, onSelect, icon, tone = 'neutral', disabled }: DropdownMenuItemProps) {
  return (
    <Menu.Item className={item} data-tone={tone} disabled={disabled} onSelect={onSelect}>
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </Menu.Item>
  );
}

export type DropdownMenuLinkItemProps = {
  /** Target, rendered through the injected link component. */
  href: string;
  /** Item text. */
  children: ReactNode;
  /** Icon before the text. @default undefined */
  icon?: IconName;
};

/** A navigation entry in the menu (a real link, so it works without JavaScript once rendered). */
export function DropdownMenuLinkItem({ href, children, icon }: DropdownMenuLinkItemProps) {
  const LinkComponent = useLinkComponent();
  return (
    <Menu.Item asChild className={item}>
      <LinkComponent href={href}>
        {icon ? <Icon name={icon} size="small" /> : null}
        {children}
      </LinkComponent>
    </Menu.Item>
  );
}

export type DropdownMenuLabelProps = {
  /** Label text (not focusable), e.g. the greeting. */
  children: ReactNode;
};

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ children }: DropdownMenuLabelProps) {
  return <Menu.Label className={labelClass}>{children}</Menu.Label>;
}

/** A divider line. */
export function DropdownMenuSeparator() {
  return <Menu.Separator className={separator} />;
}

export type DropdownMenuGroupProps = {
  /** Related items. */
  children: ReactNode;
};

/** Groups related items. */
export function DropdownMenuGroup({ children }: DropdownMenuGroupProps) {
  return <Menu.Group>{children}</Menu.Group>;
}

/** The menu's parts, Radix-style: `<DropdownMenu.Root><DropdownMenu.Trigger>…`. */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  LinkItem: DropdownMenuLinkItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Group: DropdownMenuGroup,
};
