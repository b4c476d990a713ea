import { Button, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <main>
      <Title order={1}>Bare page</Title>
      <Button>Button</Button>
    </main>
  )
}
