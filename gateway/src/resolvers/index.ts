import { DateTimeResolver } from 'graphql-scalars';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Order, OrderItem } from './Order.ts';
import { BundleItem, Product } from './Product.ts';
import { Query } from './Query.ts';
import { Review } from './Review.ts';
import { Money } from './scalars.ts';
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
  // RFC 3339 date-times in UTC, from graphql-scalars; the api sends ISO strings.
  DateTime: DateTimeResolver,
};
