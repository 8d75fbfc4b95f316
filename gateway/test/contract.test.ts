/**
 * The gateway and the api agree: the document the api serves is the one the gateway's REST types
 * and reply checks were generated from, and a reply outside it never reaches a shopper.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDocumentPath, RestContract } from '../src/rest/contract.ts';
import { codesOf, Shopper, startGateway } from './support/gateway.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const generated = () => JSON.parse(readFileSync(defaultDocumentPath, 'utf8')) as unknown;

describe('the REST contract', () => {
  it('is the document the api serves now', async () => {
    const served = (await (await fetch(`${stack.api.url}/api/openapi.json`)).json()) as unknown;
    expect(
      served,
      'The api describes its calls differently from the document the gateway was generated ' +
        'from: run `npm run codegen`, then follow what the typecheck and these tests report.',
    ).toEqual(generated());
  });

  it('turns a reply the document does not allow into an error, and logs what is wrong', async () => {
    // The contract as if the api had promised a field it does not send.
    const document = generated() as {
      components: { schemas: { Product: { required: string[]; properties: object } } };
    };
    const product = document.components.schemas.Product;
    product.properties = { ...product.properties, shelfLife: { type: 'string' } };
    product.required.push('shelfLife');
    const lines: string[] = [];
    const gateway = await startGateway({
      apiUrl: stack.api.url,
      restContract: new RestContract(document),
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const reply = await new Shopper(gateway.url).gql('{ latestProducts { id name } }');
      expect(reply.data).toBeNull();
      expect(codesOf(reply)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(reply.text).not.toContain('shelfLife');
      const breach = lines
        .map((line) => JSON.parse(line) as { msg: string; problem?: string })
        .find((line) => line.msg === 'api reply breaks the contract');
      expect(breach?.problem).toMatch(
        /POST \/api\/products\/getLatestPRoducts answered 200 .*must have required property 'shelfLife'/,
      );
    } finally {
      await gateway.close();
    }
  });
});
