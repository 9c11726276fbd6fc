export interface LaunchPlan {
  database: 'embedded' | 'given';
  chain: 'given' | 'demo' | 'none';
}

export function launchPlan(variables: Record<string, string | undefined>, options: { litecoindAvailable: () => boolean }): LaunchPlan;

export function opsPlan(
  variables: Record<string, string | undefined>,
  options: { demoNodes: () => string | undefined },
): { database: LaunchPlan['database']; chainNodes: string | undefined };
