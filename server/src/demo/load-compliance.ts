/**
 * The demo's compliance side: plans through the plans service (which computes every due date), past
 * inspections with their history entries, and certificates as real PDFs through the documents service.
 * Loaded once: when the plans already exist, nothing is added.
 */
import { createPdf, pdfBytes } from '../common/pdf-document';
import type { ChecklistItem } from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import { createDueRecompute } from '../compliance/due-recompute-service';
import { dateIn, subtractDays, todayIn } from '../common/due-date';
import { newId } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { prepareDocumentFile } from '../common/document-file';
import { createDocumentsService } from '../documents/service';
import { failedItemLabels, type RecordedAnswer } from '../common/inspection-dto';
import { inspectedEntry } from '../common/activity-entries';
import { createPlansService } from '../plans/service';
import type { createRepositories } from '../repositories';
import {
  DEMO_DOCUMENTS,
  DEMO_INSPECTIONS,
  DEMO_PLANS,
  type DemoDocument,
  type DemoInspection,
} from './compliance-data';

const DAY = 24 * 60 * 60 * 1000;

type Repositories = ReturnType<typeof createRepositories>;

/** Answers as a careful inspector gives them: every item passes except the one that failed. */
function answersFor(checklist: ChecklistItem[], failed: string | undefined, on: string): RecordedAnswer[] {
  return checklist.map((item) => ({
    ...item,
    pass: item.kind === 'pass-fail' ? item.id !== failed : null,
    value: item.kind === 'number' ? (item.unit === 't' ? 44 : 9.4) : null,
    text:
      item.kind === 'date'
        ? subtractDays(on, -4 * 365)
        : item.kind === 'text'
          ? `Valid until ${subtractDays(on, -4 * 365)}`
          : null,
    photo: null,
  }));
}

/** A demo certificate, in the product's one PDF font like every PDF it makes (names in any alphabet). */
function certificatePdf(document: DemoDocument, assetName: string, orgName: string): Promise<Buffer> {
  const pdf = createPdf({ size: 'A4', margin: 56, info: { Title: document.title } });
  const bytes = pdfBytes(pdf);
  pdf.fontSize(20).text(document.title).moveDown();
  pdf.fontSize(12).text(`Asset: ${assetName}`);
  if (document.number) pdf.text(`Number: ${document.number}`);
  if (document.issuer) pdf.text(`Issued by: ${document.issuer}`);
  pdf.moveDown().fontSize(9).text(`Demo document of ${orgName}.`);
  pdf.end();
  return bytes;
}

export interface DemoComplianceOptions {
  timeZone: string;
  orgName: string;
  admin: AuthUser;
  /** User ids by username, for the inspectors. */
  userIds: Map<string, string>;
}

export async function loadDemoCompliance(
  tx: Transactor<Repositories>,
  options: DemoComplianceOptions,
): Promise<{ plans: number; inspections: number; documents: number }> {
  const { timeZone } = options;
  const dueRecompute = createDueRecompute(timeZone);
  const plansService = createPlansService(tx, dueRecompute);
  const existing = new Set((await plansService.list()).map((plan) => plan.name));
  if (DEMO_PLANS.some((plan) => existing.has(plan.name))) return { plans: 0, inspections: 0, documents: 0 };

  const plans = new Map<string, { id: string; checklist: ChecklistItem[] }>();
  for (const plan of DEMO_PLANS) {
    const created = await plansService.create({ ...plan, assetIds: [] });
    plans.set(created.name, { id: created.id, checklist: created.checklist });
  }
  const assets = new Map((await tx.read((r) => r.assets.listAll())).map((asset) => [asset.name, asset]));
  const now = Date.now();

  const oldestFirst = [...DEMO_INSPECTIONS].sort((a, b) => b.daysAgo - a.daysAgo);
  let inspections = 0;
  for (const entry of oldestFirst) {
    const asset = assets.get(entry.asset);
    const plan = plans.get(entry.plan);
    if (!asset || !plan) continue;
    await tx.write((r) => recordPastInspection(r, entry, asset, { name: entry.plan, ...plan }));
    inspections++;
  }

  async function recordPastInspection(
    r: Repositories,
    entry: DemoInspection,
    asset: { id: string; name: string; type: string },
    plan: { id: string; name: string; checklist: ChecklistItem[] },
  ): Promise<void> {
    const at = new Date(now - entry.daysAgo * DAY + 9 * 3600_000);
    const performedOn = dateIn(timeZone, at);
    const inspector = { id: options.userIds.get(entry.by) ?? options.admin.id, username: entry.by };
    const id = newId(at.getTime());
    const answers = answersFor(plan.checklist, entry.failed, performedOn);
    await r.inspections.insert({
      id,
      assetId: asset.id,
      planId: plan.id,
      planName: plan.name,
      userId: inspector.id,
      username: inspector.username,
      performedAt: at.toISOString(),
      receivedAt: at.toISOString(),
      performedOn,
      passed: entry.failed === undefined,
      answers,
      notes: entry.failed ? 'Taken out of service until repaired.' : null,
      position: null,
      nextDueOn: null,
      source: 'field',
    });
    const items = await dueRecompute.forAsset(r, asset);
    const nextDueOn = items.find((item) => item.source_id === plan.id)?.due_on ?? null;
    await r.inspections.setNextDueOn(id, nextDueOn);
    await r.activity.record({
      ...inspectedEntry(plan.name, failedItemLabels(answers), nextDueOn),
      asset,
      actor: inspector,
      at: at.toISOString(),
    });
  }

  const documentsService = createDocumentsService(tx, timeZone);
  const today = todayIn(timeZone);
  let documents = 0;
  for (const document of DEMO_DOCUMENTS) {
    const asset = assets.get(document.asset);
    if (!asset) continue;
    const pdf = await certificatePdf(document, asset.name, options.orgName);
    const file = await prepareDocumentFile(pdf, `${document.title}.pdf`);
    await documentsService.add(
      options.admin,
      asset.id,
      {
        kind: document.kind,
        ...(document.number ? { number: document.number } : {}),
        ...(document.issuer ? { issuer: document.issuer } : {}),
        ...(document.issuedDaysAgo === undefined
          ? {}
          : { issuedOn: subtractDays(today, document.issuedDaysAgo) }),
        ...(document.expiresInDays === undefined
          ? {}
          : { expiresOn: subtractDays(today, -document.expiresInDays) }),
      },
      file,
    );
    documents++;
  }
  return { plans: plans.size, inspections, documents };
}
