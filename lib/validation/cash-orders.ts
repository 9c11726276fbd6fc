import { z } from 'zod';
import { NOT_PAYABLE, payableAtMachine, type MachineCash } from '@/lib/terms/cash-orders';
import { emailField } from './common';

/**
 * A cash order at an ATM, sell or buy: the machine, the crypto, and the cash in whole units of the machine's currency (notes
 * have no cents; the server checks it is a sum the machine can pay).
 */
export const cashOrderSchema = z.object({
  atmId: z.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }),
  asset: z.string({ error: 'validation.invalid' }).regex(/^[A-Z0-9]{2,10}$/, { error: 'validation.invalid' }),
  cash: z
    .number({ error: 'validation.invalid' })
    .int()
    .positive({ error: 'validation.invalid' })
    .max(1_000_000, { error: 'validation.invalid' }),
});
export type CashOrderInput = z.input<typeof cashOrderSchema>;
export type CashOrderValues = z.output<typeof cashOrderSchema>;

/** A sum of the machine's notes within its limits: the form checks it on the machine chosen, the server on the machine read now. */
export const machineCashSchema = (machine: MachineCash) =>
  z.number().refine((cash) => payableAtMachine(machine, cash), { error: NOT_PAYABLE });

/** The form's check of the cash against the notes and limits of the machine chosen among `machines`. */
function payableAtChosenMachine<T extends { atmId: number; cash: number }>(machines: readonly (MachineCash & { id: number })[]) {
  return (values: T, context: z.RefinementCtx) => {
    const machine = machines.find((candidate) => candidate.id === values.atmId);
    if (machine && Number.isInteger(values.cash) && !machineCashSchema(machine).safeParse(values.cash).success) {
      context.addIssue({ code: 'custom', path: ['cash'], message: NOT_PAYABLE });
    }
  };
}

/** A visitor's sell for cash (no account): the same order, and where the withdrawal code is e-mailed once it works. */
export const visitorCashSellSchema = cashOrderSchema.extend({ email: emailField });
export type VisitorCashSellInput = z.input<typeof visitorCashSellSchema>;
export type VisitorCashSellValues = z.output<typeof visitorCashSellSchema>;

/** The form of a visitor's sell, or of a customer's order (its e-mail stays empty and is never sent), on `machines`. */
export const cashOrderFormSchema = (machines: readonly (MachineCash & { id: number })[], visitor: boolean) =>
  (visitor ? visitorCashSellSchema : cashOrderSchema.extend({ email: z.string() })).superRefine(payableAtChosenMachine(machines));

/** What a machine sends (the machine API; the server checks the signature before it reads any of it). */
const machineCode = z.string().regex(/^\d{12}$/);
/**
 * The machine's own id for one payout or credit, the same when it sends the call again after losing the answer: the
 * order that call completed answers it as it did the first time, where another id is told the code is used.
 */
const requestId = z
  .string()
  .regex(/^[\w-]{16,64}$/)
  .optional();
export const atmRedeemSchema = z.object({ code: machineCode, requestId });
/** The notes a customer inserted against a buy code, in whole units of the machine's currency. */
export const atmBuyCashSchema = z.object({ code: machineCode, cash: z.number().int().positive().max(1_000_000), requestId });
export const ATM_NOTE_DENOMINATION = /^\d{1,5}$/;
export const atmHeartbeatSchema = z.object({
  status: z.enum(['In operation', 'In Maintenance']),
  /** Notes in the machine: denomination in whole units → count. */
  cash: z.record(z.string().regex(ATM_NOTE_DENOMINATION), z.number().int().min(0)),
});
