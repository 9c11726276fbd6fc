import * as money from '@/lib/api/contracts/money';
import { apiHandler } from '@/lib/server/http';
import { previewUserTransfer } from '@/lib/server/transfers';

/** The confirmation's figures for a transfer to another customer: recipient's name, fee, total, available balance. */
export const POST = apiHandler(money.userTransferPreview, ({ session, body, ip }) => previewUserTransfer(session.user, body, { ip }));
