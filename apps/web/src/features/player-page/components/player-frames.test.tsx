// A player's frame list: a long season shows 20 frames at a time, then more on request.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PlayerFrames } from './player-frames.tsx';

const item = (n: number): RatingHistoryItem => ({
  matchId: `m${n}`,
  frameId: `m${n}-R1-F1`,
  playerId: 'p1',
  opponentId: `o${n}`,
  opponentName: `Opponent ${n}`,
  won: n % 2 === 0,
  before: 1500,
  after: n % 2 === 0 ? 1512 : 1488,
  change: n % 2 === 0 ? 12 : -12,
  scheduledDate: '2026-03-10T19:30:00.000Z',
});

describe('PlayerFrames', () => {
  it('shows 20 frames of a long list, then the rest on request', () => {
    const items = Array.from({ length: 25 }, (_, index) => item(25 - index));
    renderWithProviders(<PlayerFrames items={items} label="Frames, newest first" />);
    const list = screen.getByRole('list', { name: 'Frames, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Opponent 25');
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more of 25' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
  });

  it('leaves the rating change out where it means nothing (head-to-head)', () => {
    renderWithProviders(
      <PlayerFrames items={[item(2)]} label="Frames between them" showChange={false} />,
    );
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('Won against Opponent 2');
    expect(row.textContent).not.toContain('+12.0');
  });
});
