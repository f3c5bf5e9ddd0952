import { contactMessageBodySchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';

/** zod + the shared schema, in a chunk of its own: fetched when the visitor first touches the form. */
export const contactResolver = zodResolver(contactMessageBodySchema);
