import 'server-only';
import { hashPassword } from '@/lib/server/auth';
import { bookDemoFunding } from '@/lib/server/chain';
import { simulatedQuotes, storeQuotes, upsertCoins } from '@/lib/server/rates';
import type { Database } from '@/lib/server/db';
import { autoLogoutSettings, broadcasts, news, users } from '@/lib/server/db/schema';
import { openCustomerAccounts } from '@/lib/server/ledger';
import { seedAtms } from './atms';
import { seedContent } from './content';
import { seedDemoHistory } from './history';
import { DEMO_NEWS } from './news';

export const demoLogins = [
  { email: 'demo@kryptomat.test', label: 'personal customer' },
  { email: 'corporate@kryptomat.test', label: 'corporate customer' },
  { email: 'legacy@kryptomat.test', label: 'migrated account that must set up 2FA first' },
] as const;

const at = (iso: string) => new Date(iso);

/**
 * Demo data for a fresh database: customers, the personal one with 60 days of history (seedDemoHistory), a few months
 * of news and broadcasts around their sign-up date (so some are unread and some are not), the auto-logout setting and
 * ATMs in CZ, SK and GR. Customers and history commit together: the database counts as seeded once it has customers.
 */
export async function seedDemoData(database: Database, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  // Committed first: the history's recurring buys fill at the exchange's market price, which it reads past the transaction.
  const now = new Date();
  await upsertCoins(database);
  await storeQuotes(database, simulatedQuotes(now), 'simulated', now);
  await database.transaction(async (tx) => {
    const [personal, corporate, legacy] = await tx
      .insert(users)
      .values([
        {
          email: demoLogins[0].email,
          phone: '+420601234567',
          countryCode: '+420',
          passwordHash,
          profileType: 'personal',
          firstName: 'Jana',
          lastName: 'Nováková',
          language: 'cs',
          verificationLevel: 2,
          createdAt: at('2026-02-01T09:00:00Z'),
          emailVerifiedAt: at('2026-02-01T09:05:00Z'),
          phoneVerifiedAt: at('2026-02-01T09:06:00Z'),
        },
        {
          email: demoLogins[1].email,
          phone: '+421905123456',
          countryCode: '+421',
          passwordHash,
          profileType: 'corporate',
          firstName: 'Peter',
          lastName: 'Horváth',
          companyName: 'Horváth Trade s.r.o.',
          plan: 'advanced',
          language: 'sk',
          verificationLevel: 2,
          createdAt: at('2026-02-01T09:00:00Z'),
          emailVerifiedAt: at('2026-02-01T09:05:00Z'),
          phoneVerifiedAt: at('2026-02-01T09:06:00Z'),
        },
        {
          email: demoLogins[2].email,
          phone: '+306912345678',
          countryCode: '+30',
          passwordHash,
          profileType: 'personal',
          firstName: 'Eleni',
          lastName: 'Papadopoulou',
          oldLevelNumber: 2,
          verificationLevel: 2,
          language: 'el',
          createdAt: at('2026-02-01T09:00:00Z'),
          emailVerifiedAt: at('2026-02-01T09:05:00Z'),
          phoneVerifiedAt: at('2026-02-01T09:06:00Z'),
        },
      ])
      .returning({ id: users.id, plan: users.plan });
    if (!personal || !corporate || !legacy) throw new Error('demo users were not created');
    for (const { id } of [personal, corporate, legacy]) await openCustomerAccounts(tx, id);
    const machines = await seedAtms(tx);
    const wenceslasSquare = machines.find((machine) => machine.descriptionId === 'praha-vaclavske-namesti')!;
    await seedDemoHistory(tx, now, { jana: personal, peter: corporate }, wenceslasSquare);
    // The coins the demo's regtest nodes mined for their faucets are the house's: booked, reconciliation starts at 0.
    await bookDemoFunding(tx);

    await tx.insert(broadcasts).values([
      {
        title: 'Welcome to Kryptomat',
        message: 'Thank you for choosing us. During the beta, please risk only small amounts.',
        toSend: 'All',
        createdAt: at('2025-11-01T08:00:00Z'),
      },
      {
        title: 'Scheduled maintenance',
        message: 'Card deposits pause on Sunday 02:00–04:00 CET for maintenance.',
        toSend: 'All',
        createdAt: at('2025-12-10T08:00:00Z'),
      },
      {
        title: 'New ATMs in Bratislava',
        message: 'Two new machines now run at Aupark and Eurovea.',
        toSend: 'All',
        createdAt: at('2026-03-05T08:00:00Z'),
      },
      {
        title: 'Lower fees for Greek ATMs',
        message: 'Selling bitcoin at our Athens machines now costs 1 % less.',
        toSend: 'All',
        createdAt: at('2026-06-18T08:00:00Z'),
      },
      {
        title: 'Your verification is complete',
        message: 'Your identity documents were accepted. Higher limits apply now.',
        toSend: 'User',
        toId: personal.id,
        createdAt: at('2026-02-03T10:00:00Z'),
      },
      {
        title: 'Company documents needed',
        message: 'Please upload the extract from the commercial register to keep corporate limits.',
        toSend: 'User',
        toId: corporate.id,
        createdAt: at('2026-02-04T10:00:00Z'),
      },
    ]);

    await tx.insert(news).values(DEMO_NEWS.map(({ published, ...item }) => ({ ...item, createdAt: at(published) })));

    await tx.insert(autoLogoutSettings).values({
      id: 1,
      status: true,
      logoutTimeout: 30,
      logoutMessage: 'For your security you were signed out after 30 minutes. Please sign in again.',
    });
  });
  await seedContent(database);
}
