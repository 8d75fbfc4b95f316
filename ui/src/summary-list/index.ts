export {
  SummaryList,
  SummaryRow,
  type SummaryListProps,
  type SummaryRowProps,
  type SummaryRowVariant,
} from './SummaryList';
