import type { TestProject } from 'vitest/node';
import { buildDemoSnapshot } from './helpers/demoSnapshot';

/** One migrated, seeded demo database per run, which every test app starts from. */
export default async function setup(project: TestProject) {
  const { snapshot, remove } = await buildDemoSnapshot();
  project.provide('demoSnapshot', snapshot);
  return remove;
}
