// Bundles the server into dist/index.js, and the synthesis PDF's worker thread into
// dist/synthesis-pdf-worker.js beside it (synthesis-pdf-pool.ts loads it from there): our
// workspace code (src, @va/core) inside, npm dependencies left to node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@va/'));

await build({
  entryPoints: {
    index: 'src/index.ts',
    'synthesis-pdf-worker': 'src/modules/onboarding/synthesis-pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
