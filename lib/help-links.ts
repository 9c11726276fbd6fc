import type { AppEnv } from '@/lib/env';
import { routePath } from '@/lib/routes';

export const HELP_LINK_IDS = ['meeting', 'faq', 'desk', 'claim'] as const;
export type HelpLinks = Record<(typeof HELP_LINK_IDS)[number], string>;

/** The help centre's section with the ways to reach a person (components/content/HelpCenter.tsx). */
export const HELP_CONTACT_ANCHOR = 'contact';

type HelpSettings = Pick<AppEnv, 'HELP_MEETING_URL' | 'HELP_FAQ_URL' | 'HELP_DESK_URL' | 'HELP_CLAIM_URL'>;

/**
 * Where the meeting scheduler, FAQ, service desk and claim form are: the operator's services when configured, else
 * the app's own help centre, so a deployment without them (the demo) never sends a customer to a host nobody runs.
 */
export function helpLinks(config: HelpSettings): HelpLinks {
  const helpCentre = routePath('helpCenter');
  const contact = `${helpCentre}#${HELP_CONTACT_ANCHOR}`;
  return {
    meeting: config.HELP_MEETING_URL ?? contact,
    faq: config.HELP_FAQ_URL ?? helpCentre,
    desk: config.HELP_DESK_URL ?? contact,
    // The question whose answer tells what to do when an ATM kept the money (its id is topic-question).
    claim: config.HELP_CLAIM_URL ?? `${helpCentre}?topic=atms#atms-noCash`,
  };
}

/** A help link into the app itself (opened in place, in the visitor's language) rather than an operator's service. */
export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');
