import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server on 3000 and Vite's dev server on 5173 with /api and /translations proxied,
 * so the page reads its config from /api/page-config.
 */
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
