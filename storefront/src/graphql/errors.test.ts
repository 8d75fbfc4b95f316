import { expect, test } from 'vitest';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  NETWORK_ERROR_MESSAGE,
  errorCode,
  errorMessage,
  refusedField,
  toShopError,
} from './errors.ts';

/** What Apollo Client rejects with when the gateway answers with one error. */
function gatewayError(message: string, code: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({
    errors: [new GraphQLError(message, { extensions: { code, ...extensions } }).toJSON()],
  });
}

const contactFields = {
  isField: (name: string): name is 'name' | 'email' | 'phone' =>
    ['name', 'email', 'phone'].includes(name),
};

test('a BAD_USER_INPUT naming one of the form’s fields is about that field, without the name', () => {
  const error = gatewayError('"phone": Phone must be 7 to 15 digits.', 'BAD_USER_INPUT');
  expect(refusedField(error, contactFields)).toEqual({
    field: 'phone',
    message: 'Phone must be 7 to 15 digits.',
  });
});

test('the shop’s own name for a field is mapped to the form’s', () => {
  const error = gatewayError('"otp": The code is 6 digits.', 'BAD_USER_INPUT');
  const fields = { isField: (name: string): name is 'code' => name === 'code' };
  expect(refusedField(error, { ...fields, aliases: { otp: 'code' } })).toEqual({
    field: 'code',
    message: 'The code is 6 digits.',
  });
});

test('a sentence naming no field goes to the fallback, if the form has one', () => {
  const error = gatewayError('The code is wrong or has expired.', 'BAD_USER_INPUT');
  const fields = { isField: (name: string): name is 'code' => name === 'code' };
  expect(refusedField(error, fields)).toBeUndefined();
  expect(refusedField(error, { ...fields, fallback: 'code' })).toEqual({
    field: 'code',
    message: 'The code is wrong or has expired.',
  });
});

test('a sentence about a field the form does not have is about none of its fields', () => {
  const error = gatewayError('"userId": The reset request id is not valid.', 'BAD_USER_INPUT');
  const fields = { isField: (name: string): name is 'code' => name === 'code' };
  expect(refusedField(error, { ...fields, fallback: 'code' })).toBeUndefined();
});

test('only BAD_USER_INPUT lands on a field: other refusals and network failures do not', () => {
  const conflict = gatewayError('"email": Another account already uses this email.', 'CONFLICT');
  expect(refusedField(conflict, contactFields)).toBeUndefined();
  const network = new ServerError('Response not successful', {
    response: new Response(null, { status: 502 }),
    bodyText: '',
  });
  expect(refusedField(network, contactFields)).toBeUndefined();
  expect(errorMessage(network)).toBe(NETWORK_ERROR_MESSAGE);
});

test('a ShopError keeps the sentence, the code and the details, and reads back the same', () => {
  const failure = toShopError(
    gatewayError('The total is now Rs. 2800.00.', 'CONFLICT', { totalAmount: 2800 }),
  );
  expect(failure).toBeInstanceOf(Error);
  expect(failure.message).toBe('The total is now Rs. 2800.00.');
  expect(failure.code).toBe('CONFLICT');
  expect(failure.details['totalAmount']).toBe(2800);
  expect(toShopError(failure)).toBe(failure);
  expect(errorCode(failure)).toBe('CONFLICT');
  // A failure reduced by a machine reads the same way.
  expect(errorCode({ message: 'x', code: 'BAD_USER_INPUT' })).toBe('BAD_USER_INPUT');
  expect(errorCode({ message: 'x', code: 'ECONNRESET' })).toBeUndefined();
});
