/** The daily digest e-mail of one user: what is overdue and due soon on their assets, as text and HTML. */
import { escapeHtml } from '../common/escape-html';
import { calendarDayIn, type ServerTranslator } from '../common/reader-language';
import type { MailMessage } from './mailer';
import type { DueLine } from './due-lines';
import { reminderMessages as m } from './reminder-messages';

export interface DigestContent {
  username: string;
  isAdmin: boolean;
  lines: DueLine[];
  /** Defects reported since the last digest, in the reader's scope. */
  defects?: { reference: string; summary: string; location: string; safety: boolean }[];
  overdue: number;
  dueSoon: number;
  today: string;
  orgName: string;
  /** PUBLIC_URL; without it the e-mail carries no links (a timer has no request to take an origin from). */
  publicUrl: string | undefined;
  /** The recipient's language. */
  words: ServerTranslator;
}

export function digestMail(to: string, content: DigestContent): MailMessage {
  const { lines, overdue, dueSoon, today, orgName, publicUrl, isAdmin, words } = content;
  const { t } = words;
  const day = (date: string) => calendarDayIn(words.language, date);
  const counts = [
    overdue ? t(m.overdueCount, { count: overdue }) : '',
    dueSoon ? t(m.dueSoonCount, { count: dueSoon }) : '',
  ].filter(Boolean);
  if (counts.length === 0 && (content.defects ?? []).length > 0)
    counts.push(t(m.newDefects, { count: (content.defects ?? []).length }).replace(/:$/, ''));
  const subject = `${orgName}: ${counts.join(', ')}`;
  const intro = t(m.intro, {
    count: overdue + dueSoon,
    name: content.username,
    today: day(today),
    scope: t(isAdmin ? m.scopeAuthority : m.scopeOwn),
  });
  const more = overdue + dueSoon - lines.length;
  const moreText = t(m.more, { count: more });
  const compliance = publicUrl ? `${publicUrl}/${isAdmin ? 'admin' : 'user'}/compliance` : undefined;
  const lineText = (line: DueLine) => `- ${day(line.dueOn)}  ${line.summary} (${line.location})`;
  const defects = content.defects ?? [];
  const defectText = (defect: (typeof defects)[number]) =>
    `- ${defect.reference}${defect.safety ? ` [${t(m.safety)}]` : ''}  ${defect.summary} (${defect.location})`;
  const defectLines =
    defects.length > 0
      ? ['', t(m.newDefects, { count: defects.length }), '', ...defects.map(defectText)]
      : [];
  const text = [
    ...(lines.length > 0 ? [intro, '', ...lines.map(lineText)] : []),
    ...(more > 0 ? ['', moreText] : []),
    ...defectLines,
    ...(compliance ? ['', t(m.seeAllAt, { url: compliance })] : []),
    '',
  ].join('\n');
  const html = [
    ...(lines.length > 0
      ? [
          `<p>${escapeHtml(intro)}</p>`,
          '<ul>',
          ...lines.map(
            (line) =>
              `<li><strong>${escapeHtml(day(line.dueOn))}</strong> ${escapeHtml(line.summary)} (${escapeHtml(line.location)})</li>`,
          ),
          '</ul>',
        ]
      : []),
    ...(more > 0 ? [`<p>${escapeHtml(moreText)}</p>`] : []),
    ...(defects.length > 0
      ? [
          `<p>${escapeHtml(t(m.newDefects, { count: defects.length }))}</p>`,
          '<ul>',
          ...defects.map((defect) => `<li>${escapeHtml(defectText(defect).slice(2))}</li>`),
          '</ul>',
        ]
      : []),
    ...(compliance ? [`<p><a href="${escapeHtml(compliance)}">${escapeHtml(t(m.seeAll))}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}
