import { useLingui } from '@lingui/react/macro'
import { Badge } from '~/components/button/Badge'

/** 'このデバイス' before a row's details: the trusted device or session of this browser. */
export function ThisDeviceBadge() {
  const { t } = useLingui()
  return (
    <>
      <Badge variant="light" component="span">
        {t`このデバイス`}
      </Badge>{' '}
    </>
  )
}
