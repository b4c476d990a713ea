import { Table } from '@mantine/core'
import type { ConfirmRow } from '~/lib/rules/profile/confirm-rows'

/** The entered values of a confirm screen, one row per field, label beside value. */
export function ConfirmTable({ rows }: { rows: readonly ConfirmRow[] }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" w="36%">
              {row.label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
