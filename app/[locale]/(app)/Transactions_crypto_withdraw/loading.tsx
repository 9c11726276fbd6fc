export { ChainLoading as default } from '@/components/chain/ChainLoading';
