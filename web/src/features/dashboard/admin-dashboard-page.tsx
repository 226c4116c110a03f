import { PageHeader } from '@/components/ui/page-header';

export function AdminDashboardPage() {
  return <PageHeader title="Dashboard" />;
}
