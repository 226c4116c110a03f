import { useEffect, useId, useRef, useState } from 'react';
import { MoreVertical, type LucideIcon } from 'lucide-react';

export interface RowMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  tone?: 'danger';
}

/** A row's actions behind one 48 px button on a phone: a list of 48 px items, closed by a tap outside or Escape. */
export function LocationRowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative sm:hidden">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex h-12 w-12 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        <MoreVertical className="h-5 w-5" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute right-0 top-full z-30 mt-1 w-60 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {items.map(({ label: itemLabel, icon: Icon, onSelect, tone }) => (
            <li key={itemLabel} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  onSelect();
                }}
                className={`flex min-h-12 w-full items-center gap-3 px-4 text-left text-sm font-medium hover:bg-slate-50 ${
                  tone === 'danger' ? 'text-red-700' : 'text-slate-800'
                }`}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {itemLabel}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
