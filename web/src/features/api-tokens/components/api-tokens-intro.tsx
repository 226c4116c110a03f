import { Fragment } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { apiTokenMessages as m } from '../api-token-messages';

const API_DOCS_PATH = '/api/docs';

/**
 * How a system calls the API, with the header as code and the docs as a link inside the sentence. The
 * sentence is translated whole: its {header} and {docs} are put back as written, then drawn as elements.
 */
export function ApiTokensIntro() {
  const { t } = useTranslation();
  const sentence = t(m.intro, { header: '{header}', docs: '{docs}' });
  return (
    <>
      {sentence.split(/(\{header\}|\{docs\})/).map((part, index) => (
        <Fragment key={index}>
          {part === '{header}' ? (
            <code>{t(m.authorizationHeader)}</code>
          ) : part === '{docs}' ? (
            <a className="font-medium text-navy-800 underline" href={API_DOCS_PATH}>
              {API_DOCS_PATH}
            </a>
          ) : (
            part
          )}
        </Fragment>
      ))}
    </>
  );
}
