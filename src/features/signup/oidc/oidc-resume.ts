/** Where a sign-up inside the provider flow ends: the interaction, as the new member. */
export const OIDC_RESUME = '/oidc/loginInteraction'
