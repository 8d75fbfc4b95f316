import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { roundMoney } from '../rest/mapping.ts';

/** Parses a Money input, refusing anything that is not a finite, non-negative number. */
function parseMoney(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new GraphQLError('Money must be a non-negative number of rupees, e.g. 1299.5.');
  }
  return roundMoney(value);
}

/**
 * Rupees as a number with at most two decimals. Ours rather than graphql-scalars': its money
 * scalars are a currency code (`Currency`) or US cents written as a "$21.25" string
 * (`USCurrency`), and `NonNegativeFloat` would let float noise (0.1 + 0.2) reach a price tag.
 */
export const Money = new GraphQLScalarType({
  name: 'Money',
  description: "An amount in rupees (Rs., the shop's currency) with at most two decimals.",
  serialize: (value) => roundMoney(Number(value)),
  parseValue: parseMoney,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new GraphQLError('Money must be a number of rupees, e.g. 1299.5.');
    }
    return parseMoney(Number(ast.value));
  },
});
