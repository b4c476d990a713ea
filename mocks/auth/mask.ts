/** h****@example.jp */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@')
  return `${local.slice(0, 1)}****@${domain}`
}

/** 090****4321 */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`
