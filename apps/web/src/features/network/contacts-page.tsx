import { Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { draftIsDoubles, nextPlace, type PickedPlayer, pickInvitee, readSetupDraft } from '../../lib/match/setup-draft';
import { useTranslation } from '../../lib/use-translation';
import type { MatchPick } from './add-to-match-button';
import { NetworkContactsSection } from './network-contacts-section';
import { SavedContactsSection } from './saved-contacts-section';

/** The query that opens /contacts (and /add-player) to pick a player for the set-up's invitations. */
export const PICK_FOR_SETUP = 'pick=setup';

/**
 * /contacts (spec: "Contacts: invite and add, add to game, back to setup or tournament"): the
 * viewer's saved contacts and the players of their network. Opened from /setup with ?pick=setup,
 * each has "Añadir a la partida", which fills the next free invite place and goes back to /setup;
 * "Volver a la configuración" goes back without a choice. A tournament's set-up picks its players from
 * its own list instead, so there is no "back to tournament" here (decision 031).
 */
export function ContactsPage() {
  const { t } = useTranslation('network');
  const { t: tm } = useTranslation('setup');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picking = params.get('pick') === 'setup';
  const [full, setFull] = useState(() => nextPlace(readSetupDraft()) === undefined);
  const choose = (player: PickedPlayer) => {
    const outcome = pickInvitee(player);
    if (outcome === 'full') setFull(true);
    else void navigate('/setup', outcome === 'added' ? { state: { picked: player.name } } : {});
  };
  const pick: MatchPick | null = picking ? { choose, full } : null;
  return (
    <>
      <PageHeader
        eyebrow={t('network.eyebrow')}
        title={t(picking ? 'contacts.pick.title' : 'titles.contacts')}
        lead={t(picking ? 'contacts.pick.lead' : 'contacts.lead')}
      />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 md:py-10">
        {picking && full ? (
          <p role="status" className="rounded-2xl bg-clay-100 px-4 py-3 font-semibold text-clay-700">
            {tm(draftIsDoubles(readSetupDraft()) ? 'setup.invites.limit' : 'setup.invites.limitSingles')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {picking ? (
            <Link to="/setup" className={buttonClasses('secondary')}>
              {t('contacts.pick.back')}
            </Link>
          ) : null}
          <Link to={picking ? `/add-player?${PICK_FOR_SETUP}` : '/add-player'} className={buttonClasses('court')}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('contacts.add')}
          </Link>
          <Link to="/invite-friends" className={buttonClasses('secondary')}>
            <Mail aria-hidden="true" className="size-4" />
            {t('contacts.inviteFriends')}
          </Link>
        </div>
        <SavedContactsSection pick={pick} />
        <NetworkContactsSection pick={pick} />
      </div>
    </>
  );
}
