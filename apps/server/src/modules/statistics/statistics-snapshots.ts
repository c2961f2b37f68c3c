import { type EpochMs, type StatisticsSnapshot, snapshotAnswers, statisticsSnapshot } from '@marcador/domain';
import type { Db } from '../../db/database';
import { statisticsRepository } from './statistics.repository';

/**
 * A player's statistics snapshot (decision 037, "Snapshots"): the kept one while it stands for their
 * records (its version is theirs, the domain's version is current and it was taken at or before
 * `now`), else one taken from the records and kept for the next read. The read of the kept snapshot
 * costs one row whatever the player's number of matches; taking one costs the records' read and the
 * domain's fold, as every read did before.
 */
export function statisticsSnapshots(db: Db) {
  const repository = statisticsRepository(db);
  return {
    async current(userId: string, now: EpochMs): Promise<StatisticsSnapshot> {
      const kept = await repository.keptSnapshot(userId);
      if (kept?.snapshot && kept.snapshotVersion === kept.version && snapshotAnswers(kept.snapshot, now)) {
        return kept.snapshot;
      }
      const { records, version } = await repository.recordsAndVersion(userId);
      const snapshot = statisticsSnapshot(records, now);
      // A player without records has nothing to keep (and no row to keep it in).
      if (version !== null) await repository.keepSnapshot(userId, version, snapshot);
      return snapshot;
    },
  };
}
