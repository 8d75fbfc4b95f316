/**
 * The back office's build (`npm run build -w admin`): a client-rendered app under `/admin/`,
 * written to admin/dist (index.html and hashed files in assets/), which the web server serves
 * (storefront/server/admin.ts). `npm run dev` runs this config in Vite's middleware mode inside
 * the web server.
 */
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  // rxjs (under Apollo) ships an ES2015 build beside its ES5 one: native classes, less code.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
