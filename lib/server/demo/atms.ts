import 'server-only';
import type { Database } from '@/lib/server/db';
import { atms } from '@/lib/server/db/schema';

type AtmRow = typeof atms.$inferInsert;
type Place = Pick<AtmRow, 'descriptionId' | 'name' | 'city' | 'address' | 'latitude' | 'longitude'>;
type Terms = Partial<Omit<AtmRow, keyof Place | 'country' | 'currency'>>;

/**
 * Limits and fees per country: machines in one country share a tariff, a few differ (an airport-style
 * 24/7 site, a sell-free machine) so the map and the details page show real variety.
 */
const czech = (place: Place, terms: Terms = {}): AtmRow => ({
  ...place,
  country: 'CZ',
  currency: 'CZK',
  status: 'In operation',
  canBuy: true,
  canSell: true,
  coins: ['BTC', 'LTC', 'ETH'],
  openingHours: 'Mo-Su 09:00-21:00',
  buyFeePercent: '5.50',
  sellFeePercent: '4.50',
  minAmountMinor: 50_000, // 500 CZK
  maxAmountMinor: 14_000_000, // 140 000 CZK
  ...terms,
});

const euro =
  (country: 'SK' | 'GR') =>
  (place: Place, terms: Terms = {}): AtmRow => ({
    ...place,
    country,
    currency: 'EUR',
    status: 'In operation',
    canBuy: true,
    canSell: true,
    coins: ['BTC', 'LTC', 'ETH'],
    openingHours: 'Mo-Su 09:00-21:00',
    buyFeePercent: country === 'SK' ? '5.00' : '6.00',
    sellFeePercent: country === 'SK' ? '4.00' : '4.50',
    minAmountMinor: 2_000, // 20 EUR
    maxAmountMinor: 500_000, // 5 000 EUR
    ...terms,
  });
const slovak = euro('SK');
const greek = euro('GR');

const nonstop = 'Mo-Su 00:00-24:00';

/**
 * The demo network: 38 machines in real CZ, SK and GR cities, several per capital so the map clusters.
 * The first ten keep the ids and description ids the demo had from the start.
 */
