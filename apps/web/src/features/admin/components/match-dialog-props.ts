// What every dialog behind a match's admin actions is given.
import type { Match } from '@cueleague/domain/entities';

export interface MatchDialogProps {
  match: Match;
  /** 'Home v Away', for the title. */
  label: string;
  onClose: () => void;
}
