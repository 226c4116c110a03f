import { useState, type ImgHTMLAttributes } from 'react';
import { resolveImageUrl } from '@/lib/resolve-image-url';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  path: string | null | undefined;
  fallback: string;
}

/** An API image resolved against the API base, swapped for the placeholder when missing or broken. */
export function FallbackImage({ path, fallback, alt = '', ...rest }: FallbackImageProps) {
  const src = resolveImageUrl(path, fallback);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      src={failed === src ? fallback : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      {...rest}
    />
  );
}
