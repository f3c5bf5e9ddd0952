export const ROLES = ['Admin', 'Supporter', 'Contant', 'Scanner', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS_AR: Record<Role, string> = {
  Admin: 'مدير',
  Supporter: 'دعم فني',
  Contant: 'كاتب محتوى',
  Scanner: 'مسح',
  User: 'مستخدم',
};
export const UNKNOWN_ROLE_LABEL_AR = 'غير معروف';

export function roleLabelAr(role: string): string {
  return (ROLE_LABELS_AR as Record<string, string>)[role] ?? UNKNOWN_ROLE_LABEL_AR;
}

/**
 * Sidebar sections per role (docs/product.md#sidebar-by-role); "home" is shown to everyone. The Admin also has
 * projects: /admin/projects is a real screen (docs/product.md#sidebar-by-role), reachable from the menu.
 */
export type AdminSection =
  | 'messages'
  | 'projects'
  | 'events'
  | 'bookings'
  | 'payments'
  | 'users'
  | 'tasks'
  | 'check'
  | 'operations'
  | 'backups'
  | 'privacy'
  | 'audit';

export const SIDEBAR_BY_ROLE: Record<Role, AdminSection[]> = {
  Admin: [
    'messages',
    'projects',
    'events',
    'bookings',
    'payments',
    'users',
    'tasks',
    'check',
    'operations',
    'backups',
    'privacy',
    'audit',
  ],
  Supporter: ['messages', 'bookings', 'payments', 'tasks'],
  Contant: ['projects', 'events', 'tasks'],
  Scanner: ['check', 'tasks'],
  User: ['tasks'],
};

export function sidebarFor(role: string): AdminSection[] {
  return (SIDEBAR_BY_ROLE as Record<string, AdminSection[]>)[role] ?? [];
}
