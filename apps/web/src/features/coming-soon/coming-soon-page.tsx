import { House, Mail, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { usePageTranslation } from '../../lib/use-translation';

/**
 * A feature that is announced but not open yet (chat, tournaments while their flag is off).
 * The route table passes the title and text keys, so one page serves every such area.
 */
export function ComingSoonPage({ titleKey, bodyKey }: { titleKey: string; bodyKey: string }) {
  const { t } = usePageTranslation('comingSoon');
  return (
    <div className="court-band on-dark flex flex-1 items-center justify-center px-5 py-16 text-white">
      <div className="w-full max-w-2xl text-center">
        <span className="mx-auto mb-6 flex size-20 items-center justify-center rounded-3xl bg-ball-400 text-court-950 shadow-lift">
          <Sparkles aria-hidden="true" className="size-10" />
        </span>
        <Badge tone="ball">{t('comingSoon.badge')}</Badge>
        <h1 className="mt-4 font-display text-4xl font-extrabold tracking-tight md:text-6xl">{t(titleKey)}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-court-100 text-pretty">{t(bodyKey)}</p>
        <p className="mx-auto mt-3 max-w-xl text-court-200">{t('comingSoon.note')}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <House aria-hidden="true" className="size-5" />
            {t('comingSoon.home')}
          </Link>
          <Link to="/contact" className={buttonClasses('onDark', 'lg')}>
            <Mail aria-hidden="true" className="size-5" />
            {t('comingSoon.contact')}
          </Link>
        </div>
      </div>
    </div>
  );
}
