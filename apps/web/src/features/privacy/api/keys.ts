/** The privacy screen's keys. */
export const privacyKeys = {
  accessLog: () => ['audit'] as const,
  search: (q: string) => ['privacy', 'search', q] as const,
};
