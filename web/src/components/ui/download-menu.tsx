import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Download } from 'lucide-react';
import { QR_FORMATS, type QrFormat } from '@harbour/contract';
import { FORMAT_DESCRIPTIONS } from '@/lib/qr-label/qr-formats';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface DownloadMenuProps {
  assetName: string;
  onSelect: (format: QrFormat) => void;
  /** 'lg' where fingers tap it (the asset page and details dialog); both are 48 px high on a phone. */
  size?: 'sm' | 'lg';
}

const TRIGGER_SIZES = {
  sm: 'h-12 gap-1.5 px-3 text-xs sm:h-8',
  lg: 'min-h-12 gap-2 px-4 text-sm sm:min-h-10',
} as const;

/** The Download menu: PNG, JPG, SVG, PDF; closes on an outside click or Escape; arrow keys move between items. */
export function DownloadMenu({ assetName, onSelect, size = 'sm' }: DownloadMenuProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const open = position !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  /** Where the button was when the menu opened: a scroll that moved it closes the menu. */
  const anchorRef = useRef<{ top: number; left: number } | null>(null);

  /** Fixed to the viewport so the table's scroll container cannot clip it. */
  function openMenu() {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!rect) return;
    anchorRef.current = { top: rect.top, left: rect.left };
    const width = 224;
    const below = rect.bottom + 4;
    const top = below + 230 > window.innerHeight ? Math.max(8, rect.top - 234) : below;
    setPosition({ top, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) });
  }

  function setOpen(value: boolean) {
    if (value) openMenu();
    else setPosition(null);
  }

  useEffect(() => {
    if (!open) return;
    // Without scrolling: in a scrollable dialog (a phone's) focusing would scroll it, and a scroll closes the menu.
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    function onPointerDown(event: MouseEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setPosition(null);
    }
    function onResize() {
      setPosition(null);
    }
    // A scroll event can arrive just after the tap that opened the menu (a phone's dialog still settling):
    // only a scroll that moved the button away closes it.
    function onScroll() {
      const rect = buttonRef.current?.getBoundingClientRect();
      const anchor = anchorRef.current;
      if (!rect || !anchor || Math.abs(rect.top - anchor.top) > 1 || Math.abs(rect.left - anchor.left) > 1)
        setPosition(null);
    }
    document.addEventListener('mousedown', onPointerDown);
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus({ preventScroll: true });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items[items.length - 1])?.focus({ preventScroll: true });
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t(m.downloadQrOf, { name: assetName })}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`inline-flex items-center rounded-lg bg-navy-800 font-medium text-white hover:bg-navy-700 ${TRIGGER_SIZES[size]}`}
      >
        <Download className="h-3.5 w-3.5" aria-hidden="true" />
        {t(m.download)}
        <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t(m.downloadFormatsFor, { name: assetName })}
          onKeyDown={onMenuKeyDown}
          style={position ?? undefined}
          className="fixed z-40 w-56 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {QR_FORMATS.map((format) => (
            <li key={format} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  onSelect(format);
                }}
                className="flex w-full flex-col items-start px-4 py-2 text-left hover:bg-slate-50 focus:bg-navy-50 focus:outline-none"
              >
                <span className="text-sm font-medium text-slate-900">
                  {FORMAT_DESCRIPTIONS[format].label}
                </span>
                <span className="text-xs text-slate-600">{t(FORMAT_DESCRIPTIONS[format].description)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
