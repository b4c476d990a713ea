import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react'
import { BADGE } from '~/components/controls/mantine-classes'
import { dotColor, variantColors, type ThemeColor } from './variant-colors'

export interface BadgeProps extends Omit<ComponentPropsWithRef<'div'>, 'color'> {
  /** Mantine's variants; `filled` (the default) in the theme's primary colour. */
  variant?: 'filled' | 'light' | 'default' | 'dot'
  color?: ThemeColor
  /** A `span` where a `div` may not stand (inside a label or a phrase). */
  component?: 'div' | 'span'
  children?: ReactNode
}

/**
 * Mantine's Badge as plain markup (decision 0018): the same element, classes, data attributes and
 * CSS variables, so Mantine's stylesheet gives it the same look.
 */
export function Badge({
  variant,
  color,
  component: Root = 'div',
  className,
  style,
  children,
  ...rest
}: BadgeProps) {
  const colors = variantColors(variant ?? 'filled', color)
  const given = color !== undefined || variant !== undefined
  const vars = {
    '--badge-bg': given ? colors.background : undefined,
    '--badge-color': given ? colors.color : undefined,
    '--badge-bd': given ? colors.border : undefined,
    '--badge-dot-color': variant === 'dot' ? dotColor(color) : undefined,
  } as CSSProperties
  const classes = [variant === 'dot' && BADGE.dot, BADGE.root, 'mantine-Badge-root', className]
  return (
    <Root
      style={{ ...vars, ...style }}
      className={classes.filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      <span className={`${BADGE.label} mantine-Badge-label`}>{children}</span>
    </Root>
  )
}
