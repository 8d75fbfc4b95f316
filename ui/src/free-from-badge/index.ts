export {
  FreeFromBadge,
  FreeFromList,
  type FreeFromBadgeProps,
  type FreeFromListProps,
} from './FreeFromBadge';
export { freeFromBadgeLabels, freeFromLabels, freeFromTags, type FreeFromTag } from './freeFrom';
