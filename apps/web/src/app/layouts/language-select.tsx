import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/**
 * The desktop header's language selector: a native select, small and fully accessible. Below 1536 px
 * the header is crowded, so the select shows the language code (ES, EN) over its own text, which
 * stays there for screen readers and in the open list.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();

  function handleChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    if (isLanguage(value)) void setLanguage(value);
  }

  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-court-200" />
      <select
        id={id}
        value={currentLanguage(i18n.language)}
        onChange={handleChange}
        className="min-h-11 w-[5.5rem] cursor-pointer appearance-none rounded-full bg-white/10 py-2 pr-9 pl-9 text-sm font-semibold text-transparent ring-1 ring-white/25 hover:bg-white/15 2xl:w-auto 2xl:text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} className="text-ink">
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-9 text-sm font-bold text-white uppercase 2xl:hidden"
      >
        {currentLanguage(i18n.language)}
      </span>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 size-4 text-court-200" />
    </div>
  );
}
