import { PageHeader } from '@/components/ui/page-header';

export function UserAssetsPage() {
  return <PageHeader title="Assets" />;
}
