import { KycPanel } from '@/components/verification/KycPanel';
import { routeMetadata } from '@/lib/server/seo';
import { getKycPage } from '@/lib/server/verification/page';

export const generateMetadata = routeMetadata('kyc');

/** Verification level: the level, the next step, the document upload and the limits per level. */
export default async function KycPage() {
  return <KycPanel view={await getKycPage()} />;
}
