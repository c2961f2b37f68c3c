import { Bluetooth } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';

/**
 * The board's way to "Mando a distancia": scoring with a Bluetooth remote or headset, for every plan.
 * Its words are the remote page's namespace, loaded with this card after the board: none of them
 * weighs on /app's first load.
 */
export function RemoteLinkCard() {
  const { t, ready } = useTranslation('remote');
  if (!ready) return null;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="remote-link">
      <h2 className="font-display text-xl font-extrabold text-court-900">{t('title')}</h2>
      <p className="text-sm text-muted">{t('board.lead')}</p>
      <Link to="/remote" className={buttonClasses('secondary', 'md', 'self-start')}>
        <Bluetooth aria-hidden="true" className="size-4" />
        {t('board.open')}
      </Link>
    </Card>
  );
}