export const demoAtms: AtmRow[] = [
  czech(
    {
      descriptionId: 'praha-vaclavske-namesti',
      name: 'Praha – Václavské náměstí',
      city: 'Praha',
      address: 'Václavské náměstí 21, 110 00 Praha 1',
      latitude: '50.081420',
      longitude: '14.426070',
    },
    { openingHours: nonstop, maxAmountMinor: 20_000_000 },
  ),
  czech(
    {
      descriptionId: 'praha-andel',
      name: 'Praha – Anděl',
      city: 'Praha',
      address: 'Plzeňská 8, 150 00 Praha 5',
      latitude: '50.071080',
      longitude: '14.403650',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),
  czech(
    {
      descriptionId: 'brno-hlavni-nadrazi',
      name: 'Brno – Hlavní nádraží',
      city: 'Brno',
      address: 'Nádražní 1, 602 00 Brno',
      latitude: '49.190480',
      longitude: '16.612760',
    },
    { status: 'In Maintenance', openingHours: 'Mo-Su 05:00-23:00' },
  ),
  czech(
    {
      descriptionId: 'ostrava-forum-nova-karolina',
      name: 'Ostrava – Forum Nová Karolina',
      city: 'Ostrava',
      address: 'Jantarová 3344/4, 702 00 Ostrava',
      latitude: '49.831580',
      longitude: '18.283740',
    },
    { coins: ['BTC', 'LTC'] },
  ),
  slovak(
    {
      descriptionId: 'bratislava-aupark',
      name: 'Bratislava – Aupark',
      city: 'Bratislava',
      address: 'Einsteinova 18, 851 01 Bratislava',
      latitude: '48.133240',
      longitude: '17.108960',
    },
    { openingHours: 'Mo-Su 10:00-21:00' },
  ),
  slovak(
    {
      descriptionId: 'bratislava-eurovea',
      name: 'Bratislava – Eurovea',
      city: 'Bratislava',
      address: 'Pribinova 8, 811 09 Bratislava',
      latitude: '48.140700',
      longitude: '17.122030',
    },
    { canSell: false, coins: ['BTC', 'LTC'], openingHours: 'Mo-Su 10:00-21:00' },
  ),
  slovak(
    {
      descriptionId: 'kosice-optima',
      name: 'Košice – OC Optima',
      city: 'Košice',
      address: 'Moldavská cesta 32, 040 11 Košice',
      latitude: '48.705280',
      longitude: '21.240320',
    },
    { status: 'In Maintenance', coins: ['BTC', 'LTC'] },
  ),
  greek(
    {
      descriptionId: 'athina-syntagma',
      name: 'Athina – Syntagma',
      city: 'Athina',
      address: 'Ermou 2, 105 63 Athina',
      latitude: '37.975620',
      longitude: '23.734290',
    },
    { openingHours: nonstop, maxAmountMinor: 1_000_000 },
  ),
  greek(
    {
      descriptionId: 'thessaloniki-aristotelous',
      name: 'Thessaloniki – Aristotelous',
      city: 'Thessaloniki',
      address: 'Aristotelous 10, 546 23 Thessaloniki',
      latitude: '40.632780',
      longitude: '22.940900',
    },
    { coins: ['BTC', 'LTC'], openingHours: 'Mo-Sa 08:00-22:00' },
  ),
  greek(
    {
      descriptionId: 'pireas-port',
      name: 'Pireas – Port',
      city: 'Pireas',
      address: 'Akti Miaouli 1, 185 35 Pireas',
      latitude: '37.942780',
      longitude: '23.646940',
    },
    { canSell: false, coins: ['BTC', 'LTC'], openingHours: 'Mo-Su 07:00-23:00' },
  ),

  czech(
    {
      descriptionId: 'praha-palladium',
      name: 'Praha – Palladium',
      city: 'Praha',
      address: 'náměstí Republiky 1, 110 00 Praha 1',
      latitude: '50.089290',
      longitude: '14.429520',
    },
    { openingHours: 'Mo-Su 09:00-22:00' },
  ),
  czech(
    {
      descriptionId: 'praha-karlin',
      name: 'Praha – Karlín',
      city: 'Praha',
      address: 'Křižíkova 36a, 186 00 Praha 8',
      latitude: '50.092460',
      longitude: '14.451030',
    },
    { openingHours: 'Mo-Fr 08:00-20:00; Sa 09:00-14:00' },
  ),
  czech(
    {
      descriptionId: 'praha-holesovice',
      name: 'Praha – Holešovice',
      city: 'Praha',
      address: 'Dukelských hrdinů 47, 170 00 Praha 7',
      latitude: '50.100810',
      longitude: '14.434010',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),
  czech(
    {
      descriptionId: 'praha-chodov',
      name: 'Praha – Westfield Chodov',
      city: 'Praha',
      address: 'Roztylská 2321/19, 148 00 Praha 4',
      latitude: '50.031720',
      longitude: '14.491340',
    },
    { coins: ['BTC', 'LTC', 'ETH', 'USDT'] },
  ),
  czech(
    {
      descriptionId: 'praha-vinohrady',
      name: 'Praha – Vinohrady',
      city: 'Praha',
      address: 'Vinohradská 50, 120 00 Praha 2',
      latitude: '50.076330',
      longitude: '14.444010',
    },
    { status: 'In Maintenance' },
  ),
  czech(
    {
      descriptionId: 'praha-dejvice',
      name: 'Praha – Vítězné náměstí',
      city: 'Praha',
      address: 'Vítězné náměstí 4, 160 00 Praha 6',
      latitude: '50.100310',
      longitude: '14.395330',
    },
    { openingHours: nonstop },
  ),
  czech({
    descriptionId: 'brno-namesti-svobody',
    name: 'Brno – Náměstí Svobody',
    city: 'Brno',
    address: 'náměstí Svobody 10, 602 00 Brno',
    latitude: '49.195080',
    longitude: '16.608120',
  }),
  czech(
    {
      descriptionId: 'brno-kralovo-pole',
      name: 'Brno – Královo Pole',
      city: 'Brno',
      address: 'Palackého třída 112, 612 00 Brno',
      latitude: '49.219690',
      longitude: '16.592310',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),
  czech(
    {
      descriptionId: 'ostrava-stodolni',
      name: 'Ostrava – Stodolní',
      city: 'Ostrava',
      address: 'Stodolní 8, 702 00 Ostrava',
      latitude: '49.838920',
      longitude: '18.282150',
    },
    { openingHours: 'Mo-Su 10:00-02:00' },
  ),
  czech({
    descriptionId: 'plzen-plaza',
    name: 'Plzeň – Plaza',
    city: 'Plzeň',
    address: 'Radčická 2, 301 00 Plzeň',
    latitude: '49.747580',
    longitude: '13.371230',
  }),
  czech({
    descriptionId: 'olomouc-santovka',
    name: 'Olomouc – Galerie Šantovka',
    city: 'Olomouc',
    address: 'Polská 1, 779 00 Olomouc',
    latitude: '49.593020',
    longitude: '17.260750',
  }),
  czech(
    {
      descriptionId: 'liberec-forum',
      name: 'Liberec – Forum',
      city: 'Liberec',
      address: 'Soukenné náměstí 669/2a, 460 01 Liberec',
      latitude: '50.768930',
      longitude: '15.057340',
    },
    { status: 'In Maintenance' },
  ),
  czech(
    {
      descriptionId: 'ceske-budejovice-igy',
      name: 'České Budějovice – IGY Centrum',
      city: 'České Budějovice',
      address: 'Pražská třída 1247/24, 370 04 České Budějovice',
      latitude: '48.984030',
      longitude: '14.474510',
    },
    { coins: ['BTC', 'LTC'] },
  ),
  czech(
    {
      descriptionId: 'hradec-kralove-futurum',
      name: 'Hradec Králové – Futurum',
      city: 'Hradec Králové',
      address: 'Brněnská 1825/21, 500 06 Hradec Králové',
      latitude: '50.198710',
      longitude: '15.849340',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),

  slovak(
    {
      descriptionId: 'bratislava-avion',
      name: 'Bratislava – Avion Shopping Park',
      city: 'Bratislava',
      address: 'Ivanská cesta 16, 821 04 Bratislava',
      latitude: '48.167220',
      longitude: '17.181220',
    },
    { coins: ['BTC', 'LTC', 'ETH', 'USDT'] },
  ),
  slovak(
    {
      descriptionId: 'bratislava-hlavna-stanica',
      name: 'Bratislava – Hlavná stanica',
      city: 'Bratislava',
      address: 'Predstaničné námestie 1, 811 04 Bratislava',
      latitude: '48.158500',
      longitude: '17.106510',
    },
    { openingHours: 'Mo-Su 05:00-23:00' },
  ),
  slovak(
    {
      descriptionId: 'bratislava-obchodna',
      name: 'Bratislava – Obchodná',
      city: 'Bratislava',
      address: 'Obchodná 2, 811 06 Bratislava',
      latitude: '48.145710',
      longitude: '17.109520',
    },
    { openingHours: nonstop },
  ),
  slovak({
    descriptionId: 'kosice-hlavna',
    name: 'Košice – Hlavná',
    city: 'Košice',
    address: 'Hlavná 31, 040 01 Košice',
    latitude: '48.720810',
    longitude: '21.257830',
  }),
  slovak({
    descriptionId: 'zilina-mirage',
    name: 'Žilina – Mirage',
    city: 'Žilina',
    address: 'Námestie Andreja Hlinku 7/B, 010 01 Žilina',
    latitude: '49.220510',
    longitude: '18.742030',
  }),
  slovak(
    {
      descriptionId: 'banska-bystrica-europa',
      name: 'Banská Bystrica – Europa SC',
      city: 'Banská Bystrica',
      address: 'Na Troskách 25, 974 01 Banská Bystrica',
      latitude: '48.734710',
      longitude: '19.145730',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),
  slovak({
    descriptionId: 'nitra-mlyny',
    name: 'Nitra – OC Mlyny',
    city: 'Nitra',
    address: 'Štefánikova trieda 61, 949 01 Nitra',
    latitude: '48.312410',
    longitude: '18.087030',
  }),
  slovak(
    {
      descriptionId: 'presov-hlavna',
      name: 'Prešov – Hlavná',
      city: 'Prešov',
      address: 'Hlavná 50, 080 01 Prešov',
      latitude: '48.998510',
      longitude: '21.239610',
    },
    { status: 'In Maintenance' },
  ),

  greek(
    {
      descriptionId: 'athina-monastiraki',
      name: 'Athina – Monastiraki',
      city: 'Athina',
      address: 'Mitropoleos 80, 105 55 Athina',
      latitude: '37.976210',
      longitude: '23.725410',
    },
    { coins: ['BTC', 'LTC'] },
  ),
  greek(
    {
      descriptionId: 'athina-kolonaki',
      name: 'Athina – Kolonaki',
      city: 'Athina',
      address: 'Skoufa 10, 106 73 Athina',
      latitude: '37.978030',
      longitude: '23.740710',
    },
    { openingHours: 'Mo-Sa 09:00-21:00' },
  ),
  greek(
    {
      descriptionId: 'marousi-the-mall',
      name: 'Marousi – The Mall Athens',
      city: 'Marousi',
      address: 'Andrea Papandreou 35, 151 22 Marousi',
      latitude: '38.044190',
      longitude: '23.791620',
    },
    { coins: ['BTC', 'LTC', 'ETH', 'USDT'] },
  ),
  greek(
    {
      descriptionId: 'thessaloniki-tsimiski',
      name: 'Thessaloniki – Tsimiski',
      city: 'Thessaloniki',
      address: 'Tsimiski 45, 546 23 Thessaloniki',
      latitude: '40.631020',
      longitude: '22.944710',
    },
    { status: 'In Maintenance' },
  ),
  greek(
    {
      descriptionId: 'patra-plateia-georgiou',
      name: 'Patra – Plateia Georgiou',
      city: 'Patra',
      address: 'Maizonos 30, 262 21 Patra',
      latitude: '38.246330',
      longitude: '21.735020',
    },
    { canSell: false, coins: ['BTC', 'LTC'] },
  ),
  greek(
    {
      descriptionId: 'irakleio-eleftherias',
      name: 'Irakleio – Plateia Eleftherias',
      city: 'Irakleio',
      address: '25is Avgoustou 10, 712 02 Irakleio',
      latitude: '35.339710',
      longitude: '25.133410',
    },
    { openingHours: 'Mo-Su 08:00-23:00' },
  ),
];

export async function seedAtms(database: Pick<Database, 'insert'>) {
  return database.insert(atms).values(demoAtms).returning();
}
