import { createServerOnlyFn } from '@tanstack/react-start'
import { getAppConfig } from '../../../app.config'

/** The validated runtime configuration (see /app.config.ts). Throws if called in the browser. */
export const getServerAppConfig = createServerOnlyFn(() => getAppConfig())
