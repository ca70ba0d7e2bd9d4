import { statechartCoverageSchema, type StatechartCoverage } from '@contract/statecharts';
import { HTTPError, api } from './client';

/** The last model-test coverage, or null when no run has written one yet. */
export async function fetchStatechartCoverage(): Promise<StatechartCoverage | null> {
  try {
    return statechartCoverageSchema.parse(await api.get('/api/statecharts/coverage').json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
