import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per primitive plus the index, with shared code split into chunks: since the package
// is free of side effects (`sideEffects` lists only CSS), a consumer's bundler drops every
// primitive it does not import, sonner's injected styles included. The CSS is built by postcss
// (`build:css`), as esbuild cannot resolve `@import "tailwindcss"` (toolchain pitfall 4).
const primitives = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['lib', 'styles'].includes(entry.name))
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(primitives.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', 'toaster/index': 'src/toaster/index.ts' } },
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  clean: true,
  tsconfig: 'tsconfig.build.json',
});
