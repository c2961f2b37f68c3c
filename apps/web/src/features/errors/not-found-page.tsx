import { House, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageTranslation } from '../../lib/use-translation';

/**
 * 404: the ball landed outside the lines. Its copy, title included, waits in the `comingSoon`
 * namespace (the pages of what is not there), not in the shell's file every page downloads.
 */
export function NotFoundPage() {
  const { t } = usePageTranslation('comingSoon');
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-16">
      <div className="grid w-full max-w-4xl items-center gap-10 md:grid-cols-[1fr_1.1fr]">
        <OutBallIllustration />
        <div>
          <p className="font-display text-sm font-bold uppercase tracking-widest text-clay-600">
            {t('errors.notFound.eyebrow')}
          </p>
          <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight text-court-900 md:text-5xl">
            {t('errors.notFound.title')}
          </h1>
          <p className="mt-4 text-lg text-muted">{t('errors.notFound.body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className={buttonClasses('court', 'lg')}>
              <House aria-hidden="true" className="size-5" />
              {t('errors.notFound.home')}
            </Link>
            <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
              <Mail aria-hidden="true" className="size-5" />
              {t('errors.notFound.contact')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function OutBallIllustration() {
  return (
    <svg viewBox="0 0 320 215" aria-hidden="true" className="mx-auto w-full max-w-sm">
      <rect x="10" y="20" width="300" height="180" rx="18" fill="#0c2f4a" />
      <rect x="40" y="44" width="240" height="132" fill="#185d87" stroke="#fff" strokeWidth="3" />
      <path d="M40 110h240M160 60v100M70 60h180M70 160h180" stroke="#fff" strokeWidth="2.5" fill="none" opacity="0.9" />
      <text
        x="160"
        y="124"
        textAnchor="middle"
        fontSize="54"
        fontWeight="800"
        fill="#fff"
        opacity="0.16"
        fontFamily="system-ui"
      >
        404
      </text>
      <ellipse cx="302" cy="206" rx="15" ry="4" fill="#000" opacity="0.2" />
      <circle cx="300" cy="188" r="15" fill="#d9f24a" stroke="#0c2f4a" strokeWidth="2.5" />
      <path
        d="M290 179c5 4 5 14 0 18M310 179c-5 4-5 14 0 18"
        stroke="#0c2f4a"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M240 112q38 16 54 58" stroke="#d9f24a" strokeWidth="2" strokeDasharray="4 6" fill="none" opacity="0.8" />
    </svg>
  );
}
