import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../lib/i18n/config';
import { THEME_COOKIE } from '../lib/cookie-names';
import { routes, type RouteDef } from '../lib/routes';
import {
  decimalFindings,
  englishFindings,
  englishIndex,
  keyIndex,
  messageKeyFindings,
  placeholderLinkFindings,
  statusCodeFindings,
} from './crawl-findings';
import { bothThemesViolations, DEMO_PERSONAL, DEMO_PASSWORD, message } from './support';
import { inLocale, publicPages } from './public-pages';

/**
 * Every public, sign-in and signed-in page of lib/routes.ts in every language, read as a customer reads it: the crawler
 * lists everything it finds (e2e/crawl-findings.ts) and fails once, at the end, with the whole list. Pages with an id in
 * their path are opened with the id of a link the demo customer's own pages (or the e-mails of /demo-outbox) lead to:
 * their account, a news item, a message, a cash order ...; a public page's from the sitemap.
 *
 * One test per language, in one browser context. The languages are two spec files of four, so that the two shards of
 * `npm test` each run one: e2e/crawler.spec.ts and e2e/more-languages-crawler.spec.ts, projects of their own that
 * record no trace (playwright.config.ts).
 *
 * In English the same visits also audit accessibility (AUDITED_LANGUAGES): no page scrolls sideways at 320 px (WCAG
 * reflow), and every public page and every signed-in page without an id has no serious or critical axe violation, every
 * rule in the light theme and the colour rules in the dark one (the public pages at 1280 px, the signed-in ones at 320
 * px), and no error in the browser's console on a public page. A separate spec opening the same pages again cost some
 * 470 s of CI's time.
 */

/** The API reference (Swagger UI) speaks to developers, in English and in the API's codes. */
const CODES_BY_DESIGN = new Set(['apiDocs']);
/**
 * Pages in another language than the reader's by design: the API reference, the style guide's page of the languages
 * side by side, and the demo's outbox, where each e-mail is in its recipient's language.
 */
const ENGLISH_BY_DESIGN = new Set(['apiDocs', 'multiLanguage', 'demoOutbox']);

/**
 * The languages whose crawl also audits accessibility and the console: English, as the audit always did (the other
 * languages differ in their words, which the crawler reads in every language, not in their markup or colours).
 */
const AUDITED_LANGUAGES = new Set<Locale>(['en']);
type Audit = 'public' | 'signedIn';
/**
 * What an audited page may answer: a signed-in page that shows the outcome of something (/Transfersuccessfully without
 * a transfer) answers 404 when opened bare, and that not-found page, inside the frame, is audited instead.
 */
const AUDITED_STATUSES: Record<Audit, number[]> = { public: [200], signedIn: [200, 404] };

interface Visit {
  route: RouteDef;
  path: string;
}

const isTemplate = (route: RouteDef) => route.path.includes('[');
const templatePattern = (route: RouteDef) => new RegExp(`^${route.path.replace(/\[\w+\]/g, '[^/?#]+')}$`);

/** The page's visible text nodes, its text as laid out, and where its links lead; read in the browser. */
function readPage() {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
    // A closed list's options have no box of their own: they are as visible as their list.
    const holder = parent.closest('select') ?? parent;
    if (holder.checkVisibility({ opacityProperty: true, visibilityProperty: true })) texts.add(text);
  }
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
    if (field.checkVisibility()) texts.add(field.placeholder);
  }
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.href);
  for (const frame of document.querySelectorAll('iframe[src]')) links.push((frame as HTMLIFrameElement).src);
  return { texts: [...texts], laidOut: `${document.body.innerText}\n${[...texts].join('\n')}`, links };
}

/** What sticks out sideways at the current width: the page itself, a cut table cell, a table scrolled in its box. */
function readOverflow() {
  const found: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    // The innermost elements past the right edge: what makes the page wide.
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > root.clientWidth + 1),
    );
    // A word longer than its line sticks out of a box that itself fits: its text, not an element, is the culprit.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && wide.length < 3; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > root.clientWidth + 1 && node.parentElement) wide.push(node.parentElement);
    }
    found.push(`page ${root.scrollWidth} px wide at ${root.clientWidth} px (${wide.slice(0, 3).map(describe).join('; ')})`);
  }
  for (const cell of document.querySelectorAll('td, th')) {
    if (cell.checkVisibility() && cell.scrollWidth > cell.clientWidth + 1) found.push(`table cell cut: ${describe(cell)}`);
  }
  for (const table of document.querySelectorAll('table')) {
    if (!table.checkVisibility()) continue;
    for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
      if (!['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)) continue;
      if (box.scrollWidth > box.clientWidth + 1)
        found.push(
          `table scrolls sideways in its box (${box.scrollWidth} px in ${box.clientWidth} px): ${describe(table.rows[0] ?? table)}`,
        );
      break;
    }
  }
  return found;
}

