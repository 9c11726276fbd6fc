import { expect, test, type Page } from '@playwright/test';
import { bothThemesViolations, message, waitForHydration } from './support';

/**
 * The ATM map, list and details against the demo network (lib/server/db/seeds/atms.ts). Nothing may leave
 * localhost: every other request is refused, as it would be offline, and recorded so a test can see which
 * style or tiles the map asked for.
 */
const DEMO_ATM_COUNT = 38;
/** Entries listed before "Show all" (LIST_PREVIEW_SIZE in lib/atms/filter.ts). */
const PREVIEW_SIZE = 12;

let external: string[] = [];
test.beforeEach(async ({ page }) => {
  external = [];
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
    external.push(route.request().url());
    return route.abort('internetdisconnected');
  });
});

const items = (page: Page) => page.getByTestId('atm-item');
const map = (page: Page) => page.getByTestId('atm-map');

/** Name, status and services of every machine in the list as shown. */
async function listed(page: Page) {
  return items(page).evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.querySelector('h3')?.textContent ?? '',
      status: element.querySelector('[data-testid="atm-status"]')?.textContent ?? '',
      tags: element.textContent ?? '',
    })),
  );
}

async function openMap(page: Page, path = '/Bitcoin_ATMs') {
  await page.goto(path);
  await waitForHydration(page);
}

async function showAll(page: Page) {
  await page.getByRole('link', { name: `Show all (${DEMO_ATM_COUNT})` }).click();
  await expect(items(page)).toHaveCount(DEMO_ATM_COUNT);
}

/** Machines on the map: the numbers on the clusters plus the single markers. */
async function machinesOnMap(page: Page) {
  const clusters = await map(page).getByTestId('atm-cluster').allTextContents();
  return clusters.reduce((sum, count) => sum + Number(count), 0) + (await map(page).getByTestId('atm-marker').count());
}

/** The map library loads after the list and may take a while on a busy machine. */
const expectOnMap = (page: Page, count: number) => expect.poll(() => machinesOnMap(page), { timeout: 20_000 }).toBe(count);

