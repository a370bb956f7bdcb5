// What every dialog behind a match's admin actions is given.
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';

export interface MatchDialogProps {
  match: MatchSummary;
  /** 'Home v Away', for the title. */
  label: string;
  onClose: () => void;
}
