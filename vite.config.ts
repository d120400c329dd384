import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    // Installable, and the scan screens open without a network (docs/product.md#scanner): the
    // service worker precaches the built app (its chunks, styles, icons and the barcode reader's
    // WebAssembly) and answers navigations with index.html. It routes nothing else: the API and
    // the live socket always go to the network, never to a cache.
    VitePWA({
      registerType: 'autoUpdate',
      // An external /registerSW.js (the CSP allows no inline script).
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Five Star District IT Portal',
        short_name: 'District IT',
        description: 'Five Star managed IT services portal for K-12 school districts.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1e40af',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        shortcuts: [
          { name: 'Collection day', url: '/inventory/collection' },
          { name: 'Issue day', url: '/inventory/issue' },
          { name: 'Audits', url: '/inventory/audits' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm,webmanifest}'],
        // The barcode reader's WebAssembly is about 1 MB; nothing else comes near the limit.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The server's own pages and files: the API (and its documentation), the socket.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'domain'),
      '@': path.resolve(import.meta.dirname, 'client/src'),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Everything the login gate loads statically goes in one chunk: left to itself, the
        // bundler splits the modules that lazy pages share with it into several small chunks,
        // and each split costs the first load bytes and a request.
        codeSplitting: { groups: [{ name: 'login-gate', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
});
