import type { ReactNode } from 'react';
import { DetailItem } from './detail-item';
import { StatusBadge } from './status-badge';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

/** An asset's details list (of DetailItems): one column on a phone, two from 640 px. */
export function AssetDetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</dl>;
}

/** An asset's status as an item of its details list. */
export function AssetStatusDetail({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <DetailItem label={t(m.status)}>
      <StatusBadge status={status} />
    </DetailItem>
  );
}
