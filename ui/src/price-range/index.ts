export { PriceRange, type PriceRangeProps, type PriceRangeValue } from './PriceRange';
