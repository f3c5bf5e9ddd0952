import type { Config } from '../config';
import { seedProjects } from '../modules/projects/seed-projects';
import type { Db } from './client';

/** Content created on first start (portfolio projects); each issue that needs seed data adds it here. */
export async function seedDatabase(db: Db, _config: Config): Promise<void> {
  await seedProjects(db);
}
