import { defineWriteFuzz } from './fuzz-write-suite';

/** R2, second half of the routes that take a body (the first half: bad-input-fuzz.test.ts). */
await defineWriteFuzz(1, 2);
