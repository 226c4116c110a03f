import { describe, expect, it } from 'vitest';
import { createQrCache } from './cache';

const label = { id: '65a1b2c3d4e5f60718293a4b', name: 'Raft 12', type: 'Life Raft', location: 'Deck B' };
const payload = `https://assets.port.example/a/${label.id}`;

describe('QR cache', () => {
  it('renders a label PDF once and answers the same bytes after', async () => {
    const cache = createQrCache();
    const first = await cache.file('pdf', payload, label);
    expect(await cache.file('pdf', payload, label)).toBe(first);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders again when anything the label shows changes', async () => {
    const cache = createQrCache();
    const first = await cache.file('pdf', payload, label);
    expect(await cache.file('pdf', payload, { ...label, location: 'Deck C' })).not.toBe(first);
    expect(await cache.file('svg', payload, label)).not.toBe(first);
  });

  it('keeps only the most recent files', async () => {
    const cache = createQrCache(10, 2);
    const first = await cache.file('svg', payload, label);
    await cache.file('svg', payload, { ...label, name: 'B' });
    await cache.file('svg', payload, { ...label, name: 'C' });
    expect(await cache.file('svg', payload, label)).not.toBe(first);
  });
});
