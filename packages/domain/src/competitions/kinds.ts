// The kinds of competition and what each enters (decisions 0039, 0048, 0049), without zod: the
// bracket page's first load reads these and never the schemas in records.ts.

/** A team knockout cup, or a singles or doubles knockout for players; a second league later. */
export const COMPETITION_KINDS = ['team-knockout', 'singles-knockout', 'doubles-knockout'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

/**
 * How many players make one entry of a knockout: 1 or 2, or 0 in a team cup (teams enter). A
 * stored row's kind is read as it is (any other word is a team cup's).
 */
export const playersPerEntry = (kind: CompetitionKind | (string & {})): 0 | 1 | 2 =>
  kind === 'singles-knockout' ? 1 : kind === 'doubles-knockout' ? 2 : 0;

/** A players' knockout (its entries are players or pairs), not a team cup. */
export const isPlayersCup = (cup: { kind: CompetitionKind | (string & {}) }): boolean =>
  playersPerEntry(cup.kind) > 0;
