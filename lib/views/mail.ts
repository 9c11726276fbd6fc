/** A message of the demo outbox (/demo-outbox). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  textBody: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}
