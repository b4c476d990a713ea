import { Alert, Anchor, Button, Stack, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loginScreenQueryOptions } from '../login-screen'

export const Route = createFileRoute('/login')({
  loader: ({ context }) => context.queryClient.ensureQueryData(loginScreenQueryOptions()),
  component: LoginPage,
})

function LoginPage() {
  const { data } = useSuspenseQuery(loginScreenQueryOptions())
  return (
    <main>
      <Stack maw={440} mx="auto" p="md">
        <Title order={1}>Sign in</Title>
        <Alert>{data.notice}</Alert>
        <form method="post">
          <Stack>
            <TextInput label="E-mail address" name="email" type="email" defaultValue={data.email} />
            <TextInput label="Password" name="password" type="password" />
            <Button type="submit">Sign in</Button>
          </Stack>
        </form>
        {data.links.map((link) => (
          <Anchor key={link.href} href={link.href}>
            {link.label}
          </Anchor>
        ))}
      </Stack>
    </main>
  )
}
