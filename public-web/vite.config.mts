import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
// The backend the dev server and preview pass /api to (npm run dev; PORT as the backend reads it).
const api = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: path.resolve(here, '../dist/public-web'),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads a landing page's lazy chunks from its head (backend/src/platform/http/route-chunks.ts).
    manifest: true,
    // The field app (/field, issue 16) is its own small entry: it loads none of the public site's code.
    rollupOptions: { input: { main: path.resolve(here, 'index.html'), field: path.resolve(here, 'field.html') } },
  },
  server: {
    proxy: {
      '/api': api,
    },
  },
  preview: {
    proxy: {
      '/api': api,
    },
  },
});
