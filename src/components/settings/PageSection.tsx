import { useId, type ReactNode } from 'react'
import classes from './settings.module.css'

export interface PageSectionProps {
  title: string
  /** A link beside the heading (e.g. "see all"). */
  action?: ReactNode
  children: ReactNode
}

/** A titled part of a page (My Page): a region named by its level-2 heading. */
export function PageSection({ title, action, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <div className={classes.head}>
        <h2 id={headingId} className={classes.heading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
