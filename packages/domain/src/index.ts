/**
 * The only entry of @marcador/domain: pure rules shared by the browser and the server.
 * Nothing here does I/O, reads the clock or draws random numbers; time, ids and seeds are arguments.
 */

// --- scoring (packages/domain/src/scoring) ---
export type { AnnouncementLanguage, TeamNames } from './scoring/announcements';
export { announce, announceScore, announceServer, DEFAULT_TEAM_NAMES } from './scoring/announcements';
export type { LastChange, MatchState } from './scoring/apply-event';
export { applyEvent, initialMatchState, replay, undo } from './scoring/apply-event';
export type { ChangeOfEnds } from './scoring/change-of-ends';
export { changeOfEndsAfter, TIEBREAK_POINTS_PER_CHANGE } from './scoring/change-of-ends';
export type { EndMatchResult } from './scoring/end-match';
export { END_MATCH_WEIGHTS, endMatchResult, weightedTotal } from './scoring/end-match';
export type {
  EpochMs,
  EventId,
  EventMeta,
  MatchEvent,
  NextSetEvent,
  PointWonEvent,
  RulesChangedEvent,
  ServeOrderEvent,
  SwapCourtEvent,
} from './scoring/events';
export { nextSet, pointWon, rulesChanged, serveOrder, swapCourt, toEventId } from './scoring/events';
export { ADVANTAGE_LABEL, DEUCE_LABEL, pointLabels } from './scoring/labels';
export type { LogFold } from './scoring/log-fold';
export { foldEntry, foldMatchLog, foldUndoTarget } from './scoring/log-fold';
export type { MatchFormatError, ParsedMatchFormat } from './scoring/match-format';
export { MATCH_FORMAT_CODE_MAX_LENGTH, matchUpFormatCode, parseMatchUpFormat } from './scoring/match-format';
export type { MatchLogEntry } from './scoring/match-log';
export { effectiveEvents, MAX_MATCH_ENTRIES, sortLog, undoTarget } from './scoring/match-log';
export type { MatchStats, SetPoints } from './scoring/match-stats';
export { matchStats } from './scoring/match-stats';
export type { MomentKind, PointMoment } from './scoring/moments';
export { pointMoment, starDeuce } from './scoring/moments';
export type { PlayedSet, SetGamesText } from './scoring/played-sets';
export { boardGames, playedSets, setInPlayBegun, setScoreText } from './scoring/played-sets';
export type { PointRecord } from './scoring/point-log';
export { POINT_LOG_LIMIT, pointLog } from './scoring/point-log';
export { racePoints, racePointsLeft, scoreRacePoint } from './scoring/points-race';
export type { BestOf, DeuceRule, FinalSetFormat, MatchRules, PointsRace, SetTiebreak, Sport } from './scoring/rules';
export {
  BEST_OF,
  DEFAULT_MATCH_RULES,
  DEUCE_RULES,
  FINAL_SETS,
  GAMES_PER_SET,
  isMatchRules,
  isPointsRace,
  MATCH_TIEBREAK_7_POINTS,
  matchTiebreakPoints,
  RACE_TOTAL_MAX,
  RACE_TOTAL_MIN,
  RACE_TOTAL_PRESETS,
  resolveRules,
  SET_GAMES_MAX,
  SET_GAMES_MIN,
  SETS_TO_WIN,
  SPORTS,
  SUPER_TIEBREAK_POINTS,
  sameRules,
  setGames,
  setsToWin,
  setTiebreak,
  TIEBREAK_POINTS,
  TIEBREAK_TO_MAX,
  TIEBREAK_TO_MIN,
} from './scoring/rules';
export type { DecidingPoint, ScoreState, SetScore, Side, SidePair, SideScore } from './scoring/score-state';
export {
  applyRulesToScore,
  decidingPoint,
  deuceCount,
  initialScore,
  isDecidingSet,
  isSide,
  isSuperTiebreak,
  otherSide,
  SIDES,
  STAR_POINT_DEUCE,
  scoreMatch,
  scorePoint,
  startNextSet,
  tiebreakTarget,
} from './scoring/score-state';
export type { Seat, SeenFrom } from './scoring/seen-from';
export { resultFor, seatOf, seenFrom, withScorer } from './scoring/seen-from';
export type { PlayerIndex, Serve, Server } from './scoring/serve';
export { currentServer, isPlayerIndex, RACE_SERVES_PER_TURN, serveOrderNow } from './scoring/serve';
export type { NamedServer } from './scoring/server-name';
export { serverChanged, serverName, serverOf } from './scoring/server-name';
export type { SessionTimer, TimerLevel } from './scoring/session-timer';
export {
  DEFAULT_SESSION_MINUTES,
  isStartExpired,
  ORANGE_BELOW_MS,
  RED_BELOW_MS,
  START_EXPIRY_MS,
  sessionTimer,
  timerLevel,
} from './scoring/session-timer';
export type { SeatedInvitee, SideDefaults, SidesConfig, SideTeam } from './scoring/side-name';
export { seatedPlayers, seatPosition, sideName, sideNames } from './scoring/side-name';

