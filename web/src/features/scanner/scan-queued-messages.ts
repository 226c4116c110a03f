/** What a scan made without signal says: it waits on the phone, and, for an asset not taken offline, why no details show. */
export const SCAN_QUEUED =
  'No signal: the scan is saved on this phone and will be sent when you are back online.';

export const SCAN_QUEUED_NOT_STORED = `${SCAN_QUEUED} This asset was not taken offline, so its details will show then.`;
