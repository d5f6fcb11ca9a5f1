import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';

// The backend the dev server proxies to (the reference backend by default).
const backend = process.env.PORTAL_BACKEND_URL ?? 'http://localhost:8080';

const chunks = chunkGroups();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), chunks.plugin, precompress()],
  build: {
    target: 'es2023',
    // Every browser the portal supports (es2023) preloads modules itself: no polyfill script.
    modulePreload: { polyfill: false },
    sourcemap: true,
    // The chunk graph, for the bundle report (scripts/bundle-report.ts).
    manifest: true,
    // Keep the budget visible: heavy libraries belong in lazy chunks.
    chunkSizeWarningLimit: 400,
    // The app, and the page the identity provider's popups return to (web/redirect-bridge.html).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'redirect-bridge': fileURLToPath(new URL('redirect-bridge.html', import.meta.url)),
        // The help video player the guidance dialog embeds in its frame (src/help-player).
        'help-player': fileURLToPath(new URL('help-player.html', import.meta.url)),
        // The page's first script (src/early.ts), which build/chunk-groups.ts writes into index.html.
        early: fileURLToPath(new URL('src/early.ts', import.meta.url)),
      },
      output: { codeSplitting: chunks.codeSplitting },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': backend,
      '/services': backend,
      '/oidc': backend,
      '/report-host': backend,
      '/config.json': backend,
    },
  },
});
