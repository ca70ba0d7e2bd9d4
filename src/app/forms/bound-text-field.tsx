import { TextField, type TextFieldProps } from '@kit/text-field';
import type { useFormSubmit } from './use-form-submit';

type FormBinding = Pick<ReturnType<typeof useFormSubmit>, 'text' | 'errorsOf' | 'change'>;

/** A text field bound to one field of a form-submit machine: value, faults and changes. */
export function BoundTextField({
  binding: form,
  field,
  ...props
}: { binding: FormBinding; field: string } & Omit<
  TextFieldProps,
  'value' | 'errors' | 'onValueChange' | 'name' | 'form'
>) {
  return (
    <TextField
      name={field}
      value={form.text(field)}
      errors={form.errorsOf(field)}
      onValueChange={(value) => form.change(field, value)}
      {...props}
    />
  );
}
