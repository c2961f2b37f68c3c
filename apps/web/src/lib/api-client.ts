import i18next from 'i18next';
import { createApiClient } from './api';

/** The app's one API client, speaking the current interface language. */
export const api = createApiClient({ language: () => i18next.language });
