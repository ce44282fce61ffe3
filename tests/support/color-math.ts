/** A color as sRGB channels and alpha, each from 0 to 1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

export function parseHex(hex: string): Rgba {
  const digits = hex.replace('#', '')
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16) / 255
  return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) : 1 }
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const encodeGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)
const decodeGamma = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const clamp = (c: number) => Math.min(1, Math.max(0, c))

/** OKLCH (lightness 0–1, chroma, hue in degrees) to sRGB, by the OKLab matrices (Ottosson, 2020); out-of-gamut channels are clipped. */
export function oklchToRgb(lightness: number, chroma: number, hue: number, alpha = 1): Rgba {
  const radians = (hue * Math.PI) / 180
  const a = chroma * Math.cos(radians)
  const b = chroma * Math.sin(radians)
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const [r = 0, g = 0, blue = 0] = linear.map((c) => clamp(encodeGamma(c)))
  return { r, g, b: blue, a: alpha }
}

/** Parses the CSS color forms the theme uses: hex and oklch(). */
export function parseCssColor(value: string): Rgba {
  const text = value.trim()
  if (text.startsWith('#')) return parseHex(text)
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(text)
  if (!oklch) throw new Error(`Unsupported color value: ${value}`)
  const [, lightness = '0', percent, chroma = '0', hue = '0'] = oklch
  return oklchToRgb(Number(lightness) / (percent ? 100 : 1), Number(chroma), Number(hue))
}

/** Paints a translucent color over an opaque one, as browsers blend: in gamma-encoded sRGB. */
export function composite(top: Rgba, beneath: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a)
  return { r: mix(top.r, beneath.r), g: mix(top.g, beneath.g), b: mix(top.b, beneath.b), a: 1 }
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * decodeGamma(r) + 0.7152 * decodeGamma(g) + 0.0722 * decodeGamma(b)
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
