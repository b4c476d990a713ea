import type { AccountGrantClient } from '~generated/api/model'

/** The app's name as the member sees it: its Japanese name, else its name. */
export const clientName = (client: AccountGrantClient) =>
  client.client_name_ja || client.client_name
