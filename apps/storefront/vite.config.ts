/**
 * Two builds from one config: the browser bundle (`vite build`, into
 * dist/client with a manifest, served at /assets/client/) and the server
 * renderer (`vite build --ssr src/server-entry.tsx --outDir dist/ssr`).
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { singleRuntimeChunk } from './scripts/runtime-chunk.ts';

/**
 * Replaces Vite's preload helper (it wraps every dynamic import to preload
 * the chunk's CSS and imports) by a plain call: the islands have no CSS and
 * the runtime is one chunk, and the helper would be half of the loader that
 * every page downloads.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'plinth:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

// The island runtime and all it needs, as one chunk (scripts/runtime-chunk.ts).
const runtimeChunk = singleRuntimeChunk('/src/runtime.tsx', '/src/client-entry.ts');

export default defineConfig(({ isSsrBuild }) => ({
  base: '/assets/client/',
  plugins: [react(), plainDynamicImports(), runtimeChunk.plugin],
  // The client always ships React's production build, whatever NODE_ENV the build ran with.
  define: isSsrBuild ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The workspace packages are TypeScript source: bundle them into the SSR output.
  ssr: { noExternal: ['@plinth/commerce', '@plinth/forms', '@plinth/platform'] },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node24', minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Maps beside the chunks for the owner's error report (features/insights/stack-mapper.ts), with no
        // sourceMappingURL comment: browsers never ask for them and the server never serves them.
        sourcemap: 'hidden',
        target: 'es2022',
        // No modulepreload polyfill or preload helper in the loader: every
        // byte there is paid by pages without islands.
        modulePreload: false,
        rolldownOptions: {
          input: 'src/client-entry.ts',
          // Reading a property of our own constant objects has no side effect; without this, an unused
          // `{ a: MESSAGES.x }` leaves its reads behind and drags its chunk into the product page.
          treeshake: { propertyReadSideEffects: false },
          output: { codeSplitting: { groups: [{ name: 'runtime', test: runtimeChunk.test, includeDependenciesRecursively: false }] } },
        },
      },
}));
