import { TriangleAlert } from 'lucide-react';
import { usePublicConfig } from '@/lib/public-config';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

/** The setting's name, as the server's configuration spells it in every language. */
const SETTING = 'PUBLIC_URL';

/**
 * Until PUBLIC_URL is set, labels encode the address this page was opened at: on a quick start that is
 * localhost, which a phone's camera cannot open.
 */
export function PublicUrlNotice() {
  const { t } = useTranslation();
  const { publicUrlSet, qrPayload } = usePublicConfig();
  if (publicUrlSet || qrPayload !== 'url') return null;
  // The sentence is translated whole; the address and the setting's name are drawn in its placeholders.
  const sentence = t(m.publicUrl, { address: '{address}', setting: '{setting}' });
  const labelAddress = `${window.location.origin}/a/…`;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-inset ring-amber-300"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {sentence
          .split(/(\{address\}|\{setting\})/)
          .map((part, index) =>
            part === '{address}' ? (
              <strong key={index}>{labelAddress}</strong>
            ) : part === '{setting}' ? (
              <code key={index}>{SETTING}</code>
            ) : (
              part
            ),
          )}
      </p>
    </div>
  );
}
