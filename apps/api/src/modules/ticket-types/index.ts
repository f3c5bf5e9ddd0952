/** Ticket types (docs/api/ticket-types.md): what other modules use of them. */
export { isOnSale, publicTypesOfEvents, toTicketTypeDto, typeRowsOf } from './ticket-type-dto';
export { default as ticketTypesRoutes } from './ticket-types.routes';
export { eventTotalsEdit } from './ticket-types.service';
