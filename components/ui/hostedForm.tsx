'use client';

import { memo, type ComponentType } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

export type HostedFormProps<P, T extends FieldValues> = P & { form: UseFormReturn<T> };

/**
 * A form whose body is not rendered a second time as soon as it mounts. useForm sets its own state once mounted
 * (formState.isReady), which renders again the component that holds it; for a whole order form that second render
 * took 5–10 ms (unthrottled) in the task that ends hydration, blocking time on a public page. Here useForm lives in a
 * host of its own and the body is memoised, so that render stops at the host: the body's props (the server's, and
 * `form`, one object for the form's life) do not change. The body reads values with useWatch and state with
 * useFormState, which subscribe it without a render on mount.
 */
export function hostedForm<P extends object, T extends FieldValues>(
  options: (props: P) => UseFormProps<T>,
  Body: ComponentType<HostedFormProps<P, T>>,
): ComponentType<P> {
  const StableBody = memo(Body) as ComponentType<HostedFormProps<P, T>>;
  function FormHost(props: P) {
    const form = useForm<T>(options(props));
    return <StableBody {...props} form={form} />;
  }
  return FormHost;
}
