import { AR_AUTH, AR_SHELL } from '@app/shared';
import { BrandMark } from '../../../components/brand-logo';

/** The sidebar's top: the brand's mark (the public site's), the agency's name and the panel's title. */
export function SidebarBrand() {
  return (
    <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
      <BrandMark className="size-9 rounded-[25%] ring-1 ring-white/15" />
      <div className="leading-tight">
        <p className="text-sm font-bold text-white">{AR_AUTH.panelName}</p>
        <p className="text-xs text-slate-400">{AR_SHELL.panelTitle}</p>
      </div>
    </div>
  );
}
