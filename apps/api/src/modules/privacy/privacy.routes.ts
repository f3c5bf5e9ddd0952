import {
  AR_PRIVACY,
  envelope,
  privacyEraseBodySchema,
  privacyEraseDtoSchema,
  privacySearchDtoSchema,
  privacySearchQuerySchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses';
import { erasePerson, searchPerson } from './privacy.service';

const tags = ['privacy'];

/** docs/api/privacy.md#erase-a-person: Admin answers a person's request to see or erase their data. */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/privacy/search',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        querystring: privacySearchQuerySchema,
        response: responses({ 200: envelope(privacySearchDtoSchema) }),
      },
    },
    async (request) => ({
      success: true,
      data: await searchPerson(app.db, app.config.jwtSecret, request, request.query.q),
    }),
  );

  app.post(
    '/api/privacy/erase',
    {
      config: { access: ['Admin'] },
      schema: {
        tags,
        body: privacyEraseBodySchema,
        response: responses({ 200: envelope(privacyEraseDtoSchema) }),
      },
    },
    async (request) => {
      const erased = await erasePerson(app.db, app.config, request, request.body.q);
      const count = Object.values(erased).reduce((sum, list) => sum + list.length, 0);
      return {
        success: true,
        data: erased,
        message: count ? AR_PRIVACY.privacy.erasedOk(count) : AR_PRIVACY.privacy.nothingToErase,
      };
    },
  );
}
