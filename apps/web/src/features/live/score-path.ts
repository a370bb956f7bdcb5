// Where the return-to-live banner and its menu send a captain: the match's score page. Its own
// module, so that the menu (loaded lazily by the banner) does not import the banner back.
export const scorePath = (matchId: string): string =>
  `/team/match/${encodeURIComponent(matchId)}/score`;
