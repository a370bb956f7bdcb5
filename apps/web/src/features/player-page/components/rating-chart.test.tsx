// The rating chart: its accessible summary, the line it hands uPlot in the dark theme's colours,
// and its empty state.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RatingChart } from './rating-chart.tsx';

// uPlot draws on a canvas, which jsdom does not have: only uPlot's constructor is replaced, at
// the chart's edge, recording what the chart gives it; everything around it is the real thing.
const plots = vi.hoisted(() => ({
  made: [] as { options: unknown; data: unknown; destroyed: boolean }[],
  /** Makes the next chart fail, as a chunk that did not load would. */
  fail: false,
}));
vi.mock('uplot', () => ({
  default: class {
    record: { options: unknown; data: unknown; destroyed: boolean };
    constructor(options: unknown, data: unknown) {
      if (plots.fail) throw new Error('Failed to fetch dynamically imported module');
      this.record = { options, data, destroyed: false };
      plots.made.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const item = (n: number, before: number, after: number): RatingHistoryItem => ({
  matchId: 'm1',
  frameId: `m1-R${n}-F1`,
  playerId: 'p1',
  opponentId: `o${n}`,
  opponentName: `Opponent ${n}`,
  won: after > before,
  before,
  after,
  change: Math.round((after - before) * 10) / 10,
  scheduledDate: '2026-03-10T19:30:00.000Z',
});

describe('RatingChart', () => {
  beforeEach(() => {
    plots.made.length = 0;
    plots.fail = false;
  });

  it('is named by its summary and draws the rating from before the first frame to now', async () => {
    const items = [item(1, 1500, 1512), item(2, 1512, 1524.5), item(3, 1524.5, 1540.3)];
    const view = renderWithProviders(<RatingChart items={items} playerName="Ann Zed" />);
    screen.getByRole('figure', { name: 'Rating 1,540.3 now, from 1,500 over 3 frames' });
    await waitFor(() => expect(plots.made).toHaveLength(1));
    const [plot] = plots.made;
    expect(plot?.data).toEqual([
      [0, 1, 2, 3],
      [1500, 1512, 1524.5, 1540.3],
    ]);
    // The dark theme's colours, not uPlot's defaults (black axes on a black page).
    expect(plot?.options).toMatchObject({
      series: [{}, { stroke: theme.palette.primary.light }],
      axes: [
        { stroke: theme.palette.text.secondary, grid: { stroke: theme.palette.divider } },
        { stroke: theme.palette.text.secondary },
      ],
    });
    view.unmount();
    expect(plot?.destroyed).toBe(true);
  });

  it('says "1 frame" for one, and a past season\'s rating is final', () => {
    const view = renderWithProviders(
      <RatingChart items={[item(1, 1500, 1488)]} playerName="Ann Zed" />,
    );
    screen.getByRole('figure', { name: 'Rating 1,488 now, from 1,500 over 1 frame' });
    view.unmount();
    renderWithProviders(<RatingChart items={[item(1, 1500, 1488)]} playerName="Ann Zed" final />);
    screen.getByRole('figure', { name: 'Final rating 1,488, from 1,500 over 1 frame' });
  });

  it('shows a designed empty state, and draws nothing, before any rated frame', async () => {
    renderWithProviders(<RatingChart items={[]} playerName="Ann Zed" />);
    screen.getByText('No rated frames yet');
    screen.getByText(/Ann Zed's rating starts at 1,500/);
    expect(screen.queryByRole('figure')).toBeNull();
    // A chart drawn after it loads uPlot after it: once that one is drawn, a stray one of the
    // empty chart would have been too.
    renderWithProviders(<RatingChart items={[item(1, 1500, 1512)]} playerName="Bob Yu" />);
    await waitFor(() => expect(plots.made).not.toHaveLength(0));
    expect(plots.made.map((plot) => plot.data)).toEqual([
      [
        [0, 1],
        [1500, 1512],
      ],
    ]);
  });

  it('says so when the chart cannot load, and keeps its summary', async () => {
    plots.fail = true;
    renderWithProviders(<RatingChart items={[item(1, 1500, 1512)]} playerName="Ann Zed" />);
    await screen.findByText(/The chart could not load; reload the page to try again/);
    screen.getByRole('figure', { name: 'Rating 1,512 now, from 1,500 over 1 frame' });
  });
});
