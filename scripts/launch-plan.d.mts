export interface LaunchPlan {
  database: 'embedded' | 'given';
  chain: 'given' | 'demo' | 'none';
}

export function launchPlan(variables: Record<string, string | undefined>, options: { litecoindAvailable: () => boolean }): LaunchPlan;
