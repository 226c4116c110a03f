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
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from '../label-messages';
import type { TemplateChoice } from '../print-options';
import { PrinterProfileDialog } from './printer-profile-dialog';
import { templateOption } from '../template-description';

type Editing = { profile: PrinterProfileRow | null } | null;

const mm = (value: number) => `${value > 0 ? '+' : ''}${value} mm`;

export function PrintersSection({
  templates,
  profiles,
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PrinterProfileRow | null>(null);
  const remove = useDeletePrinterProfile();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(translate(m.profileDeleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.profileDeleteFailed))),
    });
  }

  let list: ReactNode;
  if (profiles.length === 0) list = <ListState kind="empty" message={t(m.profilesEmpty)} />;
  else
    list = (
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {profiles.map((profile) => (
          <li key={profile._id} className="flex min-h-12 items-center gap-3 px-4 py-2">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{profile.name}</span>
              <span className="block text-xs text-slate-500">
                {t(m.profileFigures, {
                  x: mm(profile.offsetX),
                  y: mm(profile.offsetY),
                  scale: profile.scale,
                })}
              </span>
            </span>
            <RowAction
              icon={Pencil}
              label={t(m.editProfile, { name: profile.name })}
              onClick={() => setEditing({ profile })}
            />
            <RowAction
              icon={Trash2}
              label={t(m.deleteProfile, { name: profile.name })}
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
          {t(m.printers)}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ profile: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t(m.addProfile)}
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
        title={t(m.deleteProfileTitle)}
        message={t(m.confirmDeleteProfile, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.deleteProfileConfirm)}
        busyLabel={t(m.deleting)}
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
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState('');
  const [profileId, setProfileId] = useState('');
  const download = useDownloadCalibration();
  const chosen = templateId || templates[0]?.id || '';
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-800">{t(m.calibrationPage)}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>{t(m.calibrationDownload)}</li>
        <li>{t(m.calibrationMeasure)}</li>
        <li>{t(m.calibrationEnter)}</li>
      </ol>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="calibration-template" label={t(m.template)}>
          <select
            id="calibration-template"
            className={inputClasses}
            value={chosen}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {templateOption(template)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="calibration-profile" label={t(m.withCorrectionOf)}>
          <select
            id="calibration-profile"
            className={inputClasses}
            value={profileId}
            onChange={(event) => setProfileId(event.target.value)}
          >
            <option value="">{t(m.noProfile)}</option>
            {profiles.map((profile) => (
              <option key={profile._id} value={profile._id}>
                {profile.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {download.isError ? <FormError message={messageOr(download.error, t(m.calibrationFailed))} /> : null}
      <Button
        variant="secondary"
        disabled={!chosen || download.isPending}
        onClick={() => download.mutate({ templateId: chosen, printerProfileId: profileId })}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? t(m.preparing) : t(m.downloadCalibration)}
      </Button>
    </div>
  );
}
