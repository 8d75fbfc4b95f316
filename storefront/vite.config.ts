import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The gateway serves /graphql and proxies /images; in development Vite forwards both to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // .br and .gz beside every text asset over 1 KB; the gateway serves them to browsers that ask.
  plugins: [react(), compression({ threshold: 1024 })],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/images': gateway },
  },
  build: { outDir: 'dist', sourcemap: true },
});
