import type { Scenario } from './scenario'

export const defaultScenario: Scenario = {
  name: 'default',
  description:
    'シネマストリーム with every feature on except login IDs, SMS second factor and anti-bot; all fixture members.',
  apply: () => {},
}
