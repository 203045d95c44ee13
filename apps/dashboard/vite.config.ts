/**
 * The owner app's browser build: `index.html` → `dist/` with a manifest. Every
 * page is its own chunk (a literal import() in src/pages/<area>/pages.ts,
 * made lazy by src/pages/page-registry.ts), so the first load carries only
 * React, the shell and the page asked for.
 * Served by apps/server (features/dashboard/routes.ts): assets at /config/assets/,
 * the shell for every /config/* path.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/config/assets/',
  plugins: [react()],
  // Always React's production build, whatever NODE_ENV the build ran with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    // index.html lands in dist/ beside the hashed files; the server reads it once as the shell.
    assetsDir: '',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // @plinth/platform's catalogues and @plinth/commerce's tables are frozen constants (Object.freeze
      // at module level), which a bundler must keep unless told they have no side effects; the dashboard
      // needs only the roles and the money helpers. Both packages are pure (no I/O, no globals).
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/(platform|commerce)\//.test(id) },
    },
  },
});
