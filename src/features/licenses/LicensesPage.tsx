import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Table, Text, Title } from '@mantine/core'
import { OPEN_SOURCE_PACKAGES } from './packages'

/** Licence notices of the open-source software in this site (linked from the Android app). */
export function LicensesPage() {
  const { t } = useLingui()
  return (
    <Stack gap="lg" maw={800} mx="auto">
      <Title order={1}>{t`ライセンス`}</Title>
      <Text>{t`本サービスでは以下のオープンソースソフトウェアを使用しています。`}</Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`ソフトウェア`}</Table.Th>
            <Table.Th scope="col">{t`ライセンス種別`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {OPEN_SOURCE_PACKAGES.map((pkg) => (
            <Table.Tr key={pkg.name}>
              <Table.Td>
                <Anchor href={pkg.url} target="_blank" rel="noopener noreferrer">
                  {pkg.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{pkg.license}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
