import { helpLinks } from '@/lib/help-links';
import { routePath } from '@/lib/routes';
import { envFrom } from '../support/env';

const APP_ORIGIN = 'https://app.test';
const LINKS = ['meeting', 'faq', 'desk', 'claim'] as const;

describe('help links (meeting scheduler, FAQ, service desk, claim form)', () => {
  test('with nothing configured, each is a section of the help centre on the app itself', () => {
    const links = helpLinks(envFrom());

    for (const id of LINKS) {
      const url = new URL(links[id], APP_ORIGIN);
      expect({ id, origin: url.origin, path: url.pathname }).toEqual({ id, origin: APP_ORIGIN, path: routePath('helpCenter') });
    }
    expect(new URL(links.desk, APP_ORIGIN).hash).toBe('#contact');
  });

  test('the configured addresses are used as they are', () => {
    const configured = {
      HELP_MEETING_URL: 'https://meet.operator.test/team',
      HELP_FAQ_URL: 'https://help.operator.test/faq',
      HELP_DESK_URL: 'https://desk.operator.test/',
      HELP_CLAIM_URL: 'https://desk.operator.test/claims/new',
    };

    expect(helpLinks(envFrom(configured))).toEqual({
      meeting: configured.HELP_MEETING_URL,
      faq: configured.HELP_FAQ_URL,
      desk: configured.HELP_DESK_URL,
      claim: configured.HELP_CLAIM_URL,
    });
  });
});
