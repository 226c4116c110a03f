/** Scan a photo instead of the camera: choose a file or drop one here. */
import { useId, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface FileScanProps {
  busy: boolean;
  onFile: (file: File) => void;
}

export function FileScan({ busy, onFile }: FileScanProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="file-scan-drop"
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm transition-colors ${
        dragging ? 'border-teal-500 bg-teal-50' : 'border-slate-300 hover:border-slate-400 hover:bg-slate-50'
      } ${busy ? 'pointer-events-none opacity-60' : ''}`}
    >
      <ImageUp className="h-6 w-6 text-slate-500" aria-hidden="true" />
      <span className="font-medium text-slate-800">{t(m.scanImageFile)}</span>
      <span className="text-slate-500">{t(m.chooseOrDrop)}</span>
      <input
        id={inputId}
        type="file"
        accept="image/*,.heic,.heif"
        className="sr-only"
        data-testid="file-scan-input"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
