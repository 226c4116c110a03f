/** Status badge colours: In Use blue, Under Maintenance yellow, Available green, Reservable purple, else grey. */
import { useTranslation } from '@/i18n/use-translation';
import { roleName } from '@/lib/access';
import { statusName } from './status-name';

type BadgeColour = 'blue' | 'yellow' | 'green' | 'purple' | 'grey';

export function statusColour(status: string): BadgeColour {
  switch (status) {
    case 'In Use':
      return 'blue';
    case 'Under Maintenance':
      return 'yellow';
    case 'Available':
      return 'green';
    case 'Reservable':
      return 'purple';
    default:
      return 'grey';
  }
}

const colourClasses: Record<BadgeColour, string> = {
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: string }) {
  useTranslation();
  const colour = statusColour(status);
  return (
    <span
      data-colour={colour}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${colourClasses[colour]}`}
    >
      {statusName(status)}
    </span>
  );
}

/** The same pill for roles on the users screens. */
export function RoleBadge({ role }: { role: string }) {
  useTranslation();
  const cls =
    role === 'admin'
      ? 'bg-navy-100 text-navy-800 ring-navy-600/20'
      : 'bg-teal-50 text-teal-800 ring-teal-600/20';
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${cls}`}
    >
      {roleName(role)}
    </span>
  );
}
