import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { roundMoney } from '../rest/mapping.ts';

/** Parses a Money input, refusing anything that is not a finite, non-negative number. */
function parseMoney(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new GraphQLError('Money must be a non-negative number of rupees, e.g. 1299.5.');
  }
  return roundMoney(value);
}

/** Rupees as a number with at most two decimals. */
export const Money = new GraphQLScalarType({
  name: 'Money',
  description: 'An amount in Indian rupees (Rs.) with at most two decimals.',
  serialize: (value) => roundMoney(Number(value)),
  parseValue: parseMoney,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new GraphQLError('Money must be a number of rupees, e.g. 1299.5.');
    }
    return parseMoney(Number(ast.value));
  },
});

/** An ISO 8601 timestamp in UTC. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO 8601 timestamp in UTC.',
  serialize: (value) => new Date(value as string | number | Date).toISOString(),
  parseValue: (value) => {
    const date = new Date(value as string);
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string.');
    }
    return date.toISOString();
  },
});
