import { AR } from '@app/shared';
import { LayoutDashboard } from 'lucide-react';

export function SidebarBrand() {
  return (
    <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
      <span className="grid size-9 place-items-center rounded-xl bg-brand-500 text-ink-900">
        <LayoutDashboard aria-hidden="true" className="size-5" />
      </span>
      <div className="leading-tight">
        <p className="text-sm font-bold text-white">{AR.auth.panelName}</p>
        <p className="text-xs text-slate-400">{AR.shell.panelTitle}</p>
      </div>
    </div>
  );
}
