import 'server-only';
import { z } from 'zod';
import { db } from '@/lib/server/db';
import { type ArgumentRole, argumentRoles, audit, type Command, printableLines, UsageError } from '@/lib/server/core';
import { inLedgerTransaction } from '@/lib/server/ledger';
import { COMMANDS_BY_DOMAIN } from './commands';

/**
 * The operator's commands, from every domain's `ops.ts` (./commands.ts): the one place that reads the words typed,
 * checks them with the command's schema, runs the command, audits it and escapes what it prints.
 */

export interface RegisteredCommand extends Command {
  domain: string;
}

const registered = new Map<string, RegisteredCommand>();
for (const [domain, commands] of Object.entries(COMMANDS_BY_DOMAIN))
  for (const command of commands) {
    if (registered.has(command.name)) throw new Error(`two operator commands are named ${command.name}`);
    registered.set(command.name, { ...command, domain });
  }
export const REGISTRY: ReadonlyMap<string, RegisteredCommand> = registered;

/** One argument as the command line fills it: its key, role, how the usage shows it, and whether it may be left out. */
interface Slot {
  key: string;
  role: NonNullable<ArgumentRole['role']> | 'word';
  label: string;
  /** A list too long for the usage line, said below it. */
  longChoices?: readonly (string | number)[];
  optional: boolean;
  /** A boolean option: present or not, no value. */
  flag: boolean;
}

/** A schema and what it wraps (optional, default, a pipe's input), outermost first: where a role or a type is found. */
function layersOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  const inner = def.innerType ?? def.in;
  return [schema, ...(inner ? layersOf(inner) : [])];
}

/** At most this many choices are written into the usage (`<EUR|CZK>`); a longer list gets a line of its own. */
const SHORT_LIST = 5;

function slotsOf(command: Command): Slot[] {
  return Object.entries(command.args.shape).map(([key, schema]) => {
    const layers = layersOf(schema);
    const meta = layers.map((layer) => argumentRoles.get(layer)).find(Boolean) ?? {};
    const { choices = [] } = meta;
    return {
      key,
      role: meta.role ?? 'word',
      label: meta.label ?? (choices.length > 0 && choices.length <= SHORT_LIST ? choices.join('|') : key),
      longChoices: choices.length > SHORT_LIST ? choices : undefined,
      optional: z.safeParse(schema, undefined).success,
      flag: layers.at(-1)!._zod.def.type === 'boolean',
    };
  });
}

function syntaxOf(slot: Slot): string {
  const optionally = (text: string) => (slot.optional ? `[${text}]` : text);
  if (slot.role === 'word') return slot.optional ? `[${slot.label}]` : `<${slot.label}>`;
  if (slot.role === 'words') return slot.optional ? `[${slot.label}...]` : `<${slot.label}...>`;
  if (slot.role === 'option') return slot.flag ? `[--${slot.key}]` : optionally(`--${slot.key} <${slot.label}>`);
  return optionally(`-- <${slot.label}...>`);
}

export const usageOf = (command: Command) => command.usage ?? [command.name, ...slotsOf(command).map(syntaxOf)].join(' ');

const mistake = (command: Command, ...problems: string[]) =>
  new UsageError([...new Set(problems)].join('\n') + `\nusage: npm run ops -- ${usageOf(command)}`);

/**
 * The words typed, by the command's arguments: `--name [value]` options anywhere before `--`, the words after `--`
 * joined into its text, the others positional in order, the last taking the rest if it is `words`.
 */
