import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

export type MenuAction = {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** A destructive action is written in red. */
  danger?: boolean;
};

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold outline-none select-none data-[highlighted]:bg-slate-100 md:min-h-9';

/**
 * A row's or card's less frequent actions behind one "more" button (Radix: keyboard, Escape, RTL).
 * Nothing is rendered when there is no action.
 */
export function ActionsMenu({
  label,
  actions,
  size = 'sm',
  className,
}: {
  /** Names the button for screen readers (it shows only its icon). */
  label: string;
  actions: MenuAction[];
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className={cn(buttonClasses('secondary', 'icon'), size === 'sm' && 'md:size-8', className)}
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl bg-white p-1.5 text-ink-900 shadow-lg ring-1 ring-slate-200"
        >
          {actions.map(({ key, label: text, icon: Icon, onSelect, danger }) => (
            <DropdownMenu.Item
              key={key}
              onSelect={onSelect}
              className={cn(itemClasses, danger && 'text-red-700')}
            >
              <Icon aria-hidden="true" className="size-4" />
              {text}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
