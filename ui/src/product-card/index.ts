export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProps,
  type ProductCardSkeletonProps,
} from './ProductCard';
