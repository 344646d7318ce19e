// The kit's own English strings are the English pack for its components: one source, no copies.
import { errorViewLabels, favouriteToggleLabels } from '@ferrite/ui';
import {
  cookieNoticeLabels,
  defaultLayoutLabels,
  footerLabels,
  headerLabels,
  languagePickerLabels,
  mainNavLabels,
  megaMenuLabels,
  regionPickerLabels,
  searchBoxLabels,
  sidebarLabels,
  suggestionPanelLabels,
  topBarLabels,
} from '@ferrite/ui/shop';

export const kitHeader = { ...headerLabels };
export const kitTopBar = { ...topBarLabels };
export const kitMainNav = { ...mainNavLabels };
export const kitMegaMenu = { ...megaMenuLabels };
export const kitFooter = { ...footerLabels };
export const kitSidebar = { ...sidebarLabels };
export const kitCookieNotice = { ...cookieNoticeLabels };
export const kitRegionPicker = { ...regionPickerLabels };
export const kitLanguagePicker = { ...languagePickerLabels };
export const kitSearchBox = { ...searchBoxLabels };
export const kitSuggestionPanel = { ...suggestionPanelLabels };
export const kitDefaultLayout = { ...defaultLayoutLabels };
export const kitErrorView = { ...errorViewLabels };
// In the shell's sections: the cart panel in the sidebar shows it as well as the pages.
export const kitFavouriteToggle = { ...favouriteToggleLabels };
