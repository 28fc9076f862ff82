/** A Markdown page compiled at build time (build/mdx.ts): a component that takes its element map. */
declare module '*.mdx' {
  import type { ComponentType } from 'react';

  const MDXContent: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  export default MDXContent;
}
