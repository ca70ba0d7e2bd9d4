import { defineWriteFuzz } from './fuzz-write-suite';

/** R2, first half of the routes that take a body (the other half: bad-input-fuzz-2.test.ts). */
await defineWriteFuzz(0, 2);
