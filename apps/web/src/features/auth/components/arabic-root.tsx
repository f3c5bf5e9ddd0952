import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useDocumentLanguage } from '../../../lib/use-document-language';
import '../../../components/arabic-font.css';
import '../../../components/arabic-font-latin.css';

/** The staff panel's frame: Arabic, right-to-left, for the page and for Radix widgets (menus, dialogs). */
export function ArabicRoot({ children, className }: { children: ReactNode; className?: string }) {
  useDocumentLanguage('ar', 'rtl');
  return (
    <DirectionProvider dir="rtl">
      <div dir="rtl" lang="ar" className={cn('min-h-dvh bg-slate-100 text-ink-900', className)}>
        {children}
      </div>
    </DirectionProvider>
  );
}
