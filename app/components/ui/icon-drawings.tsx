import {
  ArrowRight,
  BadgeCheck,
  Brain,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Clock,
  Cloud,
  Compass,
  Database,
  Download,
  ExternalLink,
  Globe,
  Info,
  Lightbulb,
  LoaderCircle,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  MousePointerClick,
  Paperclip,
  Pause,
  Phone,
  Play,
  Quote,
  RotateCcw,
  Search,
  Send,
  ShieldCheck,
  Smartphone,
  Target,
  X,
} from 'lucide-react'
import { ICON_NAMES, type IconName, iconSymbolId } from './icons.tsx'

const DRAWINGS = {
  'arrow-right': ArrowRight,
  'badge-check': BadgeCheck,
  brain: Brain,
  'chart-column': ChartColumn,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
  clock: Clock,
  cloud: Cloud,
  compass: Compass,
  database: Database,
  download: Download,
  'external-link': ExternalLink,
  globe: Globe,
  info: Info,
  lightbulb: Lightbulb,
  'loader-circle': LoaderCircle,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'mouse-pointer-click': MousePointerClick,
  paperclip: Paperclip,
  pause: Pause,
  phone: Phone,
  play: Play,
  quote: Quote,
  'rotate-ccw': RotateCcw,
  search: Search,
  send: Send,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  target: Target,
  x: X,
} as const satisfies Record<IconName, LucideIcon>

/** The sprite's symbols, rendered by the server entry only, so the icon set never ships in a script. */
export const iconDrawings = (
  <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true">
    {ICON_NAMES.map((name) => {
      const Drawing = DRAWINGS[name]
      return (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          <Drawing />
        </symbol>
      )
    })}
  </svg>
)
