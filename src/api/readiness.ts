import {
  cardReadinessSchema,
  dashboardTodoSchema,
  type CardReadiness,
  type DashboardTodo,
} from '@contract/readiness';
import { api } from './client';

/** A card's readiness per network (docs/decisions/0042). */
export async function fetchCardReadiness(productId: number): Promise<CardReadiness> {
  return cardReadinessSchema.parse(await api.get(`/api/p1/product/${productId}/readiness`).json());
}

/** The dashboard's to-do list: a supplier's, or a network's side (docs/decisions/0042). */
export async function fetchDashboardTodo(): Promise<DashboardTodo> {
  return dashboardTodoSchema.parse(await api.get('/api/dashboard/todo').json());
}
