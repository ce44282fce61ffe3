import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { RotationDots } from '#app/components/ui/rotation-dots.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAutoRotation, wrapIndex } from '#app/lib/use-auto-rotation.ts'
import type { ImageAsset } from '#content/images.ts'

/** Specification, section 9: a slide every 5000 ms, a 1000 ms fade and parallax at 0.4 of the scroll. */
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
  /** The page's heading, lead and calls to action, shown above the rotating captions. */
  children: ReactNode
  actions: ReactNode
}

/**
 * The home hero: five scenes that fade every five seconds. It stops while the pointer is over it,
 * while focus is inside it, when the visitor presses Pause, and entirely under reduced motion.
 * Only the current slide and its neighbours are in the document.
 */
export function HeroCarousel({ slides, children, actions }: HeroCarouselProps) {
  const count = slides.length
  const rotation = useAutoRotation({ count, intervalMs: SLIDE_INTERVAL_MS })
  const { index, running, reducedMotion } = rotation
  const imagesRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const layer = imagesRef.current
    if (!layer || reducedMotion) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        layer.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_FACTOR)}px, 0)`
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      layer.style.transform = ''
    }
  }, [reducedMotion])

  const rendered = new Set([wrapIndex(index - 1, count), index, wrapIndex(index + 1, count)])

  return (
    <section
      aria-labelledby="page-title"
      aria-roledescription="carousel"
      className="relative isolate overflow-hidden bg-navy-950 pt-header text-white"
      {...rotation.holdProps}
      data-running={running}
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
              <ResponsiveImage
                asset={slide.image.asset}
                alt={slide.image.alt}
                sizes={HERO_IMAGE_SIZES}
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : undefined}
                className="size-full max-w-none object-cover object-[70%_center]"
              />
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
                // biome-ignore lint/a11y/useSemanticElements: a slide is role="group" in the WAI-ARIA carousel pattern; <fieldset> is for form controls
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${slideIndex + 1} of ${count}`}
                  aria-hidden={slideIndex !== index}
                  inert={slideIndex !== index}
                  data-slide={slide.id}
                  className={cn(
                    'col-start-1 row-start-1 border-l-4 border-gold-400 pl-5 transition-opacity duration-1000 ease-in-out',
                    slideIndex === index ? 'opacity-100' : 'opacity-0',
                  )}
                >
                  <p className="text-2xl font-bold text-white sm:text-3xl">{slide.title}</p>
                  <p className="mt-2 max-w-2xl text-base leading-relaxed text-navy-100 sm:text-lg">
                    {slide.subtitle}
                  </p>
                </div>
              ) : null,
            )}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>

        <div className="mt-12 flex flex-wrap items-center gap-3">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={rotation.showPrevious}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/60 hover:bg-white/10"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <RotationDots
            labels={slides.map((slide, slideIndex) => `Slide ${slideIndex + 1}: ${slide.title}`)}
            current={index}
            onSelect={rotation.show}
          />
          <button
            type="button"
            aria-label="Next slide"
            onClick={rotation.showNext}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/60 hover:bg-white/10"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          {reducedMotion ? null : (
            <MotionToggle
              tone="dark"
              subject="slideshow"
              paused={rotation.pausedByUser}
              onToggle={rotation.togglePaused}
              className="ml-1"
            />
          )}
        </div>
      </div>
    </section>
  )
}
