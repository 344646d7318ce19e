import { DropdownMenu } from '../DropdownMenu';
import { accountMenuEntries } from './Header';
import { AccountMenuTrigger, type AccountMenuProps } from './AccountMenu.trigger';

const accountIcons = {
  requestQuote: 'file',
  orderHistory: 'cart',
  myAddress: 'user',
  rfqHistory: 'file',
  favourites: 'heart',
  changePassword: 'user',
} as const;

/**
 * The signed-in My Account menu (Radix dropdown). Header loads this module on first intent and
 * mounts it open (`defaultOpen`) when its stand-in trigger is pressed.
 */
export function AccountMenu({
  greeting,
  title,
  labels,
  hrefs,
  onLogOut,
  defaultOpen = false,
}: AccountMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <AccountMenuTrigger greeting={greeting} title={title} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{greeting}</DropdownMenu.Label>
        {accountMenuEntries.map((entry) => (
          <DropdownMenu.LinkItem key={entry} href={hrefs[entry]} icon={accountIcons[entry]}>
            {labels[entry]}
          </DropdownMenu.LinkItem>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon="logout" onSelect={onLogOut}>
          {labels.logOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
