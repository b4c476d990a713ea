import type { ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react'
import { BUTTON, LOADER, UNSTYLED_BUTTON } from '~/components/controls/mantine-classes'
import { ONE_PX, variantColors, type ThemeColor } from './variant-colors'

export type ButtonVariant = 'filled' | 'default' | 'light' | 'subtle' | 'outline'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'compact-xs'

interface ButtonOwnProps {
  /** Mantine's variants; `filled` (the default) in the theme's primary colour. */
  variant?: ButtonVariant
  color?: ThemeColor
  size?: ButtonSize
  fullWidth?: boolean
  disabled?: boolean
  /** Shows Mantine's loader over the label and disables the button. */
  loading?: boolean
  /** How the label and the right section share the width (`--button-justify`). */
  justify?: CSSProperties['justifyContent']
  rightSection?: ReactNode
  classNames?: { root?: string; label?: string }
  className?: string
  style?: CSSProperties
  children?: ReactNode
}

/** A Button as `component` (a `button` unless told): its own props plus that element's. */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  component?: C
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'component'>

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** Mantine's Transition in its entered state: the loader centred over the label. */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${ONE_PX}))`,
}

const OVAL_STYLE = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties

/**
 * Mantine's Button as plain markup (decision 0018): the same elements, classes, data attributes
 * and CSS variables, so Mantine's stylesheet gives it the same look, without Mantine's per-render
 * style machinery. Loading shows Mantine's oval loader at once (Mantine slides it in over 150 ms).
 */
export function Button<C extends ElementType = 'button'>({
  component,
  variant,
  color,
  size,
  fullWidth,
  disabled,
  loading,
  justify,
  rightSection,
  classNames,
  className,
  style,
  children,
  ...rest
}: ButtonProps<C>) {
  const Root: ElementType = component ?? 'button'
  const colors = variantColors(variant ?? 'filled', color)
  const given = color !== undefined || variant !== undefined
  const vars = {
    '--button-justify': justify,
    '--button-height': size && `var(--button-height-${size})`,
    '--button-padding-x': size && `var(--button-padding-x-${size})`,
    '--button-fz': size && `var(--mantine-font-size-${size.replace('compact-', '')})`,
    '--button-bg': given ? colors.background : undefined,
    '--button-hover': given ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': given ? colors.border : undefined,
  } as CSSProperties
  return (
    <Root
      style={{ ...vars, ...style }}
      className={join(
        'mantine-focus-auto',
        classNames?.root,
        !disabled && !loading && 'mantine-active',
        BUTTON.root,
        'mantine-Button-root',
        UNSTYLED_BUTTON.root,
        'mantine-UnstyledButton-root',
        className,
      )}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-right-section={rightSection ? true : undefined}
      type={Root === 'button' ? 'button' : undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading && (
        <span style={LOADER_STYLE} className={`${BUTTON.loader} mantine-Button-loader`} aria-hidden>
          <span
            style={OVAL_STYLE}
            className={`${LOADER.oval} ${LOADER.root} mantine-Loader-root`}
          />
        </span>
      )}
      <span className={`${BUTTON.inner} mantine-Button-inner`}>
        <span
          className={join(classNames?.label, BUTTON.label, 'mantine-Button-label')}
          data-loading={loading || undefined}
        >
          {children}
        </span>
        {rightSection && (
          <span className={`${BUTTON.section} mantine-Button-section`} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Root>
  )
}
