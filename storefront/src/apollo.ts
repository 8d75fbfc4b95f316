import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { takeFirstResponse } from './firstRequest.ts';

/** A GraphQL answer as the gateway sends it. */
function isResult(value: unknown): value is ApolloLink.Result {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * Answers the first page's query with the response boot.ts asked for ahead (firstData.ts), once;
 * when there is none, it was for something else, or it failed, the query goes on to the gateway.
 */
export const firstRequestLink = new ApolloLink((operation, forward) => {
  const pending = takeFirstResponse(operation.operationName, operation.variables);
  if (!pending) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let fromNetwork: Subscription | undefined;
    let closed = false;
    void pending.then((result) => {
      if (closed) return;
      if (isResult(result)) {
        observer.next(result);
        observer.complete();
      } else {
        fromNetwork = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      fromNetwork?.unsubscribe();
    };
  });
});

/**
 * The one Apollo Client: same-origin /graphql (the gateway serves the shop and the API on one
 * origin), cookies included so the api's session cookie travels with every call.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([firstRequestLink, new HttpLink({ uri, credentials: 'include' })]),
    cache: new InMemoryCache(),
  });
}
