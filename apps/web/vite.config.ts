import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlinePage } from './build/inline-page.ts';

/**
 * React Router's package exports point every bundler at its development build (warnings, dev-only
 * checks); its production build sits beside it. The build takes that one: about 3 KB gzip less on
 * every page. Only for `vite build`: the dev server keeps the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The web app builds to apps/web/dist, which the Fastify server serves (with a strict CSP: no inline
 * scripts). In development `vite` serves the app and forwards /api to the server on port 3000.
 */
/**
 * The live match's spectator page (decision 055), `vite build --mode live` after the app's
 * build: a build of its own into the same folder, so the page shares no chunk with the app. Built
 * together, every module both use (the language, the domain's timer, the contracts) became a chunk of
 * its own, one more name in the app entry's preload lists: the landing page grew 415 B gzip.
 */
const liveBuild = defineConfig({
  root: import.meta.dirname,
  // Its script and styles go into the page: the first view paints with the HTML.
  plugins: [inlinePage('live.html')],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    manifest: '.vite/live-manifest.json',
    // One module script, no chunks to preload: the polyfill would only add bytes to the page.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { live: 'live.html' } },
  },
});

export default defineConfig(({ command, mode }) =>
  mode === 'live'
    ? liveBuild
    : {
        root: import.meta.dirname,
        plugins: [react(), tailwindcss()],
        resolve: {
          alias:
            command === 'build'
              ? [
                  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
                  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
                ]
              : [],
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: true,
          // Lets size checks follow each route's chunk and its static imports.
          manifest: true,
          modulePreload: {
            // The framework chunk and the bundler's runtime are static imports of the entry, loaded before
            // any lazy page is asked for: naming them again in every page's preload list only cost bytes
            // in the entry's preload map, which every first visit downloads.
            resolveDependencies: (_file, deps) => deps.filter((dep) => !/\/(framework|rolldown-runtime)-/.test(dep)),
          },
          rolldownOptions: {
            output: {
              // Lazy chunks are named by their hash alone: the entry lists every page's chunks in its preload
              // map, and a module's name there ("master-admin-page-") was bytes on every first visit. The
              // framework chunk and the runtime keep theirs, which the preload filter above reads. Seven hash
              // characters, not eight: the preload map names about 150 files, and each character was one
              // more incompressible byte there (decision 048); the bundler refuses a hash too short for the
              // number of chunks (collisions), so a build that outgrows seven says so and takes eight.
              chunkFileNames: (chunk) =>
                /^(framework|rolldown-runtime)$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
              codeSplitting: {
                // The libraries every page needs share one named chunk, so size reports read plainly;
                // everything else (React Query, vaul, Radix, zod) stays in the lazy chunks that use it.
                // lucide's icon factory (not its icons) joins them: the header's icons need it on every
                // page, and on its own it became one more chunk on the landing page's path.
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context)\.mjs|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]shared[\\/]/,
                  },
                ],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
        },
        preview: {
          port: 4173,
          // Same policy as the Fastify server, so `vite preview` shows CSP problems before deployment.
          headers: {
            'Content-Security-Policy':
              "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
          },
          proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
        },
      },
);
