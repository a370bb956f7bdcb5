import { useNavigate } from 'react-router';
import { useLogout } from './use-auth-actions.ts';

/** Logout from the account menu or the drawer: sign out, then back to the home page. */
export const useSignOut = (): (() => void) => {
  const logout = useLogout();
  const navigate = useNavigate();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        void navigate('/', { replace: true });
      },
    });
};
