import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

/** The API server of `npm run dev`. */
const DEV_API = 'http://127.0.0.1:3000';

const serverTest = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts'],
  setupFiles: ['tests/server/setup.ts'],
  // Migrates and seeds one database per run (PGlite dump, or a template on TEST_DATABASE_URL's server).
  globalSetup: ['tests/server/global-setup.ts'],
  // A time-out guards against a hang, never measures speed: a test that logs in every role (scrypt) takes
  // seconds on a quiet machine and can take a minute on a loaded one.
  testTimeout: 120_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  base: '/react/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  // `npm run dev`: everything that is not the SPA goes to the API server (scripts/dev.ts starts it on 3000).
  server: {
    proxy: {
      '/api': DEV_API,
      '/translations': DEV_API,
      // Card exports and the clone call live outside /api (§2 routes, §7).
      '^/product/\\d+/(get-as-xlsx|get-as-xlsx-metro|clone)': DEV_API,
    },
  },
  test: {
    // Vitest's default is one worker less than the CPUs: one worker on a two-CPU machine, where test files
    // wait on a database or a timer much of the time. Two workers there halve the server tests on
    // PostgreSQL and take a third off the rest (measured on this project's CI machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // Walking every path of a machine on a rendered screen takes seconds on a busy 2-core machine.
          testTimeout: 120_000,
          // A screen replay's hook seeds or logs in against the real server in process.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // Screens run against the real server in process, on the same seeded database as the API tests.
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      { extends: true, test: { name: 'server', ...serverTest } },
    ],
  },
});
