import { LineIcon } from './LineIcon'
import classes from './row-chevron.module.css'

/**
 * The end of a list row that leads to another page of the site (My Page's setting rows, the
 * connected services): one chevron, one size and colour on every page. A row that opens in place
 * (login history) ends with a chevron that turns instead; a link that opens a new tab with the
 * new-tab icon (SettingRow).
 */
export function RowChevron() {
  return (
    <span className={classes.chevron} data-row-chevron>
      <LineIcon size={16} d="M9 5l7 7-7 7" />
    </span>
  )
}
