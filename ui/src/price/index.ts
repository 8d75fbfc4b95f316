export { Price, type PriceProps } from './Price';
export { formatPrice, effectivePrice } from './formatPrice';
