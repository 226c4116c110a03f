import { LOGO_URL } from '@/lib/resolve-image-url';

/** The product mark (an anchor in a QR-style frame), from public/logo.svg. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return <img src={LOGO_URL} alt="" aria-hidden="true" className={className} width={36} height={36} />;
}
