import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, paginationSummary, visiblePages } from '@/lib/pagination';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  noun?: string;
  /** Numbered page buttons on wide screens; small screens always show only Previous and Next. */
  numbered?: boolean;
}

const navButton =
  'inline-flex h-12 items-center gap-1 rounded-lg px-3 sm:h-9 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 bg-white hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, pageSize, total, onPageChange, noun, numbered = true }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <nav
      aria-label={t(m.pagination)}
      className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {paginationSummary(page, pageSize, total, noun)}
      </p>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <button
          type="button"
          className={navButton}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t(m.previous)}
        </button>
        {numbered ? (
          <ul className="hidden items-center gap-1 sm:flex">
            {visiblePages(page, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    aria-label={t(m.page, { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => onPageChange(item)}
                    className={`h-9 min-w-9 rounded-lg px-2 text-sm font-medium ${
                      item === page ? 'bg-navy-800 text-white' : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
          </ul>
        ) : null}
        <button
          type="button"
          className={navButton}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t(m.next)}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}

interface PagedResultsProps {
  /** The page's query: dimmed while the next page loads over this one, paginated once loaded. */
  query: { isFetching: boolean; isPlaceholderData: boolean; isSuccess: boolean };
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** One page of a list the server pages, with its pagination below. */
export function PagedResults({ query, page, pageSize, total, onPageChange, children }: PagedResultsProps) {
  return (
    <>
      <div
        aria-busy={query.isFetching}
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {children}
      </div>
      {query.isSuccess ? (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
