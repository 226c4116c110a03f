/** Printer profiles (list, add, edit, delete) and the calibration page that measures them. */
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { ListState } from '@/components/ui/list-state';
import { RowAction } from '@/components/ui/row-action';
import { messageOr } from '@/lib/error-message';
import { useDeletePrinterProfile } from '../api/delete-printer-profile';
import { useDownloadCalibration } from '../api/download-calibration';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { LABEL_MESSAGES } from '../label-messages';
import type { TemplateChoice } from '../print-options';
import { PrinterProfileDialog } from './printer-profile-dialog';

type Editing = { profile: PrinterProfileRow | null } | null;

const mm = (value: number) => `${value > 0 ? '+' : ''}${value} mm`;

export function PrintersSection({
  templates,
  profiles,
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PrinterProfileRow | null>(null);
  const remove = useDeletePrinterProfile();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(LABEL_MESSAGES.profileDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, LABEL_MESSAGES.profileDeleteFailed)),
    });
  }

  let list: ReactNode;
  if (profiles.length === 0) list = <ListState kind="empty" message={LABEL_MESSAGES.profilesEmpty} />;
  else
    list = (
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {profiles.map((profile) => (
          <li key={profile._id} className="flex min-h-12 items-center gap-3 px-4 py-2">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{profile.name}</span>
              <span className="block text-xs text-slate-500">
                X {mm(profile.offsetX)}, Y {mm(profile.offsetY)}, scale {profile.scale}
              </span>
            </span>
            <RowAction icon={Pencil} label={`Edit ${profile.name}`} onClick={() => setEditing({ profile })} />
            <RowAction
              icon={Trash2}
              label={`Delete ${profile.name}`}
              tone="danger"
              onClick={() => setDeleting(profile)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="printers-title" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="printers-title" className="text-lg font-semibold text-navy-900">
          Printers
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ profile: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Profile
        </Button>
      </div>
      {list}
      <Calibration templates={templates} profiles={profiles} />
      {editing ? (
        <PrinterProfileDialog
          key={editing.profile?._id ?? 'new'}
          profile={editing.profile}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Printer Profile"
        message={LABEL_MESSAGES.confirmDeleteProfile(deleting?.name ?? '')}
        confirmLabel="Delete Profile"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function Calibration({
  templates,
  profiles,
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
}) {
  const [templateId, setTemplateId] = useState('');
  const [profileId, setProfileId] = useState('');
  const download = useDownloadCalibration();
  const chosen = templateId || templates[0]?.id || '';
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-800">Calibration page</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>
          Download the page for your template and print it at 100 % (no "fit to page") on the label stock.
        </li>
        <li>
          Measure how far the printed frame of label 1 sits from the real label 1: right and down are
          positive.
        </li>
        <li>
          Enter that difference as the profile&apos;s offset X and Y in millimetres, then print with the
          profile.
        </li>
      </ol>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="calibration-template" label="Template">
          <select
            id="calibration-template"
            className={inputClasses}
            value={chosen}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}: {t.description}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="calibration-profile" label="With the correction of">
          <select
            id="calibration-profile"
            className={inputClasses}
            value={profileId}
            onChange={(event) => setProfileId(event.target.value)}
          >
            <option value="">No profile (the template as published)</option>
            {profiles.map((profile) => (
              <option key={profile._id} value={profile._id}>
                {profile.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {download.isError ? (
        <FormError message={messageOr(download.error, LABEL_MESSAGES.calibrationFailed)} />
      ) : null}
      <Button
        variant="secondary"
        disabled={!chosen || download.isPending}
        onClick={() => download.mutate({ templateId: chosen, printerProfileId: profileId })}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? 'Preparing...' : 'Download calibration page'}
      </Button>
    </div>
  );
}
