import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the user would see. Testing Library's default of one second is less
// than a scrypt login plus the dashboard's first answer on a loaded two-core machine; the test timeout
// (two minutes) stays the ceiling.
configure({ asyncUtilTimeout: 30_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
