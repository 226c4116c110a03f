import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface AssetDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Buttons shown before Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The 'Asset Details' dialog, wherever an asset is opened from: its body, any actions, and Close. */
export function AssetDetailsDialog({ open, onClose, actions, children }: AssetDetailsDialogProps) {
  return (
    <Modal
      open={open}
      title="Asset Details"
      onClose={onClose}
      size="lg"
      footer={
        <>
          {actions}
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