// --- voice (packages/domain/src/voice) ---
export type { VoiceGate, VoiceGateDecision } from './voice/command-gate';
export {
  createVoiceGate,
  offerVoiceCommand,
  startVoiceCooldown,
  voiceSpeechEnded,
  voiceSpeechStarted,
} from './voice/command-gate';
export { VOICE_LEXICON_EN } from './voice/lexicon-en';
export { VOICE_LEXICON_ES } from './voice/lexicon-es';
export { VOICE_LEXICONS } from './voice/lexicons';
export { normalizeTranscript } from './voice/normalize';
export { parseVoiceCommand } from './voice/parse-voice-command';
export type { VoiceAlternative, VoiceAlternativePick } from './voice/pick-alternative';
export { pickVoiceAlternative } from './voice/pick-alternative';
export type { VoiceCommand, VoiceLang, VoiceParseResult, VoiceRejectReason } from './voice/voice-command';
export {
  VOICE_COMMANDS,
  VOICE_DUPLICATE_WINDOW_MS,
  VOICE_MAX_CHARS,
  VOICE_MAX_WORDS,
  VOICE_PHRASE_MATCH_RATIO,
  VOICE_SPEECH_GUARD_MS,
} from './voice/voice-command';
export type { VoiceLexicon } from './voice/voice-lexicon';

// --- remote (packages/domain/src/remote) ---

export type { PressStep, PressTracker } from './remote/press-classifier';
export {
  buttonDown,
  buttonTapped,
  buttonUp,
  createPressTracker,
  nextPressDeadline,
  pressesDue,
  REMOTE_DOUBLE_GAP_MS,
  REMOTE_LONG_PRESS_MS,
} from './remote/press-classifier';
export type {
  BindOutcome,
  PressKind,
  RemoteBinding,
  RemoteButton,
  RemoteCommand,
  RemoteMapping,
  RemoteMediaAction,
} from './remote/remote-binding';
export {
  bindRemoteCommand,
  buttonId,
  mapsButton,
  mediaActionsOf,
  PRESS_KINDS,
  REMOTE_COMMANDS,
  REMOTE_KEY_MAX_LENGTH,
  REMOTE_MEDIA_ACTIONS,
  readRemoteMapping,
  remoteCommandFor,
  sameBinding,
  waitsForDouble,
} from './remote/remote-binding';
export { offerRemoteCommand } from './remote/remote-gate';
// (end of remote)

// --- tournament (packages/domain/src/tournament) ---

export type { AmericanoOptions } from './tournament/americano-schedule';
export { americanoSchedule, defaultAmericanoRounds } from './tournament/americano-schedule';
export type { CurrentAndUpcoming, TournamentMatchStatus, TrackedMatch } from './tournament/current-match';
export { currentAndUpcoming, UPCOMING_MATCHES_SHOWN } from './tournament/current-match';
export type { CountSpread, FairnessReport, PlayerFairness } from './tournament/fairness-report';
export { fairnessReport } from './tournament/fairness-report';
export type { MexicanoPairing, NextRoundOptions } from './tournament/next-round';
export { MEXICANO_PAIRINGS, nextRound } from './tournament/next-round';
export { createPrng } from './tournament/prng';
export type { ReplanOptions } from './tournament/replan';
export { replanRounds } from './tournament/replan';
export type { RosterStanding, TournamentRoster } from './tournament/roster';
export { addLatePlayer, rosterStandings, withdrawPlayer } from './tournament/roster';
export type {
  PlayerResults,
  PlayerRoundResult,
  TournamentMatchResult,
  TournamentStanding,
} from './tournament/standings';
export { PERFORMANCE_POINTS_PER_WIN, playerRoundResults, tournamentStandings } from './tournament/standings';
export type {
  DynamicFormat,
  TournamentFormat,
  TournamentMatch,
  TournamentRound,
} from './tournament/tournament-round';
export { matchPlayers } from './tournament/tournament-round';
export type { TournamentInputErrorCode } from './tournament/validate-players';
export {
  courtsInUse,
  MAX_TOURNAMENT_ROUNDS,
  MIN_TOURNAMENT_PLAYERS,
  playerKey,
  TournamentInputError,
  tournamentPlayerName,
  validateTournamentCourts,
  validateTournamentPlayers,
} from './tournament/validate-players';
// (end of tournament: these detached comments keep each section its own Biome import chunk)

