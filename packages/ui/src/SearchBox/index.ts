export { SearchBox, searchBoxLabels, searchBoxSizes, searchKeywordMinLength, normaliseSearchKeyword } from './SearchBox';
export type { SearchBoxLabels, SearchBoxProps } from './SearchBox';
export {
  SuggestionPanel,
  suggestionGroups,
  suggestionPanelLabels,
  flattenSuggestions,
  emptySuggestions,
  suggestionsFor,
} from './SuggestionPanel';
export type {
  SuggestionPanelProps,
  SuggestionPanelLabels,
  SuggestionGroup,
  SuggestionOption,
  ProductSuggestion,
  LinkSuggestion,
  SearchSuggestions,
} from './SuggestionPanel';
