import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './build/catalogues.ts';
import { firstScreenChunks } from './build/chunks.ts';
import { EARLY_SCREENS, MEMBER_AREA, prerender } from './build/prerender.ts';
import { webApp } from './build/web-app.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const chunks = firstScreenChunks(MEMBER_AREA, EARLY_SCREENS);

export default defineConfig({
  root: webRoot,
  plugins: [catalogues(), react(), tailwindcss(), chunks.plugin, webApp(), prerender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    // `vite` on its own serves the SPA with hot reload; the API still comes from `npm start`.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3000'}` },
  },
});
