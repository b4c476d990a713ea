import { rem } from '@mantine/core'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { AVATAR } from '~/components/controls/mantine-classes'

export interface AvatarProps {
  src?: string | null
  alt?: string
  /** In px. */
  size?: number
  /** A theme radius, or px. */
  radius?: 'sm' | 'xl' | number
  /** Shown instead of the placeholder icon when there is no image (an initial). */
  children?: ReactNode
}

const cssSize = (value: string | number) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-radius-${value})`

/**
 * Mantine's Avatar as plain markup (decision 0018): the same elements, classes and CSS variables,
 * so Mantine's stylesheet gives it the same look, without Mantine's per-render style work and the
 * colour resolver the header of every member page would load. Without an image, or when it fails
 * to load, the placeholder (its initial, or Mantine's person icon) shows.
 */
export function Avatar({ src, alt, size, radius, children }: AvatarProps) {
  // The image that failed to load: another one is tried.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const vars = {
    '--avatar-size': size === undefined ? undefined : rem(size),
    '--avatar-radius': radius === undefined ? undefined : cssSize(radius),
  } as CSSProperties
  return (
    <div style={vars} className={`${AVATAR.root} mantine-Avatar-root`}>
      {!src || src === failedSrc ? (
        <span className={`${AVATAR.placeholder} mantine-Avatar-placeholder`} title={alt}>
          {children ?? <PlaceholderIcon />}
        </span>
      ) : (
        <img
          className={`${AVATAR.image} mantine-Avatar-image`}
          src={src}
          alt={alt}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  )
}

/** Mantine's AvatarPlaceholderIcon. */
function PlaceholderIcon() {
  return (
    <svg
      data-avatar-placeholder-icon="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M0.877014 7.49988C0.877014 3.84219 3.84216 0.877045 7.49985 0.877045C11.1575 0.877045 14.1227 3.84219 14.1227 7.49988C14.1227 11.1575 11.1575 14.1227 7.49985 14.1227C3.84216 14.1227 0.877014 11.1575 0.877014 7.49988ZM7.49985 1.82704C4.36683 1.82704 1.82701 4.36686 1.82701 7.49988C1.82701 8.97196 2.38774 10.3131 3.30727 11.3213C4.19074 9.94119 5.73818 9.02499 7.50023 9.02499C9.26206 9.02499 10.8093 9.94097 11.6929 11.3208C12.6121 10.3127 13.1727 8.97172 13.1727 7.49988C13.1727 4.36686 10.6328 1.82704 7.49985 1.82704ZM10.9818 11.9787C10.2839 10.7795 8.9857 9.97499 7.50023 9.97499C6.01458 9.97499 4.71624 10.7797 4.01845 11.9791C4.97952 12.7272 6.18765 13.1727 7.49985 13.1727C8.81227 13.1727 10.0206 12.727 10.9818 11.9787ZM5.14999 6.50487C5.14999 5.207 6.20212 4.15487 7.49999 4.15487C8.79786 4.15487 9.84999 5.207 9.84999 6.50487C9.84999 7.80274 8.79786 8.85487 7.49999 8.85487C6.20212 8.85487 5.14999 7.80274 5.14999 6.50487ZM7.49999 5.10487C6.72679 5.10487 6.09999 5.73167 6.09999 6.50487C6.09999 7.27807 6.72679 7.90487 7.49999 7.90487C8.27319 7.90487 8.89999 7.27807 8.89999 6.50487C8.89999 5.73167 8.27319 5.10487 7.49999 5.10487Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}