/** The page as its scripts leave it: text a client component renders differs from the server's until it hydrates. */
async function settle(page: Page) {
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Each page is opened once, at 390 px in the dark theme, and read as its scripts leave it (hydrated: stacked cards name
 * their columns only there), with what overflows; then the same loaded page is widened to 1280 px and switched to the
 * light theme the way the theme toggle does it (components/providers/theme.tsx), and read again: a wide screen shows
 * what a phone hides (the side menu) and hides what it shows. Both themes, both widths, one navigation: a second visit
 * per page in the other look cost about 40 s a language in CI's time. In an audited language (AUDITED_LANGUAGES) every
 * page is also narrowed to 320 px between the two, and the public and signed-in ones audited.
 */
const NARROW = { width: 390, height: 844 };
/**
 * The width an audited page must serve without sideways scroll (WCAG 1.4.10, reflow), and where a signed-in page is
 * audited: the frame's menu and the wide tables are at their tightest.
 */
const NARROWEST = { width: 320, height: 640 };
const WIDE = { width: 1280, height: 900 };
const TABS = 3;

/** The demo customer's session, signed in through the sign-in form of `locale` in a context of its own. */
async function demoSession(browser: Browser, locale: Locale) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(inLocale('/login', locale));
  await settle(page);
  await page.getByLabel(message(locale, 'auth.loginField')).fill(DEMO_PERSONAL);
  await page.getByLabel(message(locale, 'auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: message(locale, 'auth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/Dashboard_new$/);
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

/** The crawler's tests for these languages: one per language, both looks. */
export function crawlEveryPage(languages: readonly Locale[]) {
  test.describe.configure({ mode: 'parallel' });
  for (const locale of languages) {
    const audited = AUDITED_LANGUAGES.has(locale);
    const title = `every page in ${locale}, dark theme at ${NARROW.width} px and light at ${WIDE.width} px: no key, code, overlong number, English, placeholder link or overflow${audited ? `; no sideways scroll at ${NARROWEST.width} px; public and signed-in pages: no serious or critical axe violation in either theme, no console error on a public page` : ''}`;
    test(title, async ({ browser, baseURL, request }, testInfo) => {
      test.setTimeout(audited ? 900_000 : 600_000);
      const started = Date.now();
      const origin = new URL(baseURL!).origin;
      const port = Number(new URL(baseURL!).port);
      // The e2e's own neighbours (playwright.config.ts): the OpenID providers and the status widget's site.
      const ownOrigins = [origin, `http://127.0.0.1:${port + 1}`, `http://127.0.0.1:${port + 2}`, `http://localhost:${port + 5}`];
      const keys = keyIndex();
      const english = locale === 'en' ? undefined : englishIndex(locale);
      const sitemapPages = await publicPages(request);

      const context = await browser.newContext({ viewport: NARROW });
      await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: origin }]);
      const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));

      /** Finding → the pages it was seen on (the frame's findings would otherwise repeat on every page). */
      const findings = new Map<string, string[]>();
      const linked = new Set<string>();
      const seen = new Set<string>();
      const textVerdicts = new Map<string, string[]>();
      let screenshots = 0;
      const note = (finding: string, page: string) => findings.set(finding, [...(findings.get(finding) ?? []), page]);

      const auditOf = (route: RouteDef): Audit | undefined => {
        if (!audited) return undefined;
        if (route.family === 'public') return 'public';
        return route.family === 'app' && !isTemplate(route) ? 'signedIn' : undefined;
      };
      /** The public page each tab is on: a script error or a missing message on it lands in the browser's console. */
      const publicPageOf = new Map<Page, string>();
      if (audited)
        for (const tab of tabs) {
          const noteError = (text: string) => {
            const path = publicPageOf.get(tab);
            if (path) note(`the browser console reported an error: ${text.slice(0, 300)}`, path);
          };
          tab.on('console', (consoleMessage) => {
            // The map's tiles and style come from another host, unreachable here: the page degrades by design.
            const source = consoleMessage.location().url;
            if (consoleMessage.type() === 'error' && !(source && new URL(source).origin !== origin)) noteError(consoleMessage.text());
          });
          tab.on('pageerror', (error) => noteError(error.message));
        }

      const localPath = (pathname: string) => (locale === 'en' ? pathname : pathname.replace(new RegExp(`^/${locale}(?=/|$)`), ''));

      async function visit(page: Page, { route, path }: Visit) {
        const audit = auditOf(route);
        if (audit === 'public') publicPageOf.set(page, path);
        else publicPageOf.delete(page);
        await page.setViewportSize(NARROW);
        const response = await page.goto(inLocale(path, locale), { waitUntil: 'domcontentloaded' });
        const landed = new URL(page.url());
        // The demo customer's session must hold for the whole crawl: a signed-in page that signs them out is a finding.
        if (route.family === 'app' && landed.pathname === inLocale('/login', locale)) throw new Error(`signed out at ${path}`);
        // Redirected to a page already read (a flow's step without its flow goes to the sign-in or the dashboard).
        if (seen.has(landed.pathname)) return;
        seen.add(landed.pathname);
        const label = `${landed.pathname}${landed.pathname !== inLocale(path, locale) || isTemplate(route) ? ` (${route.id})` : ''}`;
        const pageFindings: string[] = [];
        const status = response?.status() ?? 0;
        if (status >= 500 || (audit && !AUDITED_STATUSES[audit].includes(status))) pageFindings.push(`answered ${status}`);
        await settle(page);
        const showsCodes = CODES_BY_DESIGN.has(route.id);
        const checkText = (text: string) => {
          let verdict = textVerdicts.get(text);
          if (!verdict) {
            verdict = [
              ...messageKeyFindings(text, keys),
              ...(showsCodes ? [] : statusCodeFindings(text)),
              ...decimalFindings(text, locale),
            ];
            textVerdicts.set(text, verdict);
          }
          return verdict;
        };
        const checkRead = ({ texts, laidOut, links }: ReturnType<typeof readPage>) => {
          for (const link of links) {
            const url = new URL(link);
            if (url.origin === origin) linked.add(localPath(url.pathname));
          }
          for (const line of laidOut.split('\n')) pageFindings.push(...checkText(line));
          if (english && !ENGLISH_BY_DESIGN.has(route.id)) pageFindings.push(...englishFindings(texts, english));
          pageFindings.push(...placeholderLinkFindings(links, ownOrigins));
        };
        checkRead(await page.evaluate(readPage));
        pageFindings.push(...(await page.evaluate(readOverflow)).map((finding) => `at ${NARROW.width} px: ${finding}`));
        if (audited) {
          await page.setViewportSize(NARROWEST);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > NARROWEST.width) pageFindings.push(`${scrollWidth} px wide at ${NARROWEST.width} px`);
          if (audit === 'signedIn') pageFindings.push(...(await bothThemesViolations(page, `axe at ${NARROWEST.width} px`, {}, 'light')));
        }
        await page.setViewportSize(WIDE);
        if (audit === 'public') pageFindings.push(...(await bothThemesViolations(page, `axe at ${WIDE.width} px`, {}, 'light')));
        await page.evaluate(() => document.documentElement.classList.remove('dark'));
        checkRead(await page.evaluate(readPage));
        for (const finding of new Set(pageFindings)) note(finding, label);
        if (pageFindings.length > 0 && screenshots++ < 5) {
          await testInfo.attach(`${label} (${locale})`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      }
      /** The visits shared out among the tabs, each taking the next one as it is free. */
      async function crawl(visits: Visit[]) {
        const queue = [...visits];
        await Promise.all(
          tabs.map(async (tab) => {
            for (let next = queue.shift(); next; next = queue.shift()) {
              // A page that cannot be read is one more finding; the crawl goes on to list the rest.
              const { path } = next;
              await visit(tab, next).catch((error: Error) => note(`could not be read: ${error.message.split('\n')[0]}`, path));
            }
          }),
        );
      }

      const plain = routes.filter((route) => !isTemplate(route)).map((route) => ({ route, path: route.path }));
      // Signed out first: the public pages and the sign-in family (register, forgotten password ...).
      await crawl(plain.filter(({ route }) => route.family !== 'app'));

      // Signed in as the demo customer, who has money, history, messages and orders to show.
      await context.addCookies(await demoSession(browser, locale));
      await crawl(plain.filter(({ route }) => route.family === 'app'));

      // Pages with an id: a public page's is the sitemap's first (the seeded content), any other the first link to one
      // that the pages above showed.
      const unreached: string[] = [];
      const withId: Visit[] = [];
      for (const route of routes.filter(isTemplate)) {
        const pattern = templatePattern(route);
        const path =
          route.family === 'public'
            ? sitemapPages.find((listed) => listed.id === route.id)?.path
            : [...linked].find((candidate) => pattern.test(candidate));
        if (path) withId.push({ route, path });
        else unreached.push(route.path);
      }
      await crawl(withId);
      await context.close();

      const seconds = Math.round((Date.now() - started) / 1000);
      const summary = `${seen.size} pages in ${seconds} s, ${findings.size} findings; no link leads to ${unreached.join(', ') || 'none'}`;
      testInfo.annotations.push({ type: 'crawl', description: summary });
      console.log(`[crawler ${locale}] ${summary}`);
      const report = [...findings].map(([finding, pages]) => `${finding} — on ${pages.length} page(s): ${pages.slice(0, 6).join(', ')}`);
      writeFileSync(testInfo.outputPath('findings.txt'), report.join('\n'));
      await testInfo.attach('findings', { path: testInfo.outputPath('findings.txt'), contentType: 'text/plain' });
      expect(report, `${report.length} findings in ${locale}:\n${report.join('\n')}`).toEqual([]);
    });
  }
}
