/** Download and print of one asset's QR code, with their alerts. */
import type { QrFormat } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { serverMessage } from '../error-message';
import { getQrCode } from './get-qr-code';
import { QrFileError, qrFileName } from './qr-file';
import { qrLabelMessages as m } from './qr-label-messages';

const URL_RELEASE_MS = 100;
const PRINT_CLOSE_MS = 500;

export async function downloadQrCode(asset: { _id: string; name: string }, format: QrFormat): Promise<void> {
  try {
    const blob = await getQrCode(asset._id, format);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = qrFileName(asset.name, format);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), URL_RELEASE_MS);
  } catch (error) {
    window.alert(error instanceof QrFileError ? error.message : translate(m.downloadFailed));
  }
}

/** Opens a window with the PNG that prints once loaded and closes 500 ms later. */
export async function printQrCode(asset: { _id: string; name: string }): Promise<void> {
  const printWindow = window.open('', '_blank', 'width=480,height=560');
  if (!printWindow) {
    window.alert(translate(m.popupBlocked));
    return;
  }
  let blob: Blob;
  try {
    blob = await getQrCode(asset._id, 'png');
  } catch (error) {
    printWindow.close();
    window.alert(
      serverMessage(error) ??
        (error instanceof QrFileError ? translate(m.printInvalid) : translate(m.printFailed)),
    );
    return;
  }
  try {
    const url = URL.createObjectURL(blob);
    const doc = printWindow.document;
    doc.title = translate(m.printTitle, { name: asset.name });
    doc.body.style.cssText =
      'margin:0;display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:100vh;font-family:system-ui,sans-serif';
    const image = doc.createElement('img');
    image.alt = translate(m.printAlt, { name: asset.name });
    image.style.cssText = 'width:300px;height:300px';
    const caption = doc.createElement('p');
    caption.textContent = asset.name;
    image.onload = () => {
      printWindow.focus();
      printWindow.print();
      setTimeout(() => {
        printWindow.close();
        URL.revokeObjectURL(url);
      }, PRINT_CLOSE_MS);
    };
    image.onerror = () => {
      printWindow.close();
      URL.revokeObjectURL(url);
      window.alert(translate(m.printInvalid));
    };
    image.src = url;
    doc.body.append(image, caption);
  } catch {
    printWindow.close();
    window.alert(translate(m.printFailed));
  }
}
