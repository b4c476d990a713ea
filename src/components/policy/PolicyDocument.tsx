import { useLingui } from '@lingui/react/macro'
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { useCallback, useLayoutEffect, useRef } from 'react'
import type { Policy } from '~generated/api/model'
import { isScrolledToEnd } from '~/lib/rules/policy-reading'
import { ServerHtml } from '../ServerHtml'
import classes from './policy.module.css'

export interface PolicyDocumentProps {
  policy: Policy
  read: boolean
  onRead: () => void
}

/**
 * A policy to read: its sanitised text in a scrolling box that counts as read within 15 px of the
 * bottom, or at once when it needs no scrolling (spec 01 §4). The box takes keyboard focus so it
 * can be scrolled without a mouse.
 */
export function PolicyDocument({ policy, read, onRead }: PolicyDocumentProps) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const titleId = `policy-${policy.policyId}-title`
  const statusId = `policy-${policy.policyId}-status`

  const onReadRef = useRef(onRead)
  useLayoutEffect(() => {
    onReadRef.current = onRead
  })

  const check = useCallback(() => {
    if (!read && box.current && isScrolledToEnd(box.current)) onReadRef.current()
  }, [read])

  // Before the browser paints, and before a press held while the form's code loaded is made again
  // (lazyForm, after hydration): a box already scrolled to its end, or that needs no
  // scrolling, is read by then, so the submit button it held is enabled.
  useLayoutEffect(() => {
    check()
    if (!box.current) return
    const observer = new ResizeObserver(check)
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [check])

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {policy.title}
      </Title>
      <Paper
        withBorder
        ref={box}
        className={classes.box}
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        aria-describedby={statusId}
        onScroll={check}
      >
        {policy.renderData ? <ServerHtml html={policy.renderData} p="md" /> : null}
        {policy.dataSource && (
          <Text p="md">
            <Anchor href={policy.dataSource} target="_blank" rel="noopener noreferrer">
              {t`${policy.title}を新しいタブで開く`}
            </Anchor>
          </Text>
        )}
      </Paper>
      <Text id={statusId} size="sm" c={read ? undefined : 'dimmed'} aria-live="polite">
        {read ? t`最後までお読みいただきました。` : t`最後までスクロールしてお読みください。`}
      </Text>
    </Stack>
  )
}
