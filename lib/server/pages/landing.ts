import 'server-only';
import { getRatesStrip } from '@/lib/server/rates/views';

/** / and /Home: the live rates of the top coins (cached prices, no database round trip per visit). */
export async function getLandingPage() {
  return { rates: await getRatesStrip() };
}

export type LandingView = Awaited<ReturnType<typeof getLandingPage>>;
