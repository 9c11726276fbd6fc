import 'server-only';
import { z } from 'zod';
import { ageOf, defineCommand, line, oneOf, printableLines, required, rowId, text } from '@/lib/server/core';
import { positiveInt32Id } from '@/lib/validation/common';
import { answerMessage, messagesForOperator, threadForOperator, type OperatorMessageRow } from './operator';

// Messages are numbered in a 32-bit column: a larger number names none.
const messageId = rowId('name the message by its number (see: messages)', positiveInt32Id);

const messageLine = (row: OperatorMessageRow) =>
  [
    row.id,
    line`${row.email}`,
    row.direction === 'to_support' ? '→ support' : line`← ${row.operator}`,
    ageOf(row.createdAt),
    row.direction === 'to_support' && row.handledAt === null ? 'NEW' : '',
    line`${row.subject}`,
  ]
    .filter((field) => field !== '')
    .join('  ');

export const mailboxCommands = [
  defineCommand({
    name: 'messages',
    help: 'customers’ messages to support not yet handled (new, default) or the latest of both directions',
    args: z.object({ filter: oneOf(['new', 'all'], 'the filter').default('new') }),
    writes: false,
    auditedRead: true,
    async run({ args: { filter }, tx }) {
      const rows = await messagesForOperator(tx, filter);
      return {
        record: { listed: rows.length },
        lines: rows.length ? rows.map(messageLine) : [filter === 'new' ? 'no new messages' : 'no messages'],
      };
    },
  }),
  defineCommand({
    name: 'message',
    help: 'one message with its whole thread',
    args: z.object({ id: messageId }),
    writes: false,
    auditedRead: true,
    async run({ args: { id }, tx }) {
      const thread = await threadForOperator(tx, id);
      return {
        customer: thread[0]?.userId ?? null,
        record: { thread: thread.map((row) => row.id) },
        lines: thread.flatMap((row) => [messageLine(row), ...printableLines(row.body).map((body) => `    ${body}`), '']),
      };
    },
  }),
  defineCommand({
    name: 'answer-message',
    help: 'answer a customer’s message; the customer’s bell rings and they may get an e-mail',
    args: z.object({ id: messageId, text: text(required('write the answer after --')) }),
    writes: true,
    async run({ args: { id, text }, tx, operator }) {
      const { replyId, userId, notice } = await answerMessage(tx, id, operator, text);
      return {
        customer: userId,
        record: { reply: replyId },
        lines: [`message ${id} answered with message ${replyId}`],
        afterCommit: () => notice.send(),
      };
    },
  }),
];
