/** The scanner's local-storage memory: was camera permission granted, which camera was last used. */
import { z } from 'zod';

const STORAGE_KEY = 'qr-scanner';

const memorySchema = z.object({
  hasPermission: z.boolean().catch(false),
  lastUsedCameraId: z.string().nullable().catch(null),
});

type ScannerMemory = z.infer<typeof memorySchema>;

const empty: ScannerMemory = { hasPermission: false, lastUsedCameraId: null };

export function readScannerMemory(storage: Storage = localStorage): ScannerMemory {
  try {
    const parsed = memorySchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

export function rememberCamera(cameraId: string | null, storage: Storage = localStorage): void {
  const memory: ScannerMemory = { hasPermission: true, lastUsedCameraId: cameraId };
  storage.setItem(STORAGE_KEY, JSON.stringify(memory));
}

export function forgetPermission(storage: Storage = localStorage): void {
  const memory: ScannerMemory = { ...readScannerMemory(storage), hasPermission: false };
  storage.setItem(STORAGE_KEY, JSON.stringify(memory));
}
