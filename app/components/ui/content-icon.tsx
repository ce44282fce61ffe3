import {
  BadgeCheck,
  Brain,
  Clock,
  Database,
  Globe,
  type IconProps,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  Phone,
  ShieldCheck,
} from '#app/components/ui/icons.tsx'
import type { IconKey } from '#content/schema.ts'

const ICONS = {
  lightbulb: Lightbulb,
  database: Database,
  brain: Brain,
  mapPin: MapPin,
  phone: Phone,
  mail: Mail,
  globe: Globe,
  badgeCheck: BadgeCheck,
  shieldCheck: ShieldCheck,
  lock: Lock,
  clock: Clock,
} as const satisfies Record<IconKey, unknown>

/** The drawing content asks for by key; always decorative, since the words beside it carry the meaning. */
export function ContentIcon({ icon, ...props }: { icon: IconKey } & IconProps) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" {...props} />
}
