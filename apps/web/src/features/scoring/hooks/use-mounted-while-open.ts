// A dialog kept out of the page while it is closed: MUI's Dialog runs its hooks even then, and a
// scoring page has one or two per frame card, rendered again with the card. Mounted as it opens,
// unmounted once its closing transition is over (so it still fades out).
import { useCallback, useState } from 'react';

/** Whether to mount the dialog, and what its transition calls once it has closed. */
export const useMountedWhileOpen = (open: boolean): [mounted: boolean, onExited: () => void] => {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const onExited = useCallback(() => setMounted(false), []);
  return [open || mounted, onExited];
};
