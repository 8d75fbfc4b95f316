/**
 * A tiny Vite + React app as another team would write it against the published @bloom/ui: it
 * imports the package and its stylesheet, and renders a Button, a Dialog and a ProductCard.
 * Its files are written into a scratch folder outside the workspace by consumer.test.ts.
 */

/** The app's tsconfig: Vite's React template, strict, checking the package's declarations too. */
export const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    // Libraries' .d.ts are checked too: a broken declaration in @bloom/ui fails the app.
    skipLibCheck: false,
    types: ['vite/client'],
  },
  include: ['src'],
};

export const viteConfig = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`;

export const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Consumer of @bloom/ui</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

export const mainTsx = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@bloom/ui/style.css';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  ProductCard,
  type ButtonProps,
} from '@bloom/ui';

// The declarations are real types, not any: a variant the library does not have is an error.
// @ts-expect-error 'shiny' is not a ButtonVariant
const wrong: ButtonProps = { variant: 'shiny' };
void wrong;

function App() {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <Button variant="primary">Shop now</Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Delivery details</Button>
        </DialogTrigger>
        <DialogContent title="Delivery" description="Orders leave within two working days.">
          <DialogActions>
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <ProductCard
        name="Rose Serum"
        imageUrl="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        category="Skincare"
        price={1499}
        currentPrice={1199}
        href="/products/1"
        onAddToCart={() => setAdded((count) => count + 1)}
      />
      <p>{added} added</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;
