/** Dates as people read them; an absent or invalid date gives the fallback. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : fallback;
}

export function formatDateTime(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : fallback;
}
