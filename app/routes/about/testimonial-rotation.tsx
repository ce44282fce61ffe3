import { Quote } from '#app/components/ui/icons.tsx'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { RotationNav } from '#app/components/ui/rotation-nav.tsx'
import { RotationSlide } from '#app/components/ui/rotation-slide.tsx'
import { useRotatingItems } from '#app/components/ui/use-rotating-items.ts'
import { controlWords } from '#content/chrome.ts'
import type { TestimonialView } from '#content/index.ts'

export const TESTIMONIAL_INTERVAL_MS = 8000

/** The content keeps the kind of organization in lower case for the attribution line. */
function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** All quotes share one grid cell, so the card keeps the longest one's height and nothing below jumps. */
export function TestimonialRotation({
  testimonials,
  labels,
}: {
  testimonials: readonly TestimonialView[]
  labels: { testimonials: string; testimonialsMotion: string; testimonialOf: string }
}) {
  const rotation = useRotatingItems(testimonials, TESTIMONIAL_INTERVAL_MS)
  const { index, count, current } = rotation

  return (
    <section
      aria-label={labels.testimonials}
      aria-roledescription={controlWords.carousel}
      data-running={rotation.running}
      className="rounded-card border border-white/15 bg-navy-950/50 p-6 shadow-card backdrop-blur-sm sm:p-8 forced-colors:border-[CanvasText]"
      {...rotation.holdProps}
    >
      <div className="flex items-center justify-between gap-4">
        <Quote aria-hidden="true" className="size-8 shrink-0 text-gold-400" />
        {rotation.reducedMotion ? null : (
          <MotionToggle
            tone="dark"
            subject={labels.testimonialsMotion}
            paused={rotation.pausedByUser}
            onToggle={rotation.togglePaused}
          />
        )}
      </div>
      <div className="mt-3 grid">
        {testimonials.map((testimonial, itemIndex) => (
          <RotationSlide
            key={testimonial.id}
            position={itemIndex}
            count={count}
            current={itemIndex === index}
            data-testimonial={testimonial.id}
          >
            <figure>
              <blockquote>
                <p className="text-lg leading-relaxed text-white lg:text-[1.0625rem]">
                  “{testimonial.quote}”
                </p>
              </blockquote>
              <figcaption className="mt-5 border-l-4 border-gold-400 pl-4">
                <span className="block font-semibold text-gold-300">{testimonial.role}</span>
                <span className="block text-sm text-navy-100">
                  {capitalizeFirst(testimonial.organizationType)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {testimonial.area}
                </span>
              </figcaption>
            </figure>
          </RotationSlide>
        ))}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <RotationNav
          noun={controlWords.testimonial}
          names={testimonials.map((testimonial) => testimonial.attribution)}
          current={index}
          onSelect={rotation.show}
        />
      </div>
      {/* Speaks only when the visitor changed the quote; automatic steps stay silent. */}
      <p aria-live="polite" className="sr-only" data-testid="testimonial-announcer">
        {rotation.changedByVisitor && current
          ? `${labels.testimonialOf.replace('{number}', String(index + 1)).replace('{count}', String(count))}: “${current.quote}” ${current.attribution}`
          : ''}
      </p>
    </section>
  )
}
