// A react-hook-form form validated by a zod schema: the form holds what the inputs give (the
// schema's input), and a valid submit hands over what the schema makes of it (its output). The
// admin forms word zod's default messages for people; the sign-in pages keep the domain's own.
// The field errors come alongside the form's own API, as every form shows them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_ERRORS } from './form-inputs.ts';

export const useSchemaForm = <Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { plainWords = true }: { plainWords?: boolean } = {},
) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, plainWords ? FORM_ERRORS : undefined),
    defaultValues,
  });
  return { ...form, errors: form.formState.errors };
};
