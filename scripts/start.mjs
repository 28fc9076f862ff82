// `npm start`: builds what is not built yet (web app, server bundle), then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}apps/web/dist/index.html`)) run(['run', 'build', '-w', 'apps/web']);
if (!existsSync(`${root}apps/server/dist/index.js`)) run(['run', 'build', '-w', 'apps/server']);

// The server gets this terminal and this process's signals (Ctrl-C, a process manager's SIGTERM).
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/index.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
