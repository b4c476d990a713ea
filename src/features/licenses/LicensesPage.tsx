import { useLingui } from '@lingui/react/macro'
import { OPEN_SOURCE_PACKAGES } from './packages'
import classes from './licenses.module.css'

/** Licence notices of the open-source software in this site (linked from the Android app). */
export function LicensesPage() {
  const { t } = useLingui()
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t`ライセンス`}</h1>
      <p
        className={classes.text}
      >{t`本サービスでは以下のオープンソースソフトウェアを使用しています。`}</p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{t`ソフトウェア`}</th>
            <th scope="col">{t`ライセンス種別`}</th>
          </tr>
        </thead>
        <tbody>
          {OPEN_SOURCE_PACKAGES.map((pkg) => (
            <tr key={pkg.name}>
              <td>
                <a
                  href={pkg.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`mantine-focus-auto ${classes.link}`}
                >
                  {pkg.name}
                </a>
              </td>
              <td>{pkg.license}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
