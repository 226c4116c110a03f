import { PageHeader } from '@/components/ui/page-header';

export function DownloadQrPage() {
  return <PageHeader title="User QR Codes" />;
}
