import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/common/locales';

/** The locale of the current page: the first path segment. */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
