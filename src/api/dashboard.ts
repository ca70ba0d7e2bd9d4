import { dashboardStatsSchema, type DashboardStats } from '@contract/dashboard';
import { api } from './client';

export async function fetchDashboardStats(): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await api.get('/api/dashboard/stats').json());
}
