export { ticketHolderBodySchema } from '@app/shared';
