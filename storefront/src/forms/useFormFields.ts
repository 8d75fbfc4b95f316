import { useState } from 'react';

/** What a field needs to show and edit one value of the form: spread it onto the field. */
export interface BoundField {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
}

/**
 * The values of a form of text fields (signup, profile, contact), and `bind(name)` to wire a
 * field to one of them. `onEdit` runs on every change of a field, e.g. to clear that field's
 * error or a notice about the last submit.
 */
export function useFormFields<F extends { [K in keyof F]: string }>(
  initial: F | (() => F),
  onEdit?: (name: keyof F & string) => void,
) {
  const [fields, setFields] = useState<F>(initial);
  const bind = (name: keyof F & string): BoundField => ({
    name,
    value: fields[name],
    onChange: (event) => {
      onEdit?.(name);
      setFields((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { fields, setFields, bind };
}
