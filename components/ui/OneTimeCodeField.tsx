import { forwardRef, type ComponentProps } from 'react';
import { TextField } from './TextField';

/**
 * A one-time code from an SMS or an e-mail: the numeric keypad on phones, `one-time-code` so browsers can
 * fill it, and seven characters for the "123 456" people type.
 */
export const OneTimeCodeField = forwardRef<HTMLInputElement, ComponentProps<typeof TextField>>(function OneTimeCodeField(props, ref) {
  return <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus {...props} />;
});
