import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface AssetDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Buttons shown before Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The 'Asset Details' dialog, wherever an asset is opened from: its body, any actions, and Close. */
export function AssetDetailsDialog({ open, onClose, actions, children }: AssetDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(m.assetDetails)}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {actions}
          <Button variant="primary" onClick={onClose}>
            {t(m.close)}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
