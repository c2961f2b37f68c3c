import type { PlayerCard as Player } from '@marcador/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayerFacts } from './player-facts';

/**
 * A player in a list: the name (a link to their page), @username and facts, with `actions` beside
 * them on wide screens and under them on a phone. A name of any length wraps within two lines in the
 * list; the link's name and the player's page carry it whole.
 */
export function PlayerCard({ player, meta, actions }: { player: Player; meta?: ReactNode; actions?: ReactNode }) {
  return (
    <article className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 sm:p-5 md:flex-row md:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="font-display text-lg font-bold text-court-900">
          {/* The padding makes the link a 44 px target; the clamp sits inside it, so a third line
              never shows in the padding. */}
          <Link
            to={`/player/${encodeURIComponent(player.id)}`}
            title={player.name}
            className="block rounded py-2 underline-offset-2 hover:underline"
          >
            <span className="line-clamp-2 [overflow-wrap:anywhere]">{player.name}</span>
          </Link>
        </h2>
        <p className="truncate text-sm text-muted">@{player.username}</p>
        <PlayerFacts player={player} />
        {meta}
      </div>
      {actions ? <div className="shrink-0">{actions}</div> : null}
    </article>
  );
}
