/**
 * The e-mail to the duty officers when a defect becomes a safety defect: queued after the write commits, so
 * the answer never waits for the mail server, and sent within the second in each reader's language. Without
 * SMTP_URL nothing is sent. A failed send is logged and not retried (the defect list shows it anyway).
 */
import { escapeHtml } from '../common/escape-html';
import { readerLanguage, translatorIn } from '../common/reader-language';
import type { Mailer } from '../reminders/mailer';
import { defectMailMessages as m, defectMailTranslations } from './defect-messages';
import type { DefectsRepository, StoredDefect } from './repository';

export interface SafetyAlertLog {
  warn(details: object, message: string): void;
}

export interface SafetyAlerts {
  /** Queues the e-mail about this defect; answers at once. */
  queue(defect: StoredDefect): void;
  /** Resolves when every queued e-mail was sent or failed (tests, shutdown). */
  idle(): Promise<void>;
  setLog(log: SafetyAlertLog): void;
  close(): void;
}

export function createSafetyAlerts(
  defects: DefectsRepository,
  mailer: Mailer | undefined,
  settings: { orgName: string; publicUrl: string | undefined },
): SafetyAlerts {
  let log: SafetyAlertLog = {
    warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  };
  const pending = new Set<Promise<void>>();

  async function send(defect: StoredDefect) {
    if (!mailer) return;
    for (const officer of await defects.dutyOfficers()) {
      if (!officer.email) continue;
      const { t } = translatorIn(readerLanguage(officer.language), defectMailTranslations);
      const url = settings.publicUrl ? `${settings.publicUrl}/admin/defects/${defect.id}` : undefined;
      const lines = [
        t(m.intro, { name: officer.username, asset: defect.asset_name }),
        '',
        t(m.asset, { asset: defect.asset_name, type: defect.asset_type, location: defect.asset_location }),
        t(m.reference, { reference: defect.reference }),
        t(m.reportedBy, { name: defect.reported_by_name ?? t(m.publicReporter) }),
        '',
        t(m.description),
        defect.description,
        ...(url ? ['', t(m.open, { url })] : []),
      ];
      try {
        await mailer.send({
          to: officer.email,
          subject: `${settings.orgName}: ${t(m.subject, { asset: defect.asset_name, reference: defect.reference })}`,
          text: `${lines.join('\n')}\n`,
          html: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n'),
        });
      } catch (error) {
        log.warn({ defect: defect.id, to: officer.id, error: String(error) }, 'safety defect e-mail failed');
      }
    }
  }

  return {
    queue(defect) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(defect))
        .catch((error: unknown) =>
          log.warn({ defect: defect.id, error: String(error) }, 'safety defect e-mail failed'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    setLog(next) {
      log = next;
    },
    close() {
      mailer?.close();
    },
  };
}
