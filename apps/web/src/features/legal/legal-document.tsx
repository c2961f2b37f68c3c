import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTranslation } from '../../lib/use-translation';

/**
 * A legal page from the locale files: `legal.<doc>.title`, `.updated`, `.intro` and, per section,
 * `.sections.<id>.title` / `.body` (paragraphs separated by a blank line).
 */
export function LegalDocument({ doc, sections }: { doc: 'terms' | 'privacy'; sections: readonly string[] }) {
  const { t } = usePageTranslation('legal');
  const base = `legal.${doc}`;
  return (
    <>
      <PageHeader eyebrow={t('legal.eyebrow')} title={t(`${base}.title`)} lead={t(`${base}.updated`)} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-8 sm:py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.contents')} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 className="text-xs font-bold uppercase tracking-widest text-muted">{t('legal.contents')}</h2>
          <ol className="mt-3 space-y-1">
            {sections.map((id, index) => (
              <li key={id}>
                <a
                  href={`#${doc}-${id}`}
                  className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-court-700 hover:bg-white hover:text-court-900"
                >
                  <span className="tabular-nums text-muted">{index + 1}.</span>
                  {t(`${base}.sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-legal max-w-3xl rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-10">
          <p className="text-lg">{t(`${base}.intro`)}</p>
          {sections.map((id, index) => (
            <section key={id} id={`${doc}-${id}`} aria-labelledby={`${doc}-${id}-title`}>
              <h2 id={`${doc}-${id}-title`}>
                {index + 1}. {t(`${base}.sections.${id}.title`)}
              </h2>
              {t(`${base}.sections.${id}.body`)
                .split('\n\n')
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
            </section>
          ))}
          <p className="mt-10 border-t border-slate-100 pt-6 text-sm">
            {t('legal.questions')}{' '}
            <Link
              to="/contact"
              className="font-semibold text-court-700 underline underline-offset-4 hover:text-court-900"
            >
              {t('legal.contactLink')}
            </Link>
          </p>
        </article>
      </div>
    </>
  );
}
