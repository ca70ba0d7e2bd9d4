import { z } from 'zod/mini';

const int = () => z.number().check(z.int());

/** The dashboard home: the user's cards counted by status. */
export const dashboardStatsSchema = z.object({
  total: int(),
  by_status: z.array(z.object({ status: int(), count: int() })),
  edit_required: int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
