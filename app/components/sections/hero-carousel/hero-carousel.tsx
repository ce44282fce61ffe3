import { type ReactNode, useRef, useState } from 'react'
import { preloadResponsiveImage, ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { RotationSlide } from '#app/components/ui/rotation-slide.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAutoRotation, wrapIndex } from '#app/lib/use-auto-rotation.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { controlWords } from '#content/chrome.ts'
import type { ImageAsset } from '#content/images.ts'
import { CarouselControls } from './carousel-controls.tsx'
import { useParallax } from './use-parallax.ts'

export const SLIDE_INTERVAL_MS = 5000
const PARALLAX_FACTOR = 0.4
export const HERO_IMAGE_SIZES = '100vw'

export interface CarouselSlide {
  id: string
  title: string
  subtitle: string
  image: { asset: ImageAsset; alt: string }
}

interface HeroCarouselProps {
  slides: readonly CarouselSlide[]
  /** The page's heading (with id "page-title"), lead and anything above it. */
  children: ReactNode
  actions: ReactNode
  className?: string
}

/** Holds still on hover, focus, Pause and reduced motion; only the current slide and its neighbors render. */
export function HeroCarousel({ slides, children, actions, className }: HeroCarouselProps) {
  const count = slides.length
  const carousel = useAutoRotation({ count, intervalMs: SLIDE_INTERVAL_MS })
  const { index, running, reducedMotion } = carousel
  const imagesRef = useRef<HTMLDivElement>(null)
  useParallax(imagesRef, PARALLAX_FACTOR, reducedMotion)

  const first = slides[0]
  // The first scene is the largest paint of the page: fetch it with the HTML, ahead of the scripts.
  if (first) preloadResponsiveImage(first.image.asset, HERO_IMAGE_SIZES)

  // Neighbors stay invisible until the first turn, so they load after hydration, off the first paint's
  // critical path (without script the carousel never turns).
  const hydrated = useHydrated()
  // The scene before the first shows only if the visitor goes back, so it loads on pointer or focus (before
  // any press) or after a turn, not on every page load.
  const [mayGoBack, setMayGoBack] = useState(false)
  if (index !== 0 && !mayGoBack) setMayGoBack(true)
  const wantsPrevious = () => setMayGoBack(true)
  const previous = wrapIndex(index - 1, count)
  const sceneLoads = (slideIndex: number) =>
    slideIndex === 0 || (hydrated && (slideIndex !== previous || mayGoBack))

  const rendered = new Set([previous, index, wrapIndex(index + 1, count)])

  return (
    <section
      aria-labelledby="page-title"
      aria-roledescription={controlWords.carousel}
      className={cn('relative isolate overflow-hidden bg-navy-950 text-white', className)}
      data-running={running}
      {...carousel.holdProps}
      onPointerOverCapture={wantsPrevious}
      onFocusCapture={wantsPrevious}
    >
      <div ref={imagesRef} className="absolute inset-0 -z-10 will-change-transform">
        {slides.map((slide, slideIndex) =>
          rendered.has(slideIndex) ? (
            <div
              key={slide.id}
              aria-hidden={slideIndex !== index}
              className={cn(
                'absolute inset-0 transition-opacity duration-1000 ease-in-out',
                slideIndex === index ? 'opacity-100' : 'opacity-0',
              )}
            >
              {sceneLoads(slideIndex) ? (
                <ResponsiveImage
                  asset={slide.image.asset}
                  alt={slide.image.alt}
                  sizes={HERO_IMAGE_SIZES}
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slideIndex === 0 ? 'high' : undefined}
                  className="size-full object-cover object-[70%_center]"
                />
              ) : null}
            </div>
          ) : null,
        )}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 via-navy-950/85 to-navy-950/20 max-md:via-navy-950/90 max-md:to-navy-950/70"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24">
        <div className="max-w-3xl lg:max-w-4xl">
          {children}
          <div aria-live={running ? 'off' : 'polite'} className="mt-8 grid min-h-[12rem] sm:min-h-[7.5rem]">
            {slides.map((slide, slideIndex) =>
              rendered.has(slideIndex) ? (
                <RotationSlide
                  key={slide.id}
                  position={slideIndex}
                  count={count}
                  current={slideIndex === index}
                  data-slide={slide.id}
                  className="border-l-4 border-gold-400 pl-5"
                >
                  <p className="text-2xl font-bold text-white sm:text-3xl">{slide.title}</p>
                  <p className="mt-2 max-w-2xl text-base leading-relaxed text-navy-100 sm:text-lg">
                    {slide.subtitle}
                  </p>
                </RotationSlide>
              ) : null,
            )}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>

        <CarouselControls
          className="mt-12"
          titles={slides.map((slide) => slide.title)}
          index={index}
          onSelect={carousel.show}
          motion={
            reducedMotion ? undefined : { paused: carousel.pausedByUser, onToggle: carousel.togglePaused }
          }
        />
      </div>
    </section>
  )
}
