import { Accordion } from 'radix-ui'
import { AccordionHeading } from '#app/components/ui/accordion-heading.tsx'
import { ExternalLink } from '#app/components/ui/icons.tsx'
import type { ContractVehicle } from '#content/schema.ts'

interface ContractVehicleAccordionProps {
  vehicles: readonly ContractVehicle[]
  /** Read after a link that opens a new tab: "(opens in a new tab)". */
  newTabLabel: string
}

/** One vehicle open at a time; the open one closes again on a second press, so all may be closed. */
export function ContractVehicleAccordion({ vehicles, newTabLabel }: ContractVehicleAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line rounded-card border border-line bg-surface shadow-card"
    >
      {vehicles.map((vehicle) => (
        <Accordion.Item key={vehicle.id} value={vehicle.id}>
          <AccordionHeading
            className="w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-bold text-navy-900 hover:bg-navy-50"
            chevronClassName="shrink-0 text-navy-700 transition-transform"
          >
            {vehicle.title}
          </AccordionHeading>
          <Accordion.Content className="px-6 pb-6">
            <p className="text-muted">{vehicle.description}</p>
            <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {vehicle.fields.map((field) => (
                <div key={field.label}>
                  <dt className="text-sm font-semibold text-navy-900">{field.label}</dt>
                  <dd className="text-ink">
                    {field.href ? (
                      <a
                        href={field.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-navy-700 underline underline-offset-4"
                      >
                        {field.value}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">{newTabLabel}</span>
                      </a>
                    ) : (
                      field.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
