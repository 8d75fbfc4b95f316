/**
 * The api names the body field a refusal is about (`extensions.field`: `sale_price`,
 * `ingredients.3`, `bundleContents.0.productId`); the back office's form knows the schema's input
 * names (`salePrice`), so the gateway renames it, segment by segment, before the error goes out.
 */
import { GraphQLError } from 'graphql';

/** The schema's input path for the api's body path: snake_case segments become camelCase. */
export function inputFieldOf(apiField: string): string {
  return apiField
    .split('.')
    .map((segment) =>
      segment.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
    )
    .join('.');
}

/** `call`, with a refusal's `extensions.field` renamed to the schema's input path. */
export async function namingInputFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const field = error instanceof GraphQLError ? error.extensions['field'] : undefined;
    if (!(error instanceof GraphQLError) || typeof field !== 'string') throw error;
    throw new GraphQLError(error.message, {
      extensions: { ...error.extensions, field: inputFieldOf(field) },
    });
  }
}
