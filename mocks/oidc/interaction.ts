import type { Interaction } from 'oidc-provider'
import { readCookies } from '../cookies'
import { findAccountById } from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { findClient, type RegisteredClient } from './clients'
import { anyProvider } from './provider'

/** The provider's interaction cookie (oidc-provider's default name; set on every path). */
const INTERACTION_COOKIE = '_interaction'

export interface PendingInteraction {
  interaction: Interaction
  client: RegisteredClient
}

/** The provider interaction the browser is in (its cookie), if it is still pending. */
export async function pendingInteraction(
  request: Request,
): Promise<PendingInteraction | undefined> {
  const uid = readCookies(request)[INTERACTION_COOKIE]
  if (!uid) return undefined
  const interaction = await (await anyProvider()).Interaction.find(uid)
  const client = interaction ? findClient(interaction.params.client_id) : undefined
  return interaction && client ? { interaction, client } : undefined
}

/** The account the provider already knows for this interaction (its own session), if any. */
export const interactionAccount = (interaction: Interaction): MemberAccount | undefined =>
  interaction.session ? findAccountById(interaction.session.accountId) : undefined

/**
 * Records the interaction's result and answers where the browser resumes it: the provider's
 * resume endpoint (a path on the site), which then redirects to the client or asks for more.
 */
export async function finishInteraction(
  interaction: Interaction,
  result: Record<string, unknown>,
): Promise<string> {
  interaction.result = 'error' in result ? result : { ...interaction.lastSubmission, ...result }
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000))
  const resume = new URL(interaction.returnTo)
  return resume.pathname + resume.search
}

/** The step the interaction needs (prompt `login` or `consent`). */
export const promptOf = (interaction: Interaction): string => interaction.prompt.name
