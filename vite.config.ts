import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  root: r('src/client'),
  publicDir: r('src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': r('src/shared'), '@client': r('src/client') } },
  build: {
    outDir: r('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // Two pages: the app, and the sign-in page the server serves at /api/login.
      input: { index: r('src/client/index.html'), login: r('src/client/login.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:5000',
        // In development Vite serves the sign-in page itself, so it reloads like the rest.
        bypass: (req) => (req.url?.startsWith('/api/login') ? '/login.html' : undefined),
      },
      '/healthz': 'http://localhost:5000',
    },
  },
});
