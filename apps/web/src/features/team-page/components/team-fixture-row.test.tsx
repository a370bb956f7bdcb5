// A team's walkover on its page: won or lost by walkover, as such, never a 0-0 draw.
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { afterAdminAction } from '../../../test/admin-action.ts';
import { TeamFixtureRow } from './team-fixture-row.tsx';

const NAMES: Record<string, string> = { t1: 'Rack Attack', t2: 'Cue Tips' };

const rowAfter = (action: MatchAction, teamId: string) => {
  render(
    <MemoryRouter>
      <ul>
        <TeamFixtureRow
          match={afterAdminAction(action)}
          teamId={teamId}
          teamName={(id) => (id && NAMES[id]) || 'Unknown Team'}
          venueName={undefined}
          timeZone="Europe/London"
        />
      </ul>
    </MemoryRouter>,
  );
};

describe('TeamFixtureRow for a match not played', () => {
  it('shows a points walkover as the walkover, with no 0-0 to read as a draw', () => {
    rowAfter({ type: 'walkover', winner: 'away', rule: 'points', reason: 'No-show' }, 't2');
    screen.getByText('Walkover: Cue Tips (no frames)');
    expect(screen.queryByText('0–0')).toBeNull();
  });

  it('shows a frames walkover with its score, won or lost from the team’s side', () => {
    rowAfter({ type: 'walkover', winner: 'away', rule: 'frames', reason: 'No-show' }, 't1');
    screen.getByText('Walkover: Cue Tips 16-0');
    screen.getByText('0–16');
  });

  it('shows a void match as void', () => {
    rowAfter({ type: 'void', reason: 'Neither turned up' }, 't1');
    screen.getByText('Void');
  });
});
