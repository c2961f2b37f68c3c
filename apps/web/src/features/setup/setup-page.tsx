import { type MatchRules, SKILL_LEVELS } from '@marcador/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CirclePlay, History } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { matchSync } from '../../lib/match/browser-sync';
import { clearMatchHandOver, writeGameConfig } from '../../lib/match/game-config';
import { registerServiceWorker } from '../../lib/match/register-sw';
import { clearSetupDraft, readSetupDraft, writeSetupDraft } from '../../lib/match/setup-draft';
import { teamNames } from '../../lib/match/team-names';
import { showToast } from '../../lib/toast';
import { tournamentApi } from '../../lib/tournaments';
import { useSetupTranslation } from '../../lib/use-translation';
import { ClubFields } from './club-fields';
import { FormatFields } from './format-fields';
import { DEFAULT_FORMAT } from './format-presets';
import { InviteFields } from './invite-fields';
import { readLastFormat, writeLastFormat } from './last-format';
import {
  buildGameConfig,
  draftRules,
  initialDraft,
  parseSetupFlags,
  restoreDraft,
  type SetupDraft,
  setupIssues,
  withRules,
} from './setup-model';
import { TeamFields } from './team-fields';
import { TournamentBanner } from './tournament-banner';
import { abandonMatch, continueMatch, type Unfinished, useUnfinishedMatch } from './unfinished-match';
import { useTournamentMatch } from './use-tournament-match';
import { saveUserClub } from './user-clubs';

