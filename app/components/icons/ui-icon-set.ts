import {
  Bath,
  BedDouble,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Grid3x3,
  History,
  ImageOff,
  Info,
  LayoutGrid,
  List,
  MapPin,
  MapPinned,
  Menu,
  Ruler,
  TriangleAlert,
  UserRound,
  Users,
  X,
} from "lucide-react";

/**
 * The interface's icons, drawn into public/icons/ui.svg by scripts/catalogue/build-icon-sprite.ts.
 * Only that script and its test import this file; pages use `UiIcon` with these names.
 */
export const UI_ICONS = {
  bath: Bath,
  bed: BedDouble,
  calendar: CalendarDays,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  clock: Clock,
  grid: Grid3x3,
  history: History,
  "image-off": ImageOff,
  info: Info,
  "layout-grid": LayoutGrid,
  list: List,
  "map-pin": MapPin,
  "map-pinned": MapPinned,
  menu: Menu,
  ruler: Ruler,
  "triangle-alert": TriangleAlert,
  user: UserRound,
  users: Users,
  x: X,
} as const;

export type UiIconName = keyof typeof UI_ICONS;
