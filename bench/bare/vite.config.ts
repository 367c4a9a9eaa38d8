import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bare page of `npm run bench:lighthouse`: the studio's Vite, React and React plugin, its build
 * target and relative base, and nothing else (no Tailwind, no painted shell, no CSP meta tag).
 * The output folder is given on the command line.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { target: 'es2022' },
});
