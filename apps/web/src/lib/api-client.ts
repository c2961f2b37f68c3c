import { createApiClient } from './api';
import { activeLanguage } from './i18n';

/** The app's one API client, speaking the current interface language. */
export const api = createApiClient({ language: () => activeLanguage() ?? '' });
