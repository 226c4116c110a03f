/** The daily digest e-mail of one user: what is overdue and due soon on their assets, as text and HTML. */
import type { MailMessage } from './mailer';
import type { DueLine } from './due-lines';

export interface DigestContent {
  username: string;
  isAdmin: boolean;
  lines: DueLine[];
  overdue: number;
  dueSoon: number;
  today: string;
  orgName: string;
  /** PUBLIC_URL; without it the e-mail carries no links (a timer has no request to take an origin from). */
  publicUrl: string | undefined;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function digestMail(to: string, content: DigestContent): MailMessage {
  const { lines, overdue, dueSoon, today, orgName, publicUrl, isAdmin } = content;
  const counts = [overdue ? `${overdue} overdue` : '', dueSoon ? `${dueSoon} due soon` : ''].filter(Boolean);
  const subject = `${orgName}: ${counts.join(', ')}`;
  const scope = isAdmin ? 'across the authority' : 'on the assets you hold';
  const intro = `Hello ${content.username}, as of ${today} ${plural(overdue + dueSoon, 'item falls', 'items fall')} due ${scope}:`;
  const more = overdue + dueSoon - lines.length;
  const compliance = publicUrl ? `${publicUrl}/${isAdmin ? 'admin' : 'user'}/compliance` : undefined;
  const lineText = (line: DueLine) => `- ${line.dueOn}  ${line.summary} (${line.location})`;
  const text = [
    intro,
    '',
    ...lines.map(lineText),
    ...(more > 0 ? ['', `...and ${more} more.`] : []),
    ...(compliance ? ['', `See them all: ${compliance}`] : []),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li><strong>${escapeHtml(line.dueOn)}</strong> ${escapeHtml(line.summary)} (${escapeHtml(line.location)})</li>`,
    ),
    '</ul>',
    ...(more > 0 ? [`<p>...and ${more} more.</p>`] : []),
    ...(compliance ? [`<p><a href="${escapeHtml(compliance)}">See them all</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}
