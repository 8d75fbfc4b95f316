export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardLinkProps,
  type ProductCardProps,
  type ProductCardSkeletonProps,
} from './ProductCard';
