import { UsageError } from '@/lib/server/core/command';
import { COMMANDS_BY_DOMAIN } from '@/lib/server/ops/commands';
import { REGISTRY, runCommand, usageOf } from '@/lib/server/ops/registry';

// Everything here is answered before a command runs: no database is reached.
const ops = (...typed: string[]) => runCommand(typed, 'test-operator');
const usageLine = (name: string) => `usage: npm run ops -- ${usageOf(REGISTRY.get(name)!)}`;

describe('npm run ops lists the commands', () => {
  test('no command and `help` both list every registered command under its domain, with its usage and help line', async () => {
    const listing = await ops();
    expect(await ops('help')).toEqual(listing);
    const domains = Object.keys(COMMANDS_BY_DOMAIN);
    const headers = listing.filter((line) => /^\S+:$/.test(line));
    expect(headers).toEqual(domains.map((domain) => `${domain}:`));
    const usageLines = listing.filter((line) => /^ {2}\S/.test(line));
    expect(usageLines).toHaveLength(REGISTRY.size);
    for (const command of REGISTRY.values()) {
      const at = listing.indexOf(`  ${usageOf(command)}`);
      const header = listing.lastIndexOf(`${command.domain}:`, at);
      expect({
        command: command.name,
        grouped: header >= 0 && listing.slice(header + 1, at).every((line) => !/^\S+:$/.test(line)),
      }).toEqual({
        command: command.name,
        grouped: true,
      });
      expect(listing[at + 1]).toBe(`      ${command.help}${command.writes || command.auditedRead ? ' (audited)' : ''}`);
    }
  });

  test('`help <command>` shows that one; the usage keeps the documented argument order', async () => {
    expect(await ops('help', 'answer-ticket')).toEqual([
      'usage: npm run ops -- answer-ticket <id> [--resolve] -- <text...>',
      '      answer a ticket: it waits for the customer (or is resolved); bell or e-mail (audited)',
    ]);
    expect(usageOf(REGISTRY.get('deposit')!)).toBe('deposit <email> <amount> <EUR|CZK> [reference]');
    expect(usageOf(REGISTRY.get('set-limit')!)).toBe(
      'set-limit <0|1|2|3|5> <online_fiat|deposit|withdrawal|atm> <day|month|year|total> <EUR>',
    );
    expect(usageOf(REGISTRY.get('payout-refused')!)).toBe('payout-refused <id> <reason...>');
    expect(usageOf(REGISTRY.get('broadcast')!)).toBe('broadcast <all|email> <title> -- <message...>');
    expect(usageOf(REGISTRY.get('messages')!)).toBe('messages [new|all]');
    // A list too long for the usage line is spelt out below it.
    expect(await ops('help', 'set-fee')).toContainEqual(expect.stringMatching(/^ {6}operation: internal_transfer, .*chargeback$/));
    await expect(ops('help', 'nonsense')).rejects.toThrow(/^no command nonsense\nusage: npm run ops -- <command>/);
  });

  test('command names are unique across domains', () => {
    const names = Object.values(COMMANDS_BY_DOMAIN).flatMap((commands) => commands.map((command) => command.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('a bad argument is named, with the command’s usage', () => {
  test.each([
    [['set-plan', 'someone@example.test', 'gold'], 'the plan must be one of basic, advanced, pro'],
    [['set-plan', 'someone@example.test'], '<basic|advanced|pro> is missing'],
    [['payout-sent', 'abc'], 'name the payout by its number (see payouts pending)'],
    [['payout-sent', '12', '13'], 'too many arguments: 13'],
    [['payout-refused', '12'], 'say why the payout is refused: the customer reads it'],
    [['answer-ticket', '7', '--close', '--', 'hi'], 'answer-ticket has no option --close'],
    [['answer-ticket', '7'], 'write the answer after --'],
    [['deposit', 'a@example.test', '1', 'EUR', '--', 'note'], 'deposit takes no text after --'],
    [['publish-news', '--dated'], '--dated takes a value'],
    [['publish-news', '--dated', '2999-01-01', 'Title', 'Summary', '--', 'Body'], '--dated takes a past day as YYYY-MM-DD'],
    [['publish-news', 'Title only'], 'name a --file, or write <title> <summary> -- <body...>'],
    [['lift-limit', 'register-ip', '203.0.113.7'], 'name the subject as ip:…, email:…, login:… or account:…'],
  ])('%j', async (typed, problem) => {
    const refusal = await ops(...typed).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as UsageError).message).toBe(`${problem}\n${usageLine(typed[0]!)}`);
  });
});
