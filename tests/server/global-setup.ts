import type { TestProject } from 'vitest/node';
import { buildTemplate, disposeTemplate } from './harness/template';

/**
 * Once per run of the `server` project: migrate and seed one database (PGlite dump or PostgreSQL template)
 * that every worker copies, so a worker starts in about a second instead of migrating and seeding.
 */
export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  project.provide('serverTestTemplate', template);
  return () => disposeTemplate(template);
}
