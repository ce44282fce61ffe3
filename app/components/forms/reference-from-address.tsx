import { useEffect, useState } from 'react'
import {
  describeReference,
  isEnquiryReference,
  REFERENCE_ELEMENT_ID,
  REFERENCE_QUERY,
} from '#contract/enquiry-reference.ts'

/**
 * The enquiry's reference from the page address (?ref=). The prerendered element is empty; the server
 * fills it in for visitors without JavaScript, so hydration keeps that text rather than replacing it.
 */
export function ReferenceFromAddress({ template }: { template: string }) {
  const [text, setText] = useState('')
  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get(REFERENCE_QUERY)
    setText(isEnquiryReference(reference) ? describeReference(template, reference) : '')
  }, [template])
  return (
    <p
      id={REFERENCE_ELEMENT_ID}
      className="w-full text-lg font-semibold text-white empty:hidden"
      suppressHydrationWarning
    >
      {text}
    </p>
  )
}
