// What other domains may call in lib/server/users: they import '@/lib/server/users', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { confirmContactChange, updateProfile } from './edit-profile';
export { MAX_PICTURE_BYTES, readOwnAvatar, saveProfilePicture, tooLarge } from './avatar';
export { notificationFields, saveAntiPhishingCode, saveNotificationSettings } from './profile';
export {
  PAYEE_NAME_FIELDS,
  RECIPIENT_FIELDS,
  customersByIds,
  newsReadersAfter,
  optOut,
  optOutSettingOf,
  paidPlanCustomers,
  payableCustomer,
  updateCustomerByEmail,
  updateCustomerById,
  withEmails,
} from './queries';
