import type { CommunityStatsResponse } from '@marcador/contracts';
import { useTranslation } from '../../lib/use-translation';
import type { CommunityFormat } from './community-format';

/** The ten most played clubs, as a table. */
export function TopClubs({ clubs, format }: { clubs: CommunityStatsResponse['topClubs']; format: CommunityFormat }) {
  const { t } = useTranslation('community');
  return (
    <section aria-labelledby="community-clubs" className="min-w-0">
      <h2 id="community-clubs" className="font-display text-2xl font-extrabold text-court-900">
        {t('community.clubs.title')}
      </h2>
      {clubs.length === 0 ? (
        <p className="mt-4 text-muted">{t('community.clubs.empty')}</p>
      ) : (
        <div className="mt-4 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
          <table className="w-full table-fixed text-left">
            <thead className="bg-court-50 text-sm text-court-800">
              <tr>
                <th scope="col" className="w-20 px-4 py-3">
                  {t('community.clubs.rank')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('community.clubs.club')}
                </th>
                <th scope="col" className="w-28 px-4 py-3 text-right">
                  {t('community.clubs.matches')}
                </th>
              </tr>
            </thead>
            <tbody>
              {clubs.map((club, index) => (
                <tr key={club.key} className="border-t border-court-900/8">
                  <td className="px-4 py-3 tabular-nums">{format.count(index + 1)}</td>
                  <th scope="row" className="px-4 py-3 font-semibold break-words text-court-900">
                    {club.name}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{format.count(club.matches)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