function argumentsOf(command: Command, typed: string[]): Record<string, string | boolean> {
  const slots = slotsOf(command);
  const separator = typed.indexOf('--');
  const before = separator < 0 ? typed : typed.slice(0, separator);
  const named: Record<string, string | boolean> = {};
  const positional: string[] = [];
  for (let index = 0; index < before.length; index++) {
    const word = before[index]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const option = slots.find((slot) => slot.role === 'option' && `--${slot.key}` === word);
    if (!option) throw mistake(command, `${command.name} has no option ${word}`);
    if (option.flag) named[option.key] = true;
    else if (index + 1 < before.length) named[option.key] = before[++index]!;
    else throw mistake(command, `${word} takes a value`);
  }
  for (const slot of slots) {
    if (slot.role === 'word' && positional.length > 0) named[slot.key] = positional.shift()!;
    if (slot.role === 'words') named[slot.key] = positional.splice(0).join(' ');
  }
  if (positional.length > 0) throw mistake(command, `too many arguments: ${positional.join(' ')}`);
  const text = slots.find((slot) => slot.role === 'text');
  if (separator >= 0 && !text) throw mistake(command, `${command.name} takes no text after --`);
  if (text)
    named[text.key] =
      separator < 0
        ? ''
        : typed
            .slice(separator + 1)
            .join(' ')
            .trim();
  return named;
}

function validated(command: Command, named: Record<string, string | boolean>) {
  const parsed = command.args.safeParse(named);
  if (parsed.success) return parsed.data;
  const slots = slotsOf(command);
  throw mistake(
    command,
    ...parsed.error.issues.map((issue) => {
      const slot = slots.find((candidate) => candidate.key === issue.path[0]);
      return slot && named[slot.key] === undefined && issue.code === 'invalid_type' ? `${syntaxOf(slot)} is missing` : issue.message;
    }),
  );
}

const audited = (command: Command) => command.writes || command.auditedRead === true;

/** JSON for the audit row: amounts are bigint in the commands, text in the record. */
const asJson = (value: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)));

function commandNamed(name: string): RegisteredCommand {
  const command = REGISTRY.get(name);
  if (!command) throw new UsageError(`no command ${name}\n${helpLines().join('\n')}`);
  return command;
}

/**
 * The command a line names and the words after it: a domain's group of commands is named in two words (`earning
 * accrue`), the others in one.
 */
function nameOf(typed: string[]): { name: string | undefined; words: string[] } {
  const [first, second, ...rest] = typed;
  if (second !== undefined && REGISTRY.has(`${first} ${second}`)) return { name: `${first} ${second}`, words: rest };
  return { name: first, words: typed.slice(1) };
}

/** Asked for the list of commands or one's usage: answered without the database. */
export const asksForHelp = (typed: string[]) => typed.length === 0 || typed[0] === 'help';

/** `npm run ops` and `npm run ops -- help`: every command grouped by domain; `help <command>`: that one. */
export function helpLines(name?: string): string[] {
  const explained = (command: Command) => [
    `      ${command.help}${audited(command) ? ' (audited)' : ''}`,
    ...slotsOf(command).flatMap(({ key, longChoices }) => (longChoices ? [`      ${key}: ${longChoices.join(', ')}`] : [])),
  ];
  if (name !== undefined) {
    const command = commandNamed(name);
    return [`usage: npm run ops -- ${usageOf(command)}`, ...explained(command)];
  }
  return [
    'usage: npm run ops -- <command> [arguments]; npm run ops -- help <command> shows one',
    ...Object.entries(COMMANDS_BY_DOMAIN).flatMap(([domain, commands]) => [
      '',
      `${domain}:`,
      ...commands.flatMap((command) => [`  ${usageOf(command)}`, ...explained(command)]),
    ]),
  ];
}

/**
 * Runs one command line: the lines to print, every one escaped, or a UsageError saying what to fix. A command that
 * writes (or reads customers' correspondence) runs in one transaction with its audit row: who, which command, the
 * arguments as typed and what it did; if it fails, neither is left. Its e-mails and jobs go after the commit.
 */
export async function runCommand(typed: string[], operator: string): Promise<string[]> {
  if (asksForHelp(typed)) return helpLines(nameOf(typed.slice(1)).name);
  const { name, words } = nameOf(typed);
  const command = commandNamed(name!);
  const named = argumentsOf(command, words);
  const args = validated(command, named);
  const outcome = audited(command)
    ? await inLedgerTransaction(async (tx) => {
        const done = await command.run({ args, tx, operator });
        await audit(tx, operator, command.name, done.customer ?? null, asJson({ arguments: named, outcome: done.record ?? {} }));
        return done;
      })
    : await command.run({ args, tx: db(), operator });
  await outcome.afterCommit?.();
  return outcome.lines.flatMap((line) => printableLines(line));
}
