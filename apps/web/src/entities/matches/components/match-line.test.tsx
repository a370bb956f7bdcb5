// A result's line says when a match was a walkover or void, not a 0-0 or "Cancelled".
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { afterAdminAction } from '../../../test/admin-action.ts';
import { MatchLine } from './match-line.tsx';

const NAMES: Record<string, string> = { t1: 'Rack Attack', t2: 'Cue Tips' };

const lineAfter = (action: MatchAction) => {
  render(
    <MemoryRouter>
      <MatchLine
        match={afterAdminAction(action)}
        teamName={(id) => (id && NAMES[id]) || 'Unknown Team'}
        timeZone="Europe/London"
      />
    </MemoryRouter>,
  );
};

describe('MatchLine for a match not played', () => {
  it('shows a frames walkover with its score and says who won it', () => {
    lineAfter({ type: 'walkover', winner: 'away', rule: 'frames', reason: 'No-show' });
    screen.getByText('Walkover: Cue Tips 16-0');
    screen.getByRole('group', { name: 'Rack Attack versus Cue Tips, Walkover: Cue Tips 16-0' });
    screen.getByText('0 – 16');
  });

  it('shows a points walkover without a 0-0', () => {
    lineAfter({ type: 'walkover', winner: 'home', rule: 'points', reason: 'No-show' });
    screen.getByText('Walkover: Rack Attack (no frames)');
    expect(screen.queryByText('0 – 0')).toBeNull();
  });

  it('shows a void match as void', () => {
    lineAfter({ type: 'void', reason: 'Neither turned up' });
    screen.getByText('Void');
    expect(screen.queryByText('Cancelled')).toBeNull();
  });
});
