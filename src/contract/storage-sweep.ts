import { z } from 'zod/mini';

/** Starting the storage sweep takes no settings: an empty object (docs/decisions/0057). */
export const storageSweepStartSchema = z.strictObject({});
export type StorageSweepStart = z.infer<typeof storageSweepStartSchema>;