/** /setup: the match's configuration, then /app. */
export function SetupPage() {
  const { t } = useSetupTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flags = useMemo(() => parseSetupFlags(params), [params]);
  // The draft outlives a trip to the contacts and back: read on opening, kept on each change.
  // A new draft plays the format last chosen on this device.
  const [draft, setDraft] = useState<SetupDraft>(() =>
    restoreDraft(readSetupDraft(), initialDraft(readLastFormat() ?? DEFAULT_FORMAT)),
  );
  const picked = pickedName(useLocation().state);
  const [submitted, setSubmitted] = useState(false);
  const unfinished = useUnfinishedMatch();
  const issues = setupIssues(draft);
  const shownIssues = submitted ? issues : {};
  const set = (change: Partial<SetupDraft>) => setDraft((current) => ({ ...current, ...change }));
  const rules = draftRules(draft);
  // What the match will call each team without a name typed for it: the placeholders say it.
  const shownNames = teamNames({ ...draft, invitedPlayers: draft.invites }, t);
  const setRules = (next: MatchRules) => {
    writeLastFormat(next);
    setDraft((current) => withRules(current, next));
  };
  const { lookup, query: tournamentQuery } = useTournamentMatch(flags, draft, setDraft);
  const tournament = lookup?.kind === 'ready' ? lookup.ref : null;

  // A tournament match's names are the tournament's: they are not left behind as the next match's draft.
  useEffect(() => {
    if (lookup === null) writeSetupDraft(draft);
  }, [draft, lookup]);

  useEffect(() => {
    registerServiceWorker();
    // Sends anything an earlier visit left unsynced.
    void matchSync().syncNow();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length || (lookup !== null && tournament === null)) return;
    let club = draft.club;
    // A venue from the search stays the venue's; only hand-made clubs are kept in `userClubs`.
    if (club && !club.venueCourts) {
      try {
        const saved = saveUserClub(club);
        club = { ...club, id: saved.id };
      } catch {
        showToast('error', { title: t('setup.club.saveFailed'), duration: 3000 });
      }
    }
    // Starting new while a match is unfinished keeps that one in history as abandoned, as the
    // card's "start a new one" does.
    if (unfinished.data) void abandonMatch(unfinished.data).catch(() => undefined);
    clearMatchHandOver();
    clearSetupDraft();
    writeGameConfig(buildGameConfig({ ...draft, club }, tournament, crypto.randomUUID()));
    // "En Juego" on the tournament's pages; offline it stays pending there until the result lands.
    if (tournament) void tournamentApi.start(tournament.tournamentId, tournament.matchId).catch(() => undefined);
    void navigate('/app');
  }

  return (
    <>
      <PageHeader eyebrow={t('setup.eyebrow')} title={t('setup.title')} lead={t('setup.lead')} />
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-8">
        <UnfinishedCard />
        {lookup !== null ? (
          <TournamentBanner
            lookup={lookup}
            failed={tournamentQuery.isError}
            onRetry={() => void tournamentQuery.refetch()}
          />
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          {/* A tournament match is padel doubles, a race to the tournament's points: nothing to choose. */}
          <Card className={lookup !== null ? 'hidden' : 'flex flex-col gap-5'}>
            <ChoiceGroup
              legend={t('setup.sport')}
              name="sport"
              value={draft.sport}
              options={[
                { value: 'padel', label: t('sports.padel') },
                { value: 'tennis', label: t('sports.tennis') },
              ]}
              onChange={(sport) => setRules({ ...rules, sport })}
            />
            <ChoiceGroup
              legend={t('setup.gameType')}
              name="game-type"
              value={draft.isDoubles ? 'doubles' : 'singles'}
              options={[
                { value: 'doubles', label: t('setup.doubles') },
                { value: 'singles', label: t('setup.singles') },
              ]}
              onChange={(type) => set({ isDoubles: type === 'doubles' })}
            />
            <FormatFields rules={rules} onChange={setRules} />
            <SelectField
              label={t('setup.skillLevel')}
              labelNote={t('setup.optional')}
              value={draft.skillLevel}
              onChange={(event) => set({ skillLevel: event.target.value })}
              className="max-w-xs"
            >
              <option value="">—</option>
              {SKILL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`setup.skillLevels.${level}`)}
                </option>
              ))}
            </SelectField>
          </Card>
          <div className="grid gap-6 md:grid-cols-2">
            <TeamFields
              id="team1"
              team={draft.team1}
              isDoubles={draft.isDoubles}
              shownName={shownNames.player1}
              onChange={(team1) => set({ team1 })}
            />
            <TeamFields
              id="team2"
              team={draft.team2}
              isDoubles={draft.isDoubles}
              shownName={shownNames.player2}
              onChange={(team2) => set({ team2 })}
            />
          </div>
          {lookup === null ? (
            <>
              <InviteFields
                invites={draft.invites}
                isDoubles={draft.isDoubles}
                issues={shownIssues}
                picked={picked}
                onChange={(invites) => set({ invites })}
              />
              <ClubFields club={draft.club} issues={shownIssues} onChange={(club) => set({ club })} />
            </>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={lookup !== null && tournament === null}
            className="min-h-14 self-stretch text-lg sm:self-end"
          >
            <CirclePlay aria-hidden="true" className="size-6" />
            {t('setup.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}

/** The name of the player the contacts page just added (its navigation state), if any. */
function pickedName(state: unknown): string | null {
  const name = (state as { picked?: unknown } | null)?.picked;
  return typeof name === 'string' ? name : null;
}

function UnfinishedCard() {
  const { t } = useSetupTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unfinished = useUnfinishedMatch();
  const [busy, setBusy] = useState(false);
  const found: Unfinished | null | undefined = unfinished.data;
  if (!found) return null;
  const sides = teamNames(found.config, t);
  const names = `${sides.player1} · ${sides.player2}`;

  async function run(action: () => Promise<void>, then: () => void) {
    setBusy(true);
    try {
      await action();
      then();
    } catch {
      showToast('error', { title: t('setup.unfinished.failed'), duration: 3000 });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card
      className="mb-6 flex flex-col gap-4 ring-2 ring-ball-500 sm:flex-row sm:items-center"
      data-testid="unfinished-match"
    >
      <History aria-hidden="true" className="size-8 shrink-0 text-court-700" />
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-extrabold text-court-900">{t('setup.unfinished.title')}</h2>
        <p className="text-sm wrap-anywhere text-muted">{names}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              () => continueMatch(found),
              () => void navigate('/app'),
            )
          }
        >
          {t('setup.unfinished.continue')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            // The card goes and the hand-over is cleared at once, not after the round trip: a
            // "Guardar y empezar" tapped meanwhile writes the new match's hand-over, which a late
            // clear would remove, sending /app back here.
            clearMatchHandOver();
            queryClient.setQueryData(['matches', 'unfinished'], null);
            abandonMatch(found).catch(() =>
              showToast('error', { title: t('setup.unfinished.failed'), duration: 3000 }),
            );
          }}
        >
          {t('setup.unfinished.new')}
        </Button>
      </div>
    </Card>
  );
}
