import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { inertOthers } from '~/lib/browser/inert-others'
import type { AddresseeFormProps } from './AddresseeForm'
import classes from './addressee-dialog.module.css'

/** Its code loads with the page (decision 0025). */
export const DeferredAddresseeForm = lazyForm<AddresseeFormProps>(() =>
  import('./AddresseeForm').then((module) => module.AddresseeForm),
)

/**
 * The invoice's first step (spec 02 §2): a modal dialog asking for the addressee. The server
 * renders it open with its form, so it shows, and takes typing, before any JavaScript runs; once
 * the page runs, the rest of the page is out of reach until the form is sent, and the focus is in
 * the dialog (on the dialog itself, not away from a field already typed into).
 */
export function AddresseeDialog(props: AddresseeFormProps) {
  const { t } = useLingui()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const node = dialog.current
    if (!node) return
    // Not away from a field the visitor is already typing in.
    if (!node.contains(document.activeElement)) node.focus()
    return inertOthers(node)
  }, [])
  return (
    <div>
      <div className={classes.overlay} />
      <dialog
        ref={dialog}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes.content}
      >
        <header className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {t`宛名の入力`}
          </h2>
        </header>
        <div className={classes.body}>
          <DeferredAddresseeForm {...props} />
        </div>
      </dialog>
    </div>
  )
}
