import { PageHeader } from '@/components/ui/page-header';

export function AdminAssetsPage() {
  return <PageHeader title="Assets" />;
}
