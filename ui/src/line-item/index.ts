export {
  LineItem,
  LineItemList,
  type LineItemLinkProps,
  type LineItemListProps,
  type LineItemProps,
} from './LineItem';
