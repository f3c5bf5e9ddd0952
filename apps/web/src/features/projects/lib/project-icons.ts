import { PROJECT_ICONS, type ProjectIcon } from '@app/shared';
import {
  CalendarDays,
  Code,
  Globe,
  GraduationCap,
  type LucideIcon,
  Megaphone,
  Palette,
  Smartphone,
  Sparkles,
  TrendingUp,
  Utensils,
} from 'lucide-react';

/** The lucide icons a project may name (PROJECT_ICONS in the shared schema). */
export const PROJECT_ICON_COMPONENTS: Record<ProjectIcon, LucideIcon> = {
  sparkles: Sparkles,
  smartphone: Smartphone,
  globe: Globe,
  palette: Palette,
  megaphone: Megaphone,
  'graduation-cap': GraduationCap,
  'calendar-days': CalendarDays,
  utensils: Utensils,
  'trending-up': TrendingUp,
  code: Code,
};

export function projectIcon(name: string): LucideIcon {
  return (PROJECT_ICONS as readonly string[]).includes(name)
    ? PROJECT_ICON_COMPONENTS[name as ProjectIcon]
    : Sparkles;
}