test.describe('list, search and filters', () => {
  test('the list shows every demo machine, server-rendered with its status, services and hours', async ({ page }) => {
    await openMap(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin ATMs' })).toBeVisible();
    await expect(page.getByTestId('atm-count')).toHaveText(`${DEMO_ATM_COUNT} ATMs found`);
    await expect(items(page)).toHaveCount(PREVIEW_SIZE);
    await showAll(page);
    // The reader goes on where the revealed entries begin.
    await expect(items(page).nth(PREVIEW_SIZE).getByRole('link')).toBeFocused();
    const andel = items(page).filter({ hasText: 'Praha – Anděl' });
    await expect(andel).toContainText('Plzeňská 8, 150 00 Praha 5');
    await expect(andel).toContainText('In operation');
    await expect(andel).toContainText('Buy crypto');
    await expect(andel).not.toContainText('Sell crypto');
    await expect(andel).toContainText('Mon–Sun 09:00–21:00');
    await expect(items(page).filter({ hasText: 'Praha – Václavské náměstí' })).toContainText('Open non-stop');
  });

  test('typing narrows the list at once, accents and case ignored, and the URL follows', async ({ page }) => {
    await openMap(page);
    await page.getByLabel('City or address').fill('kosice');

    await expect(items(page)).toHaveCount(2);
    expect((await listed(page)).map((atm) => atm.name).sort()).toEqual(['Košice – Hlavná', 'Košice – OC Optima']);
    await expect(page.getByTestId('atm-count')).toHaveText('2 ATMs found');
    await expect(page).toHaveURL(/\/Bitcoin_ATMs\?q=kosice$/);

    await page.getByLabel('City or address').fill('Wien');
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByText(message('en', 'atms.noResults'))).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(page.getByTestId('atm-count')).toHaveText(`${DEMO_ATM_COUNT} ATMs found`);
    await expect(page).toHaveURL(/\/Bitcoin_ATMs$/);
  });

  test('the status filter keeps exactly the machines in that status', async ({ page }) => {
    await openMap(page);
    await showAll(page);
    const all = await listed(page);
    const inMaintenance = all.filter((atm) => atm.status === 'In maintenance').map((atm) => atm.name);
    expect(inMaintenance.length).toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'In maintenance' }).check();
    await expect(items(page)).toHaveCount(inMaintenance.length);
    expect((await listed(page)).map((atm) => atm.name)).toEqual(inMaintenance);
    await expect(page).toHaveURL(/status=maintenance/);

    await page.getByRole('radio', { name: 'In operation' }).check();
    await expect(items(page)).toHaveCount(all.length - inMaintenance.length);
    expect((await listed(page)).every((atm) => atm.status === 'In operation')).toBe(true);
  });

  test('the buy and sell filters keep the machines offering both', async ({ page }) => {
    await openMap(page);
    await showAll(page);
    const all = await listed(page);
    const selling = all.filter((atm) => atm.tags.includes('Sell crypto')).map((atm) => atm.name);
    expect(selling.length).toBeLessThan(all.length);

    await page.getByRole('checkbox', { name: 'Sell crypto' }).check();
    await page.getByRole('checkbox', { name: 'Buy crypto' }).check();
    await expect(items(page)).toHaveCount(selling.length);
    expect((await listed(page)).map((atm) => atm.name)).toEqual(selling);
    await expect(page).toHaveURL(/buy=1&sell=1/);
  });

  test('filters in the URL are applied on the server, so a shared link opens filtered', async ({ page }) => {
    await page.goto('/Bitcoin_ATMs?q=praha&status=operation&sell=1');
    await expect(page.getByLabel('City or address')).toHaveValue('praha');
    await expect(page.getByRole('radio', { name: 'In operation' })).toBeChecked();
    const shown = await listed(page);
    expect(shown.length).toBeGreaterThan(1);
    for (const atm of shown) {
      expect(atm.name).toMatch(/^Praha – /);
      expect(atm.status).toBe('In operation');
      expect(atm.tags).toContain('Sell crypto');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form is a plain GET and the server filters the list; "Show all" is a link', async ({ page }) => {
    await page.goto('/Bitcoin_ATMs?sell=1');
    await expect(items(page)).toHaveCount(PREVIEW_SIZE);
    await page.getByRole('link', { name: /^Show all \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/Bitcoin_ATMs\?sell=1&all=1$/);
    expect(await items(page).count()).toBeGreaterThan(PREVIEW_SIZE);
    await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);

    await page.goto('/Bitcoin_ATMs');
    await page.getByLabel('City or address').fill('zilina');
    await page.getByRole('button', { name: 'Show results' }).click();

    await expect(page).toHaveURL(/\/Bitcoin_ATMs\?q=zilina&status=all$/);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page)).toContainText('Žilina – Mirage');
  });
});

