import { isValidBIC, isValidIBAN } from 'ibantools';

/**
 * IBAN and BIC helpers without zod or message keys, so the configuration (lib/env.ts, read by the proxy too) can check
 * the provider's accounts with them without pulling in the form schemas.
 */

/** An IBAN or BIC as typed or pasted ("cz65 0800 0000 …"): spaces gone, upper case, the form it is stored and checked in. */
export const electronicFormat = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** An IBAN as people read it: groups of four. */
export const groupedIban = (iban: string) => electronicFormat(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** Whether the text is an IBAN (country format and ISO 7064 check digits, by ibantools). */
export const isIban = (value: string) => isValidIBAN(electronicFormat(value));

/** Whether the text is a BIC (8 or 11 characters with a known country, by ibantools). */
export const isBic = (value: string) => isValidBIC(electronicFormat(value));

/**
 * Territories whose banks' BICs carry the territory's code while their accounts may use the parent country's IBAN:
 * the French overseas ones, the Crown Dependencies, Åland.
 */
const IBAN_COUNTRY_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['GF', 'GP', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF', 'TF'].map((code) => [code, 'FR'])),
  ...Object.fromEntries(['JE', 'GG', 'IM'].map((code) => [code, 'GB'])),
  AX: 'FI',
};
const ibanCountry = (code: string) => IBAN_COUNTRY_OF[code] ?? code;

/** Whether the BIC's bank (its 5th and 6th characters) is in the IBAN's country (its first two), territories with theirs. */
export const bicMatchesIban = (iban: string, bic: string) =>
  ibanCountry(electronicFormat(iban).slice(0, 2)) === ibanCountry(electronicFormat(bic).slice(4, 6));
