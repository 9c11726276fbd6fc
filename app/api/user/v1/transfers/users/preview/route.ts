import { apiHandler } from '@/lib/server/http/handler';
import { previewUserTransfer } from '@/lib/server/transfers/users';
import { userTransferSchema } from '@/lib/validation/transfers';

/** The confirmation's figures for a transfer to another customer: recipient's name, fee, total, available balance. */
export const POST = apiHandler({ body: userTransferSchema }, ({ session, body, ip }) => previewUserTransfer(session.user, body, { ip }));