// --- account (packages/domain/src/account) ---
export {
  INVITATION_MESSAGE_MAX,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
  invitationMessage,
  MIN_POINTS_FOR_INVITATIONS,
  sendsInvitations,
} from './account/invitations';
export type { AccountMessageKey, Locale, MessageParams } from './account/messages';
export { accountMessages, formatAccountMessage, isAccountMessageKey, LOCALES } from './account/messages';
export { displayName, headerText } from './account/names';
export type { PasswordChecks } from './account/passwords';
export {
  PASSWORD_MAX_LENGTH,
  PROFILE_PASSWORD_MIN_LENGTH,
  PROFILE_PASSWORD_SYMBOLS,
  passwordsMatch,
  profilePasswordChecks,
  profilePasswordIssue,
  SIGNUP_PASSWORD_MIN_LENGTH,
  signupPasswordChecks,
  signupPasswordIssue,
} from './account/passwords';
export type { FeatureGate, PlanFacts, PlanTier, PremiumFeature, Role } from './account/plans';
export {
  beyondHistory,
  effectivePlan,
  FREE_HISTORY_LIMIT,
  featureGate,
  historyCap,
  includesPremium,
  isCourtAdmin,
  isPlanTier,
  isRole,
  PLAN_TIERS,
  PREMIUM_FEATURES,
  planAtLeast,
  ROLES,
} from './account/plans';
export type {
  AccountField,
  AccountIssue,
  ProfileInput,
  ProfileSport,
  SignupInput,
  SkillLevel,
} from './account/profile-fields';
export {
  AGE_MAX,
  AGE_MIN,
  DEFAULT_COUNTRY,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isProfileSport,
  isValidAge,
  isValidEmail,
  isValidUsername,
  normalizeUsername,
  PLAYER_NAME_MAX_LENGTH,
  PROFILE_SPORTS,
  PROFILE_TEXT_MAX_LENGTH,
  SKILL_LEVELS,
  USERNAME_LENGTH_PARAMS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  validateProfile,
  validateSignup,
} from './account/profile-fields';
export type { DemoTerm, PremiumEmail, SubscriptionState, SubscriptionStatus } from './account/subscription';
export {
  addOneMonth,
  DEMO_CHECKOUT_TTL_MS,
  demoRenewal,
  graceEndsAt,
  grantsPremium,
  PAST_DUE_GRACE_MS,
  pastDueSinceAfter,
  premiumEmailFor,
  replacesSubscription,
  subscriptionStatusFromStripe,
} from './account/subscription';
// --- contact (packages/domain/src/contact) ---
export type { ContactField, ContactInput, ContactIssue, ContactProblem } from './contact/contact-message';
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessageIssues,
} from './contact/contact-message';
// --- players (packages/domain/src/players) ---
export {
  correctionWords,
  foldSearchText,
  MAX_SEARCH_WORDS,
  playerSearchText,
  playerSearchWords,
} from './players/player-search';
export type {
  SavedContactField,
  SavedContactInput,
  SavedContactIssue,
  SavedContactProblem,
} from './players/saved-contact';
export { savedContactEmail, savedContactIssues } from './players/saved-contact';
export { closestWord, editDistance, typoEdits } from './players/typo-correction';
// --- rating (packages/domain/src/rating) ---
export type { LeaderboardPeriod } from './rating/leaderboard-period';
export { LEADERBOARD_PERIODS, periodKeys } from './rating/leaderboard-period';
export { isProvisional, LEVEL_MAX, LEVEL_MIN, levelTenths, PROVISIONAL_MATCHES, skillLevel } from './rating/level';
export type { PlayerStanding, RatedLineup, RatedSeat } from './rating/rated-match';
export { applyRatedMatch, firstStanding, ratedLineup } from './rating/rated-match';
export type { RatedTeams, RatedWinner, SkillRating } from './rating/skill-rating';
export {
  initialRating,
  MU_AT_LEVEL_ZERO,
  MU_PER_LEVEL,
  RATING_BETA,
  RATING_MU,
  RATING_SIGMA,
  RATING_TAU,
  rateMatch,
  SEED_LEVELS,
} from './rating/skill-rating';
export type { FinishedMatch, FinishedMatchInput } from './statistics/finished-match';
export { finishedMatch } from './statistics/finished-match';
// --- statistics (packages/domain/src/statistics) ---
export type { FingerprintInput, MatchCopy } from './statistics/match-fingerprint';
export { matchFingerprint, mayHaveCopies, SAME_MATCH_WINDOW_MS, sameRealMatch } from './statistics/match-fingerprint';
export type {
  GroupBreakdown,
  GroupBreakdowns,
  OtherGroups,
  PlayerBreakdowns,
  SportBreakdown,
} from './statistics/player-breakdowns';
export { BREAKDOWN_ROWS } from './statistics/player-breakdowns';
export type { PlayerMatchFacts } from './statistics/player-match-facts';
export {
  COMEBACK_GAME_DEFICIT,
  outcomeFor,
  playerMatchFacts,
  playerMatchStats,
  sideMatchFacts,
} from './statistics/player-match-facts';
export type {
  DecidingPoints,
  MatchClub,
  MatchOutcome,
  MatchPerson,
  MatchRecordStatus,
  OwnRival,
  PlayerMatchRecord,
  PlayerMatchStats,
  PlayerServeStats,
  ServeFigure,
  WonOfPlayed,
} from './statistics/player-match-record';
export { MATCH_OUTCOMES, SERVE_FIGURES } from './statistics/player-match-record';
export type { ServeTotals } from './statistics/player-serve-stats';
export { playerServeStats, serveTotals } from './statistics/player-serve-stats';
export type { DetailedStatistics, PlayerStatistics } from './statistics/player-statistics';
export { playerStatistics } from './statistics/player-statistics';
export type { RecentResult, StatisticsSummary, Streak } from './statistics/player-summary';
export { RECENT_RESULTS_SHOWN } from './statistics/player-summary';
export type { DetailedTotals } from './statistics/player-totals';
export type { DatedOutcome, Trend, TrendBucket, TrendDays } from './statistics/player-trends';
export { TREND_PERIODS } from './statistics/player-trends';
export type { StatisticsSnapshot } from './statistics/statistics-snapshot';
export {
  STATISTICS_SNAPSHOT_VERSION,
  snapshotAnswers,
  statisticsAt,
  statisticsSnapshot,
} from './statistics/statistics-snapshot';
export type { Ratio, WinLoss } from './statistics/tally';
export { recordFingerprint, uniqueRecords } from './statistics/unique-records';
export type {
  CourtSessionStatus,
  SessionTime,
  SessionTimeContext,
  SessionTimeIssue,
  SessionTiming,
} from './venue/court-session';
export {
  minutesBetween,
  SESSION_MINUTES_RANGE,
  SESSION_START_LEAD_MINUTES,
  sessionBegun,
  sessionClosed,
  sessionEndTime,
  sessionInstants,
  sessionMinutesLeft,
  sessionStartable,
  sessionStatusAt,
  sessionTimeIssue,
} from './venue/court-session';
export { BOOKING_STEP_MINUTES, freeStarts } from './venue/free-starts';
export type { BookedSpan, BusySlot, DayOccupancy, WeekOccupancy } from './venue/occupancy';
export { busySlotsOn, weekOccupancy } from './venue/occupancy';
export type { DayHours, DayHoursProblem, OpeningHours } from './venue/opening-hours';
export {
  DAYS_PER_WEEK,
  DEFAULT_OPENING_HOURS,
  dayHoursProblem,
  hoursOn,
  isValidOpeningHours,
  openMinutesOn,
  withinOpeningHours,
} from './venue/opening-hours';
// --- venue (packages/domain/src/venue) ---
export type {
  VenueApplicationField,
  VenueApplicationInput,
  VenueApplicationIssue,
  VenueApplicationProblem,
} from './venue/venue-application';
export {
  canonicalTimeZone,
  firstCourtNames,
  VENUE_APPLICATION_COURTS,
  VENUE_APPLICATION_FIELDS,
  VENUE_APPLICATION_LIMITS,
  venueApplicationIssues,
} from './venue/venue-application';
export type { WallClock } from './venue/venue-time';
export { addDays, instantAt, minutesOfDay, mondayOf, timeOfMinutes, wallClockAt, weekdayOf } from './venue/venue-time';
