// A match's format as a schema (docs/rules.md, Match format), apart from the other records so
// entities.ts stays one file a reader can hold; entities.ts answers it as every record's.
import { z } from 'zod';
import {
  DEFAULT_FORMAT_NAME,
  MAX_POSITIONS_PER_TEAM,
  MAX_RACE_TO,
  MIN_POSITIONS_PER_TEAM,
} from './constants.ts';

/**
 * A match format (docs/rules.md, Match format): P positions a side (2-8), R rounds (1-P), each
 * round P frames, R x P frames in all. The spec's '4v4 Standard' is P = R = 4.
 */
/**
 * A format with at least `minPositions` a side: a league's is 2 or more; a singles tie's is one
 * player a side (decision 0048).
 */
const formatSchemaFrom = (minPositions: number) =>
  z
    .object({
      roundsPerMatch: z.number().int().min(1).max(MAX_POSITIONS_PER_TEAM),
      framesPerRound: z.number().int().min(minPositions).max(MAX_POSITIONS_PER_TEAM),
      positionsPerTeam: z.number().int().min(minPositions).max(MAX_POSITIONS_PER_TEAM),
      name: z.string().min(1).default(DEFAULT_FORMAT_NAME),
      /**
       * Each pairing is a race to this many racks (docs/rules.md, Races); absent is 1, one frame a
       * pairing, as the spec's formats play.
       */
      raceTo: z.number().int().min(1).max(MAX_RACE_TO).optional(),
    })
    .refine((format) => format.framesPerRound === format.positionsPerTeam, {
      message: 'A round has one frame per position: framesPerRound must equal positionsPerTeam',
      path: ['framesPerRound'],
    })
    .refine((format) => format.roundsPerMatch <= format.positionsPerTeam, {
      message: 'A match has at most as many rounds as positions',
      path: ['roundsPerMatch'],
    });

/** A match's format as stored and answered: a league's, a team cup's or a singles tie's. */
export const matchFormatSchema = formatSchemaFrom(1);
/** The format a season, a fixture or a team cup is given: two positions a side or more. */
export const leagueFormatSchema = formatSchemaFrom(MIN_POSITIONS_PER_TEAM);
export type MatchFormat = z.infer<typeof matchFormatSchema>;
