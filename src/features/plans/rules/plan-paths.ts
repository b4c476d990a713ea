/** The pages of one plan's purchase (spec 01 §2): form, confirm, complete. */
export const planPath = (planId: string) => `/plans/${encodeURIComponent(planId)}`

/** The same pages of the purchase right after sign-up (no form page: /signup/plans is the form). */
export const signupPlanPath = (planId: string) => `/signup/plans/${encodeURIComponent(planId)}`
