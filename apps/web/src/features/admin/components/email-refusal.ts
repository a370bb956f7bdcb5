// The forms that find an account by e-mail (link a player to it, make it captain) show every
// refusal at the e-mail: what the server says about the account it found (already linked to
// someone else, no player record) comes back on userId, but it is about the e-mail typed.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyRefusal } from '../../../components/form-fields.tsx';

export const applyEmailRefusal = <T extends FieldValues & { email: string }>(
  error: unknown,
  setError: UseFormSetError<T>,
) =>
  applyRefusal(
    error,
    setError,
    'email' as Path<T>,
    (refusal) => refusal.fields?.userId ?? refusal.message,
  );
