/** /<area>/account: who is signed in, the language they read, and changing one's own password. */
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { displayUsername, roleName } from '@/lib/access';
import { useSession } from '@/lib/session';
import { accountMessages as m } from './account-messages';
import { LanguageCard } from './components/language-card';
import { PasswordForm } from './components/password-form';

export function AccountPage() {
  const session = useSession();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.signedInAs, {
          name: displayUsername(session?.username, session?.role),
          role: session ? roleName(session.role) : '',
        })}
      />
      <LanguageCard />
      <Card>
        <CardHeader title={t(m.passwordTitle)} />
        <div className="p-5">
          <PasswordForm />
        </div>
      </Card>
    </div>
  );
}
