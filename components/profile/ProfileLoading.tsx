import { LoadingCards } from '@/components/ui/LoadingCards';

/** The profile pages' loading state: their frame stays, the cards are drawn as placeholders. */
export const ProfileLoading = () => <LoadingCards count={2} testId="profile-loading" className="mx-auto max-w-3xl" />;
