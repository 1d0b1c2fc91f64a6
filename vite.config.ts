/**
 * Builds the table client (src/renderer) into dist/renderer. The same bundle
 * runs in the Electron window and in a phone's browser served by the host, so
 * asset URLs are relative (`base: './'`) and nothing is fetched from elsewhere.
 * Each game's table is its own lazy chunk (games/registry.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/renderer', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npx vite` for UI work: proxies the WebSocket to a host on 7531.
    proxy: { '/ws': { target: 'ws://127.0.0.1:7531', ws: true } },
  },
});
