import type { Config } from '../config';
import type { Db } from './client';

/** Content created on first start (portfolio projects); each issue that needs seed data adds it here. */
export async function seedDatabase(_db: Db, _config: Config): Promise<void> {}
