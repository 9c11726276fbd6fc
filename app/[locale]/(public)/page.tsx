import { Landing } from '@/components/public/Landing';

export default function LandingPage() {
  return <Landing />;
}
