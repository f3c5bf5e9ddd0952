import {
  AR_PAYMENTS,
  deviceCreatedSchema,
  deviceCreateSchema,
  deviceDtoSchema,
  envelope,
  inboxMessageSchema,
  pagedEnvelope,
  paymentsSummarySchema,
  refundDoneSchema,
  refundDtoSchema,
  refundsQuerySchema,
  transferDismissSchema,
  transferDtoSchema,
  transferLinkSchema,
  transferResultSchema,
  transfersImportSchema,
  transfersParseSchema,
  transfersQuerySchema,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireId } from '../../lib/ids';
import { responses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { routeRateLimit } from '../../plugins/security';
import { moneyExpected } from '../bookings';
import { createDevice, deviceOfToken, listDevices, revokeDevice } from './devices';
import { listTransfers, listTransfersPage } from './list-transfers';
import { importTransfers, parsePastedTransfers, receiveSms } from './payment-doors';
// Registers the matching of unmatched transfers when a booking or a proof arrives (section 16).
import './match-on-arrival';
// Registers the refund hook with the booking transitions (section 16).
import { listRefunds, listRefundsPage, markRefunded } from './refunds';
import { dismissTransfer, linkTransfer, refundExcess } from './transfer-actions';

const M = AR_PAYMENTS.server;

/** An SMS's time: ISO, or epoch milliseconds (seconds when 10 digits); now when absent. */
function receivedAtOf(value: string | number | null | undefined): Date {
  if (value === null || value === undefined) return new Date();
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return new Date(n < 1e11 ? n * 1000 : n);
  }
  return new Date(value);
}
const PAYMENT_STAFF = ['Admin', 'Supporter'] as const;
const idParams = z.object({ id: z.string() });
const resultsEnvelope = envelope(z.array(transferResultSchema));

/** A forwarding phone sends one SMS at a time; a burst of a sales rush stays far below this. */
const INBOX_PER_MINUTE = 120;

export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/payments/transfers',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        body: transfersImportSchema,
        response: responses({ 200: resultsEnvelope }),
      },
    },
    async (request) => {
      const data = await importTransfers(app.db, app.config, request.body.transfers, currentUser(request).id);
      return { success: true, data, message: M.imported(data.length) };
    },
  );

  app.post(
    '/api/payments/transfers/parse',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        body: transfersParseSchema,
        response: responses({ 200: resultsEnvelope }),
      },
    },
    async (request) => {
      const data = await parsePastedTransfers(app.db, app.config, request.body.text, currentUser(request).id);
      return { success: true, data, message: M.imported(data.length) };
    },
  );

  app.get(
    '/api/payments/transfers',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        querystring: transfersQuerySchema,
        response: responses({ 200: pagedEnvelope(transferDtoSchema) }),
      },
    },
    async (request) => {
      const { state, limit, cursor } = request.query;
      if (limit === undefined) return { success: true, data: await listTransfers(app.db, { state }) };
      const page = await listTransfersPage(app.db, app.config.jwtSecret, { state, limit, cursor });
      return { success: true, data: page.items, meta: page.meta };
    },
  );

  app.get(
    '/api/payments/summary',
    {
      config: { access: PAYMENT_STAFF },
      schema: { tags: ['payments'], response: responses({ 200: envelope(paymentsSummarySchema) }) },
    },
    async () => ({ success: true, data: await moneyExpected(app.db) }),
  );

  app.post(
    '/api/payments/transfers/:id/link',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        params: idParams,
        body: transferLinkSchema,
        response: responses({ 200: envelope(transferDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, M.transferNotFound);
      const data = await linkTransfer(app.db, id, request.body.bookingId);
      return { success: true, data, message: M.linkedOk };
    },
  );

  app.post(
    '/api/payments/transfers/:id/dismiss',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        params: idParams,
        body: transferDismissSchema,
        response: responses({ 200: envelope(transferDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, M.transferNotFound);
      const data = await dismissTransfer(app.db, id, {
        actorId: currentUser(request).id,
        reason: request.body.reason,
      });
      return { success: true, data, message: M.dismissedOk };
    },
  );

  app.post(
    '/api/payments/transfers/:id/refund-excess',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        params: idParams,
        response: responses({ 201: envelope(refundDtoSchema) }),
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, M.transferNotFound);
      const data = await refundExcess(app.db, id);
      return reply.status(201).send({ success: true, data, message: M.excessRefundCreated });
    },
  );

  app.post(
    '/api/payments/inbox/:deviceToken',
    {
      config: { access: 'public', rateLimit: routeRateLimit(app, INBOX_PER_MINUTE) },
      schema: {
        tags: ['payments'],
        params: z.object({ deviceToken: z.string().max(200) }),
        body: inboxMessageSchema,
        response: responses({ 202: resultsEnvelope }),
      },
    },
    async (request, reply) => {
      const device = await deviceOfToken(app.db, request.params.deviceToken);
      const { from, text, receivedAt } = request.body;
      const data = await receiveSms(app.db, app.config, {
        deviceId: device.id,
        from,
        text,
        receivedAt: receivedAtOf(receivedAt),
      });
      return reply.status(202).send({ success: true, data, message: M.inboxStored });
    },
  );

  app.post(
    '/api/payments/devices',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['payments'],
        body: deviceCreateSchema,
        response: responses({ 201: envelope(deviceCreatedSchema) }),
      },
    },
    async (request, reply) => {
      const device = await createDevice(app.db, app.config, {
        name: request.body.name,
        actorId: currentUser(request).id,
      });
      return reply.status(201).send({ success: true, data: device, message: M.deviceCreated });
    },
  );

  app.get(
    '/api/payments/devices',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['payments'], response: responses({ 200: envelope(z.array(deviceDtoSchema)) }) },
    },
    async () => ({ success: true, data: await listDevices(app.db) }),
  );

  app.delete(
    '/api/payments/devices/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['payments'],
        params: idParams,
        response: responses({ 200: envelope(deviceDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, M.deviceNotFound);
      return { success: true, data: await revokeDevice(app.db, id), message: M.deviceRevoked };
    },
  );

  app.get(
    '/api/payments/refunds',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        querystring: refundsQuerySchema,
        response: responses({ 200: pagedEnvelope(refundDtoSchema) }),
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      if (limit === undefined) return { success: true, data: await listRefunds(app.db, status) };
      const page = await listRefundsPage(app.db, app.config.jwtSecret, { status, limit, cursor });
      return { success: true, data: page.items, meta: page.meta };
    },
  );

  app.post(
    '/api/payments/refunds/:id/done',
    {
      config: { access: PAYMENT_STAFF },
      schema: {
        tags: ['payments'],
        params: idParams,
        body: refundDoneSchema,
        response: responses({ 200: envelope(refundDtoSchema) }),
      },
    },
    async (request) => {
      const id = requireId(request.params.id, M.refundNotFound);
      const refund = await markRefunded(app.db, id, {
        actorId: currentUser(request).id,
        transactionId: request.body.transactionId,
      });
      return { success: true, data: refund, message: M.refundDoneOk };
    },
  );
}
