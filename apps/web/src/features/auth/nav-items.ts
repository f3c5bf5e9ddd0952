import { type AdminSection, AR_OUTBOX, AR_PAYMENTS, AR_PRIVACY, AR_SHELL, sidebarFor } from '@app/shared';
import {
  CalendarDays,
  DatabaseBackup,
  FolderKanban,
  House,
  ListTodo,
  type LucideIcon,
  Mail,
  MailX,
  ScanQrCode,
  ScrollText,
  ShieldCheck,
  Ticket,
  Users,
  Wallet,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const SECTION_ITEMS: Record<AdminSection, NavItem> = {
  messages: { to: '/admin/messages', label: AR_SHELL.messages, icon: Mail },
  projects: { to: '/admin/projects', label: AR_SHELL.projects, icon: FolderKanban },
  events: { to: '/admin/events', label: AR_SHELL.events, icon: CalendarDays },
  bookings: { to: '/admin/bookings', label: AR_SHELL.bookings, icon: Ticket },
  payments: { to: '/admin/payments', label: AR_PAYMENTS.ui.navLabel, icon: Wallet },
  users: { to: '/admin/users', label: AR_SHELL.users, icon: Users },
  tasks: { to: '/admin/tasks', label: AR_SHELL.tasks, icon: ListTodo },
  check: { to: '/admin/check', label: AR_SHELL.check, icon: ScanQrCode },
  operations: { to: '/admin/operations', label: AR_OUTBOX.operations, icon: MailX },
  backups: { to: '/admin/backups', label: AR_SHELL.backups, icon: DatabaseBackup },
  privacy: { to: '/admin/privacy', label: AR_PRIVACY.privacy.title, icon: ShieldCheck },
  audit: { to: '/admin/audit', label: AR_PRIVACY.audit.title, icon: ScrollText },
};

const HOME: NavItem = { to: '/admin', label: AR_SHELL.home, icon: House, end: true };

/** Home for everyone, then the role's sections in the order of docs/product.md#sidebar-by-role. */
export function navItemsFor(role: string): NavItem[] {
  return [HOME, ...sidebarFor(role).map((section) => SECTION_ITEMS[section])];
}
