export { Header, headerLabels, headerHrefs, headerScrollRange, headerProgress, accountMenuEntries } from './Header';
export type { HeaderProps, HeaderLabels, HeaderHrefs, AccountMenuEntry } from './Header';
export { TopBar, topBarLabels } from './TopBar';
export type { TopBarProps, TopBarLabels, ShellContact } from './TopBar';
