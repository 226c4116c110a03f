import { describe, expect, it } from 'vitest';
import { ASSET_PLACEHOLDER, resolveImageUrl } from './resolve-image-url';

describe('resolveImageUrl', () => {
  it('resolves a relative path against the API base without its /api suffix', () => {
    expect(resolveImageUrl('/uploads/a.webp', ASSET_PLACEHOLDER, 'https://api.example.org/api')).toBe(
      'https://api.example.org/uploads/a.webp',
    );
    expect(resolveImageUrl('uploads/a.webp', ASSET_PLACEHOLDER, '/api')).toBe('/uploads/a.webp');
  });

  it('uses an absolute http(s) URL as given', () => {
    expect(resolveImageUrl('https://cdn.example.org/x.png', ASSET_PLACEHOLDER)).toBe(
      'https://cdn.example.org/x.png',
    );
  });

  it('falls back to the placeholder when there is no path', () => {
    expect(resolveImageUrl(null, ASSET_PLACEHOLDER)).toBe(ASSET_PLACEHOLDER);
    expect(resolveImageUrl('', ASSET_PLACEHOLDER)).toBe(ASSET_PLACEHOLDER);
  });
});
