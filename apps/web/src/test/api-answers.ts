// What each route of the API answers, by the stub's key ("METHOD /path", or "/path" for GET), as
// the domain's answer types (packages/domain/src/answers.ts). A stub answering a route with the
// wrong shape, or stubbing a route the app never asks, fails typechecking. Ids in a path are any
// string; the first pattern that fits a path is its answer, so the narrower ones come first.
import type { AnswerName, AnswerOf } from '@cueleague/domain/answers';
import type { LivePollAnswer } from '@cueleague/domain/responses';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 204: the answer has no body. */
type NoBody = 'noBody';
/** Not a route of the API: a stub for it is a mistake. */
type NoRoute = 'noRoute';

/** A cup tie's date proposal (read, or proposed: the same answer); checked before other matches. */
type TieDateRoute<P extends string, Else> = P extends `/api/matches/${string}/date-proposal`
  ? 'tieDates'
  : Else;

type GetRoute<P extends string> = TieDateRoute<P, LeagueGetRoute<P>>;

type LeagueGetRoute<P extends string> = P extends '/api/auth/me'
  ? 'authState'
  : P extends '/api/setup'
    ? 'setupStatus'
    : P extends '/api/setup/demo'
      ? 'demoLogins'
      : P extends '/api/leagues'
        ? 'leagues'
        : P extends '/api/venues'
          ? 'venues'
          : P extends '/api/seasons'
            ? 'seasons'
            : P extends '/api/seasons/current' | `/api/seasons/${string}`
              ? 'season'
              : P extends '/api/teams'
                ? 'teams'
                : P extends `/api/teams/${string}/availability`
                  ? 'availabilityList'
                  : P extends `/api/teams/${string}`
                    ? 'team'
                    : P extends '/api/team-players'
                      ? 'teamPlayers'
                      : P extends '/api/players'
                        ? 'players'
                        : P extends `/api/players/${string}/career`
                          ? 'playerCareer'
                          : P extends `/api/players/${string}`
                            ? 'player'
                            : P extends '/api/users'
                              ? 'users'
                              : P extends '/api/invites'
                                ? 'pendingInvites'
                                : P extends '/api/matches'
                                  ? 'matches'
                                  : P extends '/api/matches/months'
                                    ? 'matchMonths'
                                    : P extends `/api/matches/${string}`
                                      ? 'match'
                                      : P extends '/api/standings'
                                        ? 'standings'
                                        : P extends `/api/stats/players/${string}/ratings`
                                          ? 'ratingHistory'
                                          : P extends '/api/stats/players'
                                            ? 'playerStats'
                                            : P extends '/api/notifications'
                                              ? 'notificationList'
                                              : P extends '/api/notifications/preferences'
                                                ? 'notificationPreferences'
                                                : P extends '/api/live/poll'
                                                  ? 'livePoll'
                                                  : P extends '/api/competitions'
                                                    ? 'competitions'
                                                    : P extends '/api/competitions/honours'
                                                      ? 'honours'
                                                      : P extends `/api/competitions/${string}`
                                                        ? 'competition'
                                                        : P extends '/api/adjustments'
                                                          ? 'pointsAdjustments'
                                                          : P extends '/api/adjustments/reasons'
                                                            ? 'adjustmentReasons'
                                                            : P extends '/api/penalty-proposals'
                                                              ? 'penaltyProposals'
                                                              : P extends '/api/treasurers'
                                                                ? 'treasurers'
                                                                : P extends '/api/ledger/mine'
                                                                  ? 'myLedger'
                                                                  : P extends `/api/ledger/seasons/${string}`
                                                                    ? 'ledgerSummary'
                                                                    : P extends `/api/ledger/teams/${string}`
                                                                      ? 'teamStatement'
                                                                      : NoRoute;

