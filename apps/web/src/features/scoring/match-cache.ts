// The match being scored, as the query cache holds it: a frame the server answered is applied only
// when newer than the frame shown. A whole match goes through the matches entity's acceptMatch
// (live-cache.ts), by the page and by the outbox alike.
import { scoreOfFrames } from '@cueleague/domain/frame-result';
import type { Frame, FrameConflict, Match } from '@cueleague/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { matchKeys } from '../../entities/matches/api/matches-api.ts';

/**
 * Shows one frame the server answered with (a refused stale write), unless already newer, and the
 * conflict the server kept on it (both captains' entries), so that the frame's panel shows at once.
 */
export const acceptFrame = (
  queryClient: QueryClient,
  matchId: string,
  incoming: Frame,
  conflict?: FrameConflict,
): void => {
  queryClient.setQueryData<Match>(matchKeys.detail(matchId), (current) => {
    if (!current) return current;
    const shown = current.frames.find((frame) => frame.frameId === incoming.frameId);
    if (shown && shown.version > incoming.version) return current;
    const frames = current.frames.map((frame) => (frame === shown ? incoming : frame));
    const won = scoreOfFrames(frames);
    const conflicts = conflict
      ? [
          ...(current.progress.conflicts ?? []).filter((each) => each.frameId !== incoming.frameId),
          conflict,
        ]
      : current.progress.conflicts;
    return {
      ...current,
      frames,
      homeScore: won.home,
      awayScore: won.away,
      progress: conflicts ? { ...current.progress, conflicts } : current.progress,
    };
  });
  // The rest of the match may have moved on too.
  void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
};
