import { Container } from '@mantine/core'
import { Footer } from './Footer'
import { SimpleHeader } from './SimpleHeader'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

/** Layout of the sign-in screens: a narrow centred column. */
export function LoginLayout({ children, ...props }: BaseLayoutProps) {
  return (
    <div className={classes.shell}>
      <SimpleHeader settings={props.settings} />
      <Container component="main" id="main" size={480} py="xl" w="100%" className={classes.main}>
        {children}
      </Container>
      <Footer {...props} />
    </div>
  )
}
