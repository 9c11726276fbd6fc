import { z } from 'zod';

/**
 * A gift voucher's code (three groups of four, as printed and mailed; case, spaces and missing dashes forgiven) and
 * its password (case-sensitive).
 */
export const voucherRedeemSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{12}$/, { error: 'vouchers.redeem.validation.code' }))
    .transform((code) => code.match(/.{4}/g)!.join('-')),
  password: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.tooLong' }),
});
export type VoucherRedeemInput = z.input<typeof voucherRedeemSchema>;
