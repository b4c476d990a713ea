import { Container } from '@mantine/core'
import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

/** Layout of the provider-side (OIDC) login, consent and account-selection screens. */
export function OidcLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader settings={props.settings} />
      <Container component="main" id="main" size={520} py="xl" w="100%" className={classes.main}>
        {children}
      </Container>
      <Footer {...props} />
    </div>
  )
}
