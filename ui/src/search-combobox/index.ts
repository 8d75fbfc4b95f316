export {
  SearchCombobox,
  type SearchCategorySuggestion,
  type SearchComboboxProps,
  type SearchProductSuggestion,
  type SearchSuggestion,
} from './SearchCombobox';
