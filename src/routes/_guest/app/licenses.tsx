import { createFileRoute } from '@tanstack/react-router'
import { LicensesPage } from '~/features/licenses/LicensesPage'

export const Route = createFileRoute('/_guest/app/licenses')({
  component: LicensesPage,
})
