export { SummaryLayout, type SummaryLayoutProps } from './SummaryLayout';
