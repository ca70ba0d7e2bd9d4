import { z } from 'zod';

/** The dashboard home: the user's cards counted by status. */
export const dashboardStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  edit_required: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
