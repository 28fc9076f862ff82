import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (package.json with workspaces)');
    dir = parent;
  }
}

const root = findRepoRoot();

export const paths = {
  root,
  migrations: path.join(root, 'apps/server/drizzle'),
  webDist: path.join(root, 'apps/web/dist'),
};
