import 'server-only';
import { notFound } from 'next/navigation';
import type { NotificationKey } from '@/lib/validation/profile';
import { unsubscribeOffer } from './unsubscribe';

/**
 * /unsubscribe/{id}: which e-mails the link turns off, and whether they are still on. Opening the page changes
 * nothing (mail scanners open links); the button does. A link that names nobody is a 404.
 */
export async function getUnsubscribePage(id: string): Promise<{ id: string; setting: NotificationKey; on: boolean }> {
  const offer = await unsubscribeOffer(id);
  if (!offer) notFound();
  return { id, ...offer };
}
