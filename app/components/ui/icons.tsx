import type { SVGProps } from 'react'

/** Every drawing the site shows; the document carries them once, in the sprite (`icon-sprite.tsx`). */
export const ICON_NAMES = [
  'arrow-right',
  'badge-check',
  'brain',
  'chart-column',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-x',
  'clock',
  'cloud',
  'compass',
  'database',
  'download',
  'external-link',
  'globe',
  'info',
  'lightbulb',
  'loader-circle',
  'lock',
  'mail',
  'map-pin',
  'menu',
  'mouse-pointer-click',
  'paperclip',
  'pause',
  'phone',
  'play',
  'quote',
  'rotate-ccw',
  'search',
  'send',
  'shield-check',
  'smartphone',
  'target',
  'x',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children' | 'name'>

export const iconSymbolId = (name: IconName) => `icon-${name}`

/**
 * A decorative icon that draws by reference to the document's sprite, so no drawing ships in a script;
 * the attributes are the icon set's own, so it looks as the set draws it.
 */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
      aria-hidden="true"
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}

function named(name: IconName) {
  return function NamedIcon(props: IconProps) {
    return <Icon {...props} name={name} />
  }
}

export const ArrowRight = named('arrow-right')
export const BadgeCheck = named('badge-check')
export const Brain = named('brain')
export const ChartColumn = named('chart-column')
export const Check = named('check')
export const ChevronDown = named('chevron-down')
export const ChevronLeft = named('chevron-left')
export const ChevronRight = named('chevron-right')
export const CheckCircle2 = named('circle-check')
export const XCircle = named('circle-x')
export const Clock = named('clock')
export const Cloud = named('cloud')
export const Compass = named('compass')
export const Database = named('database')
export const Download = named('download')
export const ExternalLink = named('external-link')
export const Globe = named('globe')
export const Info = named('info')
export const Lightbulb = named('lightbulb')
export const LoaderCircle = named('loader-circle')
export const Lock = named('lock')
export const Mail = named('mail')
export const MapPin = named('map-pin')
export const Menu = named('menu')
export const MousePointerClick = named('mouse-pointer-click')
export const Paperclip = named('paperclip')
export const Pause = named('pause')
export const Phone = named('phone')
export const Play = named('play')
export const Quote = named('quote')
export const RotateCcw = named('rotate-ccw')
export const Search = named('search')
export const Send = named('send')
export const ShieldCheck = named('shield-check')
export const Smartphone = named('smartphone')
export const Target = named('target')
export const X = named('x')
