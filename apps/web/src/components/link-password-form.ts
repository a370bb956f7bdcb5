// The form of the pages a mailed link opens to choose a password (a reset, an invite): the new
// password and its repeat, in the domain's own words. Apart from form-fields.tsx, so the pages
// that only show a form card load no schema for it.
import { newPasswordSchema } from '@cueleague/domain/requests';
import { z } from 'zod';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { withPasswordRepeat } from './form-fields.tsx';

const linkPasswordFormSchema = withPasswordRepeat(
  z.object({ password: newPasswordSchema }),
  'password',
);

export const useLinkPasswordForm = () =>
  useSchemaForm(
    linkPasswordFormSchema,
    { password: '', confirmPassword: '' },
    { plainWords: false },
  );
