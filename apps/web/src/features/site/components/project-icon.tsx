import {
  Building2,
  CalendarDays,
  Camera,
  ChartLine,
  Code,
  Coffee,
  Gem,
  Globe,
  GraduationCap,
  Landmark,
  Layers,
  type LucideIcon,
  type LucideProps,
  Megaphone,
  Palette,
  PenTool,
  Plane,
  Rocket,
  Search,
  Share2,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Stethoscope,
  Store,
  Ticket,
  TrendingUp,
  Utensils,
  Video,
} from 'lucide-react';

/**
 * Projects name a lucide icon. Bundling all ~1,500 icons for that would triple the page weight, so the
 * public site knows a curated set; an unknown name falls back to Sparkles.
 */
const ICONS: Record<string, LucideIcon> = {
  building2: Building2,
  building: Building2,
  calendardays: CalendarDays,
  calendar: CalendarDays,
  camera: Camera,
  chartline: ChartLine,
  code: Code,
  coffee: Coffee,
  gem: Gem,
  globe: Globe,
  graduationcap: GraduationCap,
  landmark: Landmark,
  layers: Layers,
  megaphone: Megaphone,
  palette: Palette,
  pentool: PenTool,
  plane: Plane,
  rocket: Rocket,
  search: Search,
  share2: Share2,
  shoppingbag: ShoppingBag,
  shoppingcart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  store: Store,
  ticket: Ticket,
  trendingup: TrendingUp,
  utensils: Utensils,
  video: Video,
};

export function ProjectIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? Sparkles;
  return <Icon aria-hidden {...props} />;
}
