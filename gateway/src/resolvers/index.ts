import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Order, OrderItem } from './Order.ts';
import { BundleItem, Product } from './Product.ts';
import { Query } from './Query.ts';
import { Review } from './Review.ts';
import { DateTime, Money } from './scalars.ts';
import { User } from './User.ts';

/** Every resolver of the schema, one file per type. */
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Product,
  BundleItem,
  Review,
  User,
  Order,
  OrderItem,
  Money,
  DateTime,
};
