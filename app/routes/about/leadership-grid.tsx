import { LinkedInIcon } from '#app/components/ui/linkedin-icon.tsx'
import { TagList } from '#app/components/ui/tag-list.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Leader } from '#content/schema.ts'

const THEMES: Record<Leader['theme'], { band: string; avatar: string }> = {
  navy: { band: 'bg-navy-900', avatar: 'bg-gold-400 text-navy-950' },
  gold: { band: 'bg-gold-400', avatar: 'bg-navy-900 text-white' },
  slate: { band: 'bg-navy-700', avatar: 'bg-white text-navy-900' },
}

export function LeadershipGrid({
  leaders,
  labels,
}: {
  leaders: readonly Leader[]
  labels: { expertise: string; connect: { before: string; after: string }; newTab: string }
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {leaders.map((leader) => {
        const theme = THEMES[leader.theme]
        return (
          <li
            key={leader.name}
            className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
          >
            <div className={cn('h-16', theme.band)} />
            <div className="-mt-10 flex flex-1 flex-col px-6 pb-6">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-20 items-center justify-center rounded-full border-4 border-white text-2xl font-extrabold shadow-card',
                  theme.avatar,
                )}
              >
                {leader.initials}
              </span>
              <h3 className="mt-4 text-xl font-bold text-navy-900">{leader.name}</h3>
              <p className="font-semibold text-gold-700">{leader.title}</p>
              <p className="mt-3 leading-relaxed text-muted">{leader.bio}</p>
              <TagList
                aria-label={`${leader.name}: ${labels.expertise}`}
                className="mt-4 flex flex-wrap gap-2"
                items={leader.skills}
                itemClassName="rounded-full bg-navy-50 px-3 py-1 text-xs font-semibold text-navy-800"
              />
              <a
                href={leader.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-navy-700 underline underline-offset-4"
              >
                <LinkedInIcon className="size-4" />
                {`${labels.connect.before} ${leader.name.split(' ')[0]} ${labels.connect.after}`}
                <span className="sr-only">{labels.newTab}</span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
