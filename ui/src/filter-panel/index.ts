export { FilterPanel, type FilterPanelLinkProps, type FilterPanelProps } from './FilterPanel';
