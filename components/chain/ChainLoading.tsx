import { LoadingCards } from '@/components/ui/LoadingCards';

/** The deposit and withdrawal screens while their figures load (the deposit screen waits for the node). */
export const ChainLoading = () => <LoadingCards count={3} testId="chain-loading" />;
