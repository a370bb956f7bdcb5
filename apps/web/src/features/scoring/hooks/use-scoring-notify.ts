// The scoring page reports every action through the app's snackbars, but at a table they must not
// pile up over the frames: each new one from this page replaces the one before it.
import { useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { useMemo, useRef } from 'react';
import type { Notify } from '../../../lib/notifications.tsx';

export const useScoringNotify = (): Notify => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const last = useRef<SnackbarKey | null>(null);
  return useMemo(() => {
    const show = (variant: VariantType) => (message: string) => {
      if (last.current !== null) closeSnackbar(last.current);
      last.current = enqueueSnackbar(message, { variant });
    };
    return {
      error: show('error'),
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
    };
  }, [enqueueSnackbar, closeSnackbar]);
};
