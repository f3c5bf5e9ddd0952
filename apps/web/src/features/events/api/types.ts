/** An event as GET /api/events answers it (SPEC.md section 3 field names). */
export type PublicEvent = {
  _id: string;
  name: string;
  description: string;
  /** Server path such as /uploads/events/x.webp, or null when the event has no picture. */
  image: string | null;
  /** ISO date-time in UTC. */
  date: string;
  location: string;
  totalSeats: number;
  availableSeats: number;
  ticketPrice: number;
  isShow: boolean;
  createdAt: string;
};

/** The public ticket page's data (GET /api/tickets/{token}). */
export type Ticket = {
  reference: string;
  fullName: string;
  status: string;
  checkedInAt: string | null;
  event: { _id: string; name: string; date: string; location: string; image: string | null };
  qrCodeData: string;
  qrSvg: string;
};
