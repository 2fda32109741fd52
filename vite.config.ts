import { defineConfig, type Plugin, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { resolve } from 'node:path';

/** Serves the TV layout's page for every address under /tv/ (its routes live in the browser). */
function tvFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path.startsWith('/tv') && !path.includes('.') && path !== '/tv/index.html') req.url = '/tv/index.html';
    next();
  };
  return {
    name: 'tv-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  plugins: [
    react(),
    wyw({ include: ['src/ui/**/*.{ts,tsx}'] }),
    tvFallback(),
  ],
  appType: 'spa',
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: { input: { web: resolve(import.meta.dirname, 'index.html'), tv: resolve(import.meta.dirname, 'tv/index.html') } },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 5173) },
});
