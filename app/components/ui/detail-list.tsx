export interface Detail {
  label: string
  detail: string
}

interface DetailListProps {
  /** Each label is unique within the list: it is the row's key. */
  items: readonly Detail[]
  className: string
  rowClassName: string
  termClassName: string
  detailClassName: string
}

/** Labelled statements as a description list, one row (a <div>) per label and its detail. */
export function DetailList({
  items,
  className,
  rowClassName,
  termClassName,
  detailClassName,
}: DetailListProps) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={rowClassName}>
          <dt className={termClassName}>{item.label}</dt>
          <dd className={detailClassName}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
