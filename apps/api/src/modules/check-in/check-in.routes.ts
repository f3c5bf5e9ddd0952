import { AR, verifyQrBodySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { checkIn, parseTicketKey } from './check-in.service';

export default async function checkInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/events/bookings/verify-qr',
    { config: { access: ['Admin', 'Scanner'] }, schema: { tags: ['check-in'], body: verifyQrBodySchema } },
    async (request) => {
      const key = parseTicketKey(app.config.ticketSecret, request.body.qrCodeData);
      const booking = await checkIn(app.db, currentUser(request).id, key);
      return { success: true, data: booking, message: AR.checkIn.successTitle };
    },
  );
}
