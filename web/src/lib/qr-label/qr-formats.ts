/** Each QR download format's name (the same in every language) and what it is, as the Download menu lists them. */
import { qrLabelMessages as m } from './qr-label-messages';

export const FORMAT_DESCRIPTIONS = {
  png: { label: 'PNG', description: m.pngDescription },
  jpg: { label: 'JPG', description: m.jpgDescription },
  svg: { label: 'SVG', description: m.svgDescription },
  pdf: { label: 'PDF', description: m.pdfDescription },
} as const;
