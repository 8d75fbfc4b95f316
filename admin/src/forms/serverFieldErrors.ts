/**
 * A refusal that names its field (`extensions.field`, the admin schema's input path) goes
 * beside that field; any other refusal goes where `useAdminForm`'s `refuse` puts it.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path } from 'react-hook-form';
import type { AdminForm } from './useAdminForm.ts';

/** The input field the gateway's first error names, if any. */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.['field'];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Shows `error` beside the form's field it names (through `fieldOf`, from the schema's input
 * path to the form's field), focused; else above the form's button or as a toast.
 */
export function refuseWithField<Input extends FieldValues, Output extends FieldValues>(
  form: AdminForm<Input, Output>,
  error: unknown,
  fieldOf: (field: string | undefined) => Path<Input> | undefined,
): void {
  const field = fieldOf(errorField(error));
  if (field) {
    form.setError(field, { message: form.errorSentence(error) }, { shouldFocus: true });
    return;
  }
  form.refuse(error);
}
