import type { TranslationsOf } from '@/i18n/define-messages';
import type { pageLoaderMessages } from '../page-loader-messages';

export const pageLoaderNn: TranslationsOf<typeof pageLoaderMessages> = {
  loading: 'Lastar …',
};
