export { Rating, RATING_MAX, type RatingProps } from './Rating';
