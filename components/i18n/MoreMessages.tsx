'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { INTL_FORMATS } from '@/lib/i18n/date-format';

/** Adds namespaces to the messages of the provider above (a nested provider would replace them, zone and formats too). */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone={timeZone} formats={INTL_FORMATS}>
      {children}
    </NextIntlClientProvider>
  );
}
