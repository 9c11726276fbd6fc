export { ProfileLoading as default } from '@/components/profile/ProfileLoading';
