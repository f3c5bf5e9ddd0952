import { AR_SHELL } from '@app/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';

/**
 * Below the desktop breakpoint the sidebar becomes a drawer from the start edge (the right in Arabic).
 * A Radix dialog gives it the focus trap, Escape and the backdrop.
 */
export function MobileDrawer({ role }: { role: string }) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label={AR_SHELL.openMenu}
        className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 lg:hidden" />
        <RadixDialog.Content
          dir="rtl"
          lang="ar"
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-ink-900 shadow-2xl focus:outline-none lg:hidden"
        >
          <RadixDialog.Title className="sr-only">{AR_SHELL.navigation}</RadixDialog.Title>
          <div className="relative">
            <SidebarBrand />
            <RadixDialog.Close
              aria-label={AR_SHELL.closeMenu}
              className="absolute end-3 top-3 grid size-10 place-items-center rounded-lg text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <SidebarNav role={role} onNavigate={() => setOpen(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
