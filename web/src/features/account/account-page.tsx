/** /<area>/account: who is signed in, and changing one's own password. */
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { displayUsername } from '@/lib/access';
import { useSession } from '@/lib/session';
import { PasswordForm } from './components/password-form';

export function AccountPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title="Account"
        subtitle={`Signed in as ${displayUsername(session?.username, session?.role)} (${session?.role ?? ''}).`}
      />
      <Card>
        <CardHeader title="Change password" />
        <div className="p-5">
          <PasswordForm />
        </div>
      </Card>
    </div>
  );
}
