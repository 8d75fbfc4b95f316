import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The gateway serves /graphql and proxies /images; in development Vite forwards both to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/images': gateway },
  },
  build: { outDir: 'dist', sourcemap: true },
});
