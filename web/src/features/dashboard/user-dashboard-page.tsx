import { PageHeader } from '@/components/ui/page-header';

export function UserDashboardPage() {
  return <PageHeader title="Dashboard" />;
}