test.describe('the map without network', () => {
  test('loads after the list, falls back to a blank background and still shows every machine as markers and clusters', async ({ page }) => {
    await openMap(page);
    await expect(map(page).locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(map(page).getByRole('status')).toHaveText(message('en', 'atms.mapOffline'));
    await expectOnMap(page, DEMO_ATM_COUNT);
    await expect(map(page).getByTestId('atm-cluster').first()).toBeVisible();
    expect(external).toContain('https://tiles.openfreemap.org/styles/liberty');
  });

  test('a cluster zooms in when clicked; a marker opens a popup and picks its list entry', async ({ page }) => {
    await openMap(page, '/Bitcoin_ATMs?q=praha');
    await expectOnMap(page, await items(page).count());

    for (let clicks = 0; (await map(page).getByTestId('atm-marker').count()) === 0; clicks++) {
      expect(clicks, 'clusters split into markers when zoomed in').toBeLessThan(6);
      await map(page).getByTestId('atm-cluster').first().click();
      await page.waitForTimeout(700);
    }
    const marker = map(page).getByTestId('atm-marker').first();
    const name = (await marker.getAttribute('aria-label')) ?? '';
    await marker.click();

    const popup = page.getByTestId('atm-popup');
    await expect(popup).toContainText(name);
    await expect(items(page).filter({ hasText: name })).toHaveAttribute('data-selected', 'true');
    await popup.getByRole('link', { name: 'Details and directions' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('"Show on map" in the list opens that machine on the map', async ({ page }) => {
    await openMap(page);
    await expect(map(page).locator('canvas')).toBeVisible({ timeout: 20_000 });
    await showAll(page);
    const entry = items(page).filter({ hasText: 'Olomouc – Galerie Šantovka' });
    await entry.getByRole('button', { name: 'Show on map' }).click();
    await expect(page.getByTestId('atm-popup')).toContainText('Polská 1, 779 00 Olomouc');
    await expect(map(page).getByRole('button', { name: 'Olomouc – Galerie Šantovka' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('"Show on map" on a details page opens the map at that machine', async ({ page }) => {
    await page.goto('/Bitcoin_ATMs_Details/kosice-hlavna');
    await page.getByRole('link', { name: 'Show on map' }).click();
    await expect(page).toHaveURL(/\/Bitcoin_ATMs/);
    await expect(page.getByTestId('atm-popup')).toContainText('Košice – Hlavná', { timeout: 20_000 });
    await expect(items(page).filter({ hasText: 'Košice – Hlavná' })).toHaveAttribute('data-selected', 'true');
  });

  test('the satellite view asks for imagery tiles and keeps the markers', async ({ page }) => {
    await openMap(page);
    await expect(map(page).locator('canvas')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Satellite' }).click();

    await expect(page.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
    await expect(map(page)).toHaveAttribute('data-view', 'satellite');
    await expect
      .poll(() =>
        external.some((url) => url.startsWith('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/')),
      )
      .toBe(true);
    await expectOnMap(page, DEMO_ATM_COUNT);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(map(page)).toHaveAttribute('data-view', 'map');
    await expectOnMap(page, DEMO_ATM_COUNT);
  });

  test('a search moves the map to what it found', async ({ page }) => {
    await openMap(page);
    await expectOnMap(page, DEMO_ATM_COUNT);
    await page.getByLabel('City or address').fill('thessaloniki');
    await expectOnMap(page, 2);
  });
});

test.describe('details', () => {
  test('a machine by its numeric id: address, hours, status, coins, services, limits, fees, directions and JSON-LD', async ({ page }) => {
    await page.goto('/Bitcoin_ATMs_Details/7');
    const details = page.getByTestId('atm-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Košice – OC Optima' })).toBeVisible();
    await expect(details).toContainText('Moldavská cesta 32, 040 11 Košice');
    await expect(details).toContainText('In maintenance');
    await expect(details).toContainText(message('en', 'atms.maintenanceNote'));
    await expect(details).toContainText('Mon–Sun 09:00–21:00');
    await expect(details).toContainText('BTC · LTC');
    await expect(page.getByTestId('atm-limits')).toHaveText('€20 to €5,000');
    await expect(page.getByTestId('atm-fees')).toContainText('Buying crypto: 5%');
    await expect(page.getByTestId('atm-fees')).toContainText('Selling crypto: 4%');
    await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=48.70528,21.24032',
    );
    await expect(page.getByRole('link', { name: 'Open in a maps app' })).toHaveAttribute('href', /^geo:48.70528,21.24032\?q=/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Bitcoin_ATMs_Details\/kosice-optima$/);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutomatedTeller',
      name: 'Košice – OC Optima',
      url: expect.stringMatching(/\/Bitcoin_ATMs_Details\/kosice-optima$/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Moldavská cesta 32',
        postalCode: '040 11',
        addressLocality: 'Košice',
        addressCountry: 'SK',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.70528, longitude: 21.24032 },
      openingHours: ['Mo-Su 09:00-21:00'],
    });
  });

  test('limits in Czech crowns, in the visitor’s language', async ({ page }) => {
    await page.goto('/cs/Bitcoin_ATMs_Details/praha-andel');
    await expect(page.getByRole('heading', { level: 1, name: 'Praha – Anděl' })).toBeVisible();
    await expect(page.getByTestId('atm-limits')).toHaveText(/^500\sKč až 140\s000\sKč$/);
    await expect(page.getByTestId('atm-fees')).toContainText('Prodej kryptoměn: tento automat nenabízí');
  });

  test('the brand route /kryptomat/{descriptionId} shows the same machine', async ({ page }) => {
    const response = await page.goto('/kryptomat/bratislava-eurovea');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Bratislava – Eurovea' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Bitcoin_ATMs_Details\/bratislava-eurovea$/);
  });

  test('/Bitcoin_ATMs_Details_new shows the newest machines, or the one named by ?id=', async ({ page }) => {
    await page.goto('/Bitcoin_ATMs_Details_new');
    await expect(page.getByRole('heading', { level: 1, name: 'Newest bitcoin ATMs' })).toBeVisible();
    await expect(items(page)).toHaveCount(6);
    await expect(items(page).first()).toContainText('Irakleio – Plateia Eleftherias');

    await page.goto('/Bitcoin_ATMs_Details_new?id=praha-karlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Praha – Karlín' })).toBeVisible();
    await expect(page.getByTestId('atm-details')).toContainText('Mon–Fri 08:00–20:00');
  });

  for (const path of [
    '/Bitcoin_ATMs_Details/999',
    '/Bitcoin_ATMs_Details/no-such-machine',
    '/kryptomat/no-such-machine',
    '/Bitcoin_ATMs_Details_new?id=999',
  ]) {
    test(`${path} is a real 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: message('en', 'notFound.title') })).toBeVisible();
    });
  }
});

test.describe('localized routes', () => {
  test('the Czech /kryptomaty is the map, in Czech under /cs', async ({ page }) => {
    await openMap(page, '/cs/kryptomaty');
    await expect(page).toHaveURL(/\/cs\/kryptomaty$/);
    await expect(page.getByRole('heading', { level: 1, name: message('cs', 'atms.mapTitle') })).toBeVisible();
    await expect(page.getByTestId('atm-count')).toHaveText(`Nalezeno ${DEMO_ATM_COUNT} automatů`);
    await page.getByLabel(message('cs', 'atms.searchLabel')).fill('brno');
    await expect(items(page)).toHaveCount(3);
    await expect(page).toHaveURL(/\/cs\/kryptomaty\?q=brno$/);
  });

  test('the German /Bitcoin_geldautomat is the map, in German under /de', async ({ page }) => {
    await openMap(page, '/de/Bitcoin_geldautomat');
    await expect(page.getByRole('heading', { level: 1, name: message('de', 'atms.mapTitle') })).toBeVisible();
    await expect(page.getByTestId('atm-count')).toHaveText(`${DEMO_ATM_COUNT} Automaten gefunden`);
    await expectOnMap(page, DEMO_ATM_COUNT);
  });
});

test.describe('accessibility and CSP', () => {
  test('no serious or critical axe violation in either theme (map with markers and popup, details)', async ({ page }) => {
    await openMap(page);
    await expectOnMap(page, DEMO_ATM_COUNT);
    await items(page).first().getByRole('button', { name: 'Show on map' }).click();
    await expect(page.getByTestId('atm-popup')).toBeVisible();
    const found: string[] = [];
    for (const path of ['', '/Bitcoin_ATMs_Details/3', '/Bitcoin_ATMs_Details_new']) {
      if (path) await page.goto(path);
      // The page's own content; the shared site bar and beta notice are checked by the site-wide suite.
      found.push(...(await bothThemesViolations(page, path || '/Bitcoin_ATMs', { include: 'main' })));
    }
    expect(found).toEqual([]);
  });

  test('the map page with its map loaded reports no CSP violation', async ({ page }) => {
    // Chromium reports every refused worker, fetch or image in the console.
    const violations: string[] = [];
    page.on('console', (entry) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(entry.text())) violations.push(entry.text());
    });

    await openMap(page);
    await expectOnMap(page, DEMO_ATM_COUNT);
    await page.getByRole('button', { name: 'Satellite' }).click();
    await expectOnMap(page, DEMO_ATM_COUNT);
    expect(violations).toEqual([]);
  });
});