type WriteRoute<M extends Method, P extends string> = M extends 'DELETE'
  ? P extends '/api/matches'
    ? 'batchDeleted'
    : P extends `/api/teams/${string}/captain`
      ? 'team'
      : P extends `/api/competitions/${string}/entries/${string}`
        ? 'competition'
        : NoBody
  : P extends
        | '/api/auth/logout'
        | '/api/auth/forgot-password'
        | '/api/auth/reset-password'
        | '/api/auth/reset-password/check'
        | '/api/auth/verify-email'
        | '/api/auth/verify-email/resend'
        | '/api/auth/change-password'
    ? NoBody
    : P extends '/api/auth/login' | '/api/auth/register'
      ? 'signedIn'
      : P extends '/api/auth/accept-invite'
        ? 'authState'
        : P extends '/api/setup'
          ? 'setupDone'
          : P extends '/api/setup/demo'
            ? 'demoSummary'
            : P extends '/api/invites/check'
              ? 'inviteCheck'
              : P extends `/api/players/${string}/invite`
                ? 'inviteSent'
                : P extends '/api/players' | `/api/players/${string}`
                  ? 'player'
                  : P extends `/api/seasons/${string}/next`
                    ? 'nextSeasonPreview' | 'nextSeasonCreated'
                    : P extends `/api/seasons/${string}/import`
                      ? 'rosterImport'
                      : P extends '/api/seasons' | `/api/seasons/${string}`
                        ? 'season'
                        : P extends '/api/divisions' | `/api/divisions/${string}`
                          ? 'division'
                          : P extends '/api/venues' | `/api/venues/${string}`
                            ? 'venue'
                            : P extends `/api/leagues/${string}`
                              ? 'league'
                              : P extends `/api/teams/${string}/players`
                                ? 'addedTeamPlayer'
                                : P extends '/api/teams' | `/api/teams/${string}`
                                  ? 'team'
                                  : P extends `/api/team-players/${string}/transfer`
                                    ? 'transfer'
                                    : P extends '/api/team-players' | `/api/team-players/${string}`
                                      ? 'teamPlayer'
                                      : P extends '/api/schedule/round-robin'
                                        ? 'roundRobin'
                                        : P extends `/api/matches/${string}/availability`
                                          ? 'availability'
                                          : P extends '/api/matches' | `/api/matches/${string}`
                                            ? 'match'
                                            : P extends '/api/notifications/read'
                                              ? 'unreadCount'
                                              : P extends '/api/notifications/preferences'
                                                ? 'notificationPreferences'
                                                : P extends '/api/notifications/unsubscribe'
                                                  ? 'unsubscribed'
                                                  : P extends
                                                        | '/api/competitions'
                                                        | `/api/competitions/${string}`
                                                    ? 'competition'
                                                    : P extends
                                                          | '/api/adjustments'
                                                          | `/api/adjustments/${string}`
                                                      ? 'pointsAdjustment'
                                                      : P extends `/api/penalty-proposals/${string}`
                                                        ? 'penaltyProposal'
                                                        : P extends '/api/treasurers'
                                                          ? 'treasurer'
                                                          : P extends '/api/ledger/entries'
                                                            ? 'ledgerEntry'
                                                            : P extends `/api/ledger/seasons/${string}/entry-fees`
                                                              ? 'entryFeesCharged'
                                                              : NoRoute;

/** The name of what a stub key's route answers (or NoBody, or NoRoute). */
type RouteOf<Key extends string> = Key extends `${infer M extends Method} ${infer P}`
  ? M extends 'GET'
    ? GetRoute<P>
    : M extends 'POST'
      ? TieDateRoute<P, WriteRoute<M, P>>
      : WriteRoute<M, P>
  : GetRoute<Key>;

/** An answer as JSON carries it: a stub may build it from readonly arrays. */
type Wire<T> = T extends readonly (infer Item)[]
  ? readonly Wire<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Wire<T[K]> }
    : T;

type Named<N> = N extends AnswerName
  ? Wire<AnswerOf<N>>
  : N extends 'livePoll'
    ? Wire<LivePollAnswer>
    : N extends NoBody
      ? undefined
      : never;

/**
 * The body a stub key's route answers with. A key of no known route answers `never`: nothing
 * fits, so the stub is refused. A table whose keys the compiler sees only as `string` (built in a
 * loop, as the scoring tests' server is) cannot be checked, and answers `unknown`.
 */
export type AnswerAt<Key> = string extends Key
  ? unknown
  : Key extends string
    ? Named<RouteOf<Key>>
    : never;
