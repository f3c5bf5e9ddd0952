import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedDatabase } from '../../db/seed';
import { apiRoot } from '../../lib/paths';

const t = useTestApp();

describe('portfolio seed', () => {
  it('fills an empty portfolio once, even when two processes start together', async () => {
    const { db } = t().database;
    await Promise.all([seedDatabase(db, t().config), seedDatabase(db, t().config)]);
    await seedDatabase(db, t().config);

    const res = await t().app.inject({ url: '/api/projects' });
    const list = res.json().data as {
      slug: string;
      image: string;
      title: string;
      desc: string;
      body: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((p) => p.slug)).size).toBe(list.length);
    expect(list[0]!.slug).toBe('nile-bites-ordering-app');
    for (const project of list) {
      expect(project.desc.length).toBeGreaterThan(40);
      expect(project.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(project.image).toBe(`/portfolio/${project.slug}.svg`);
      // The picture ships with the site (apps/web/public), so the page never shows a broken image.
      expect(existsSync(path.join(apiRoot, '..', 'web', 'public', project.image))).toBe(true);
    }
  });
});
