/** One JSON request to the server under measurement, as a signed-in user; anything but a 2xx throws. */
export async function api<T>(
  url: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ids of a round's first `count` assets, read page by page. */
export async function roundAssetIds(
  url: string,
  token: string,
  roundId: string,
  count: number,
): Promise<string[]> {
  const assetIds: string[] = [];
  for (let page = 1; assetIds.length < count; page++) {
    const items = await api<{ assetId: string }[]>(
      url,
      token,
      'GET',
      `/rounds/${roundId}/items?page=${page}&limit=100`,
    );
    if (items.length === 0) break;
    assetIds.push(...items.map((item) => item.assetId));
  }
  return assetIds;
}
