/**
 * `react` as the storefront's tests see it: Preact's React-compatible layer (the production
 * runtime, see vite.config.ts) plus the `act` React 19 exports and Preact keeps in test-utils.
 * vitest-browser-react renders through `React.act`, so effects have run when `render()` resolves,
 * as they do with React.
 */
import compat from 'preact/compat';
import { act } from 'preact/test-utils';

// preact/compat's declarations use `export =`, which TypeScript will not re-export with
// `export *`; at run time the module is plain ESM and this re-exports every React name.
// @ts-expect-error TS2498, see above
export * from 'preact/compat';
export { act };
export default { ...compat, act };
