export { SortSelect, type SortOption, type SortSelectProps } from './SortSelect';
