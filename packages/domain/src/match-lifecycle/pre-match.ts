// Before the match: each side's available players and confirmed roster, and the start.
import { VACANT } from '../constants.ts';
import type { Match } from '../entities.ts';
import { ok, refuse, type RuleResult } from '../errors.ts';
import { availableOf, otherSide, preMatchOf } from '../sides.ts';
import type { ActionOf, LifecycleContext } from './action.ts';

export const updatePreMatch = (
  match: Match,
  action: ActionOf<'updatePreMatch'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const available = [...new Set(action.availablePlayers)];
  const roster = ctx.rosters?.[action.side];
  if (roster) {
    const stranger = available.find((id) => !roster.includes(id));
    if (stranger) {
      return refuse('validation_failed', 'Every available player must be on the team roster.', {
        availablePlayers: `${stranger} is not on the ${action.side} team's roster`,
      });
    }
  }
  const other = otherSide(action.side);
  const theirs = availableOf(match, other);
  const onBoth = available.find((id) => id !== VACANT && theirs.includes(id));
  if (onBoth) {
    return refuse('validation_failed', 'A player can play for one side of a match only.', {
      availablePlayers: `${onBoth} is available for the ${other} team in this match`,
    });
  }
  return ok({
    ...match,
    // Saving a pre-match update sets the state to 'pre-match' (docs/rules.md, Match lifecycle:
    // Pre-match); it is allowed in 'pre-match' only, so this never un-postpones a match.
    state: 'pre-match',
    preMatchState: {
      ...match.preMatchState,
      ...preMatchOf(action.side, available, action.rosterConfirmed),
    },
  });
};

export const start = (match: Match): RuleResult<Match> => {
  if (!match.preMatchState.homeRosterConfirmed || !match.preMatchState.awayRosterConfirmed) {
    return refuse('conflict', 'Both rosters must be confirmed before the match starts.');
  }
  return ok({ ...match, state: 'in-progress' });
};
