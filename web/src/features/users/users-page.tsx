import { PageHeader } from '@/components/ui/page-header';

export function UsersPage() {
  return <PageHeader title="Users" />;
}
