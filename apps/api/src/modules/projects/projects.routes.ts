import type { FastifyInstance } from 'fastify';

/** Not built yet: its issue adds the routes here. */
export default async function routes(_app: FastifyInstance) {}
