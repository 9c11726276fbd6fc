import 'server-only';
import { z } from 'zod';
import { fromUnits, scaleOf, toUnits } from '@/lib/money';
import { positiveId } from '@/lib/validation/common';
import type { Executor } from '@/lib/server/db';

/**
 * The shape of an operator command (`npm run ops -- <name> …`). Each domain declares its own in its `ops.ts`; the
 * registry (lib/server/ops/registry.ts) reads the words, checks them with the command's schema, and for a command
 * that writes opens the transaction and writes the audit row in it. It lives in core so that a domain declaring a
 * command imports nothing of the CLI that lists the domains.
 */

/** A mistake in what the operator asked (no such customer, a payout already sent): printed as it is, exit code 2. */
export class UsageError extends Error {}

/**
 * How the registry fills an argument from the words typed. Without a role it is the next word; `words` takes the
 * rest of them, joined (`<reason...>`, no quoting needed); `text` the words after `--`, joined; `option` is
 * `--name` (a boolean) or `--name <value>` anywhere before `--`. `label` is what the usage shows for it, `choices`
 * what it may be.
 */
export interface ArgumentRole {
  role?: 'words' | 'text' | 'option';
  label?: string;
  choices?: readonly (string | number)[];
}
export const argumentRoles = z.registry<ArgumentRole>();

/** A copy of `schema` with its role: the same schema may serve another command in another role. */
function described<T extends z.ZodType>(schema: T, meta: ArgumentRole): T {
  const copy = schema.clone() as T;
  argumentRoles.add(copy, meta);
  return copy;
}
export const words = <T extends z.ZodType>(schema: T, label?: string) => described(schema, { role: 'words', label });
export const text = <T extends z.ZodType>(schema: T, label?: string) => described(schema, { role: 'text', label });
export const option = <T extends z.ZodType>(schema: T, label?: string) => described(schema, { role: 'option', label });
export const labelled = <T extends z.ZodType>(schema: T, label: string) => described(schema, { label });

/** One of a list (of words or numbers), refused in the words the operator reads: "the plan must be one of basic, advanced, pro". */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, what: string) =>
  described(
    z.string().transform((value, context) => {
      const found = values.find((candidate) => String(candidate) === value);
      if (found === undefined) context.addIssue({ code: 'custom', message: `${what} must be one of ${values.join(', ')}` });
      return (found ?? z.NEVER) as T[number];
    }),
    { choices: values },
  );

/** A number naming a row, checked like an id in a path; `hint` says where to find one. */
export const rowId = (hint: string, id: z.ZodType<number, string> = positiveId) =>
  z.string().transform((value, context) => {
    const parsed = id.safeParse(value);
    if (!parsed.success) context.addIssue({ code: 'custom', message: hint });
    return parsed.data ?? z.NEVER;
  });

/** Some words that must say something; `what` is the refusal. */
export const required = (what: string) => z.string().trim().min(1, what);

/** An amount as typed, in the asset's smallest units; which asset is often another argument, so this runs in `run`. */
export function unitsOf(amount: string, asset: string): bigint {
  try {
    return toUnits(amount, scaleOf(asset));
  } catch {
    throw new UsageError(`${amount} is not an amount in ${asset}`);
  }
}

export const formatUnits = (units: bigint, asset: string) => `${fromUnits(units, scaleOf(asset))} ${asset}`;

/** How long ago, in the largest whole unit: what the operator needs to pick the oldest first. */
export function ageOf(date: Date): string {
  const minutes = Math.max(0, Math.floor((Date.now() - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  return minutes < 48 * 60 ? `${Math.floor(minutes / 60)}h` : `${Math.floor(minutes / (24 * 60))}d`;
}

export interface CommandContext<Args> {
  args: Args;
  /** The registry's transaction for a command it audits (everything the command writes goes through it), else the pool. */
  tx: Executor;
  operator: string;
}

/** What a command did: the lines the operator reads, and for an audited command what its audit row records. */
export interface Outcome {
  /** One string per line; the registry escapes them once more on the way out. */
  lines: string[];
  /** The customer it acted on: the audit row's user_id. */
  customer?: number | null;
  /** What it did, beside the arguments (the transaction it posted, the level before and after). */
  record?: Record<string, unknown>;
  /** Work that waits for the commit (an e-mail, a queued job), so a slow mail server never holds the locks. */
  afterCommit?: () => Promise<void>;
}

export interface Command<Args extends z.ZodObject = z.ZodObject> {
  name: string;
  /** One line: what it does, for `npm run ops -- help`. */
  help: string;
  /** The arguments, in the order they are typed (an object's keys keep their order); the usage is derived from it. */
  args: Args;
  /** Only where one line of derived usage cannot say it (alternative forms). */
  usage?: string;
  /** A writing command runs in the registry's transaction, and its audit row commits or rolls back with it. */
  writes: boolean;
  /** Reading customers' own correspondence is recorded too (who read whose messages), the same way. */
  auditedRead?: boolean;
  run(context: CommandContext<z.output<Args>>): Promise<Outcome>;
}

export const defineCommand = <Args extends z.ZodObject>(command: Command<Args>) => command;
