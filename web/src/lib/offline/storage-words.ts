/** How much a pack holds, in the words the offline screens use. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const assetCount = (count: number) => `${count} ${count === 1 ? 'asset' : 'assets'}`;
