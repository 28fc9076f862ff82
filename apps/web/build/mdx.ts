import { compile, type CompileOptions } from '@mdx-js/mdx';
import type { Plugin } from 'vite';

/**
 * Compiles `.mdx` files to React components when the app is built (and in tests): no Markdown
 * parser ships to the browser (docs/decisions/0014).
 */
export function mdx(options: CompileOptions): Plugin {
  return {
    name: 'va:mdx',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.mdx')) return null;
      const compiled = await compile({ value: source, path: id }, options);
      return { code: String(compiled.value), map: null };
    },
  };
}
