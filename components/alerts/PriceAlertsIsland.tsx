'use client';

import dynamic from 'next/dynamic';

/**
 * The price alerts form, loaded only where it is shown (a signed-in customer): /Crypto_rates is public, and most of its
 * visitors, offered the sign-in instead, would otherwise download the form and its form library with the page.
 */
export const PriceAlertsIsland = dynamic(() => import('./PriceAlerts').then((m) => m.PriceAlerts));
