import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
// The backend the dev server and preview pass /api to (npm run dev; PORT as the backend reads it).
const api = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  // ra-input-rich-text's nested @tiptap extensions are newer than its nested @tiptap/core; one root copy keeps them in step.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: path.resolve(here, '../dist/admin-ui'),
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified; one large vendor-heavy chunk is expected here.
    chunkSizeWarningLimit: 1500,
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
