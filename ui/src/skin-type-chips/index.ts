export {
  SkinTypeChips,
  SkinTypeFilter,
  type SkinTypeChipsProps,
  type SkinTypeFilterProps,
  type SkinTypeFilterValue,
  type SkinTypeReviewStats,
} from './SkinTypeChips';
export { skinTypeLabels, skinTypes, type SkinType } from './skinTypes';
