/**
 * The one way a back-office form runs: react-hook-form with the form's zod schema, checked on
 * submit and then field by field as it is fixed, the first field in error focused. A refusal
 * from the gateway goes through `refuse(error)`: a BAD_USER_INPUT, CONFLICT or UNAUTHENTICATED
 * sentence is about this form, so it is shown above its button (`formError`); anything else
 * (the back office unreachable) is a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { toast } from '@bloom/ui';
import { errorCode, useErrorMessage } from '../graphql/errors.ts';

/** What {@link useAdminForm} gives: react-hook-form's form, and the gateway's refusals on it. */
export type AdminForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** A refusal to show above the form's submit button. */
  formError: string | undefined;
  /** Puts a failed submit where it belongs (above the button, or a toast). */
  refuse(error: unknown): void;
  /** A failed call's sentence in the screen's language (`errorMessage` with its intl). */
  errorSentence(error: unknown): string;
};

const formCodes = new Set(['BAD_USER_INPUT', 'CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN']);

/** A react-hook-form form checked by `schema`, starting from `defaultValues`. */
export function useAdminForm<Input extends FieldValues, Output extends FieldValues>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): AdminForm<Input, Output> {
  const errorSentence = useErrorMessage();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  return {
    ...form,
    formError: form.formState.errors.root?.['server']?.message,
    errorSentence,
    refuse: (error) => {
      const code = errorCode(error);
      if (code && formCodes.has(code)) {
        form.setError('root.server', { message: errorSentence(error) });
      } else {
        toast.error(errorSentence(error));
      }
    },
  };
}
