// A player's rating over their frames as a line chart (uPlot, on a canvas), in the dark theme, named
// for a screen reader by its one-line summary. The page lazy-loads this file, and this file loads
// uPlot only when there is a line to draw, so no other page (nor the first load) carries it.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { EmptyState } from '../../../components/states.tsx';
import { ratingSummary } from './rating-chart-text.ts';

const HEIGHT = 220;

/** The points: before the first frame (x 0), then after each frame (x 1..n). */
const chartData = (items: readonly RatingHistoryItem[]): uPlot.AlignedData => [
  items.map((_, index) => index).concat(items.length),
  [items[0]?.before ?? 0, ...items.map((item) => item.after)],
];

const chartOptions = (theme: Theme, width: number, frames: number): uPlot.Options => {
  const axis = {
    stroke: theme.palette.text.secondary,
    font: `12px ${theme.typography.fontFamily ?? 'sans-serif'}`,
    grid: { stroke: theme.palette.divider, width: 1 },
    ticks: { stroke: theme.palette.divider, width: 1 },
  };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    series: [
      {},
      {
        label: 'Rating',
        stroke: theme.palette.primary.light,
        width: 2,
        fill: alpha(theme.palette.primary.main, 0.12),
        // Dots help read a short history; on a long one they would only blur the line.
        points: { show: frames <= 40, fill: theme.palette.primary.light },
      },
    ],
    axes: [
      {
        ...axis,
        label: 'Frame',
        labelFont: axis.font,
        labelSize: 20,
        incrs: [1, 2, 5, 10, 20, 50, 100],
      },
      { ...axis, size: 56 },
    ],
  };
};

export const RatingChart = ({
  items,
  playerName,
  final = false,
}: {
  /** The rating history, oldest first. */
  items: readonly RatingHistoryItem[];
  playerName: string;
  /** A past season's: its last rating is final, not "now". */
  final?: boolean;
}) => {
  const theme = useTheme();
  const captionId = useId();
  const target = useRef<HTMLDivElement>(null);
  // The chart's library did not load (a deploy replaced its chunk, the signal dropped).
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || items.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const widthOf = () => Math.max(element.clientWidth, 240);
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        plot = new UPlot(chartOptions(theme, widthOf(), items.length), chartData(items), element);
        // Follows the page's width (a phone turned sideways, a desktop window resized).
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => plot?.setSize({ width: widthOf(), height: HEIGHT }));
          observer.observe(element);
        }
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [items, theme]);

  if (items.length === 0) {
    return (
      <EmptyState icon={<ShowChartIcon />} title="No rated frames yet">
        {playerName}'s rating starts at 1,500 and moves with each frame they play against another
        player. Forfeits don't count.
      </EmptyState>
    );
  }

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      {/* The canvas says nothing to a screen reader: the caption says it all. */}
      {unavailable ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          The chart could not load; reload the page to try again. The figures and every frame are
          below.
        </Typography>
      ) : (
        <Box
          ref={target}
          aria-hidden
          sx={{ minHeight: HEIGHT, width: '100%', overflow: 'hidden' }}
        />
      )}
      <Typography
        component="figcaption"
        id={captionId}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1 }}
      >
        {ratingSummary(items, { final })}
      </Typography>
    </Box>
  );
};
