import {
  ClipboardCheck,
  FileMinus,
  FilePlus,
  CheckCircle2,
  CircleDot,
  Link2,
  PencilLine,
  PlusCircle,
  ScanLine,
  Trash2,
  Unlink,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, { icon: LucideIcon; className: string }> = {
  created: { icon: PlusCircle, className: 'bg-green-50 text-green-700' },
  updated: { icon: PencilLine, className: 'bg-blue-50 text-blue-700' },
  deleted: { icon: Trash2, className: 'bg-red-50 text-red-700' },
  scanned: { icon: ScanLine, className: 'bg-teal-50 text-teal-700' },
  assigned: { icon: Link2, className: 'bg-navy-50 text-navy-700' },
  unassigned: { icon: Unlink, className: 'bg-slate-100 text-slate-700' },
  maintenance: { icon: Wrench, className: 'bg-yellow-50 text-yellow-700' },
  available: { icon: CheckCircle2, className: 'bg-green-50 text-green-700' },
  inspected: { icon: ClipboardCheck, className: 'bg-teal-50 text-teal-700' },
  'document-added': { icon: FilePlus, className: 'bg-navy-50 text-navy-700' },
  'document-removed': { icon: FileMinus, className: 'bg-slate-100 text-slate-700' },
};

const generic = { icon: CircleDot, className: 'bg-slate-100 text-slate-600' };

/** One icon per activity action; any other action gets a generic icon. */
export function ActivityIcon({ action }: { action: string }) {
  const { icon: Icon, className } = icons[action] ?? generic;
  return (
    <span
      data-action-icon={icons[action] ? action : 'generic'}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${className}`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
