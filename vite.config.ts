import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
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
