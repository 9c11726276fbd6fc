import { forwardRef, type ComponentProps } from 'react';
import { TextField } from './TextField';

/**
 * A 6-digit one-time code (authenticator, SMS or e-mail): the numeric keypad on phones, and `one-time-code`
 * so browsers and password managers can fill it. Seven characters leave room for "123 456" as displayed.
 */
export const OneTimeCodeField = forwardRef<HTMLInputElement, ComponentProps<typeof TextField>>(function OneTimeCodeField(props, ref) {
  return <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
});
