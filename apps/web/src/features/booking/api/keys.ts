/** The booking form's keys. */
export const bookingFormKeys = {
  codeCheck: (eventId: string, code: string) => ['code-check', eventId, code.toUpperCase()] as const,
};
