/** What other features use of the event's messages: the WhatsApp link of the booking details dialog. */
export { WhatsAppLink } from './components/whatsapp-link';
