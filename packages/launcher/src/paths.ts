import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const apiDir = path.join(repoRoot, 'apps/api');
