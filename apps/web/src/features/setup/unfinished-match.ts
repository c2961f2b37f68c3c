import type { SidesConfig } from '@marcador/domain';
import { useQuery } from '@tanstack/react-query';
import { matchSync } from '../../lib/match/browser-sync';
import { readGameConfig, writeGameConfig } from '../../lib/match/game-config';
import { matchesApi } from '../../lib/match/match-api';
import { matchStore } from '../../lib/match/match-store';

/** An unfinished match the user can continue: on this device, or only on the server; `config` names its sides. */
export type Unfinished = { where: 'device' | 'server'; id: string; config: SidesConfig };

async function findUnfinished(signal: AbortSignal): Promise<Unfinished | null> {
  const config = readGameConfig();
  if (config) {
    const local = await matchStore()
      .getMatch(config.matchId)
      .catch(() => undefined);
    if (local && !local.finish) return { where: 'device', id: local.id, config };
  }
  // Offline or signed-out answers simply mean "nothing to continue from the server".
  const remote = await matchesApi.list({ status: 'in_progress', limit: 1 }, signal).catch(() => null);
  const match = remote?.matches[0];
  if (!match) return null;
  const local = await matchStore()
    .getMatch(match.id)
    .catch(() => undefined);
  if (local?.finish) return null;
  return { where: 'server', id: match.id, config: match.config };
}

/** The unfinished match to offer (spec: continue or start new), checked on the device and the server. */
export function useUnfinishedMatch() {
  return useQuery({
    queryKey: ['matches', 'unfinished'],
    queryFn: ({ signal }) => findUnfinished(signal),
    retry: false,
  });
}

/** Brings a server-only match onto this device (its entries included) and hands it to /app. */
export async function continueMatch(unfinished: Unfinished): Promise<void> {
  if (unfinished.where === 'device') return;
  const { match, entries } = await matchesApi.get(unfinished.id);
  const store = matchStore();
  if (!(await store.getMatch(match.id))) {
    await store.putMatch({
      id: match.id,
      config: match.config,
      rules: match.rules,
      startedAt: match.startedAt ? Date.parse(match.startedAt) : null,
      createdAt: Date.parse(match.createdAt),
      finish: null,
      putSynced: true,
      finishSynced: false,
    });
  }
  await store.importEntries(match.id, entries);
  writeGameConfig({
    ...match.config,
    matchId: match.id,
    rules: match.rules,
    isPadel: match.rules.sport === 'padel',
    tournamentMode: match.config.tournament !== null,
  });
}

/** Starting new instead: the unfinished match is kept in history as abandoned ('incomplete'). */
export async function abandonMatch(unfinished: Unfinished): Promise<void> {
  const abandoned = await matchStore().updateMatch(unfinished.id, (local) => ({
    ...local,
    finish: { endedAt: Date.now(), reason: 'abandoned' },
    finishSynced: false,
  }));
  if (abandoned) {
    await matchSync().noteLocalChange();
    return;
  }
  await matchesApi.finish(unfinished.id, { endedAt: Date.now(), reason: 'abandoned' }).catch(() => undefined);
}
