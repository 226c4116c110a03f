import type { Asset } from '@harbour/contract';
import { ASSET_PLACEHOLDER } from '@/lib/resolve-image-url';
import { FallbackImage } from './fallback-image';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

/** An asset's photo, or the placeholder, captioned 'Asset Image': as its details and a scan result show it. */
export function AssetPhoto({
  asset,
  className,
}: {
  asset: Pick<Asset, 'name' | 'assetImage'>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className={className}>
      <FallbackImage
        path={asset.assetImage}
        fallback={ASSET_PLACEHOLDER}
        alt={t(m.imageOf, { name: asset.name })}
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <figcaption className="mt-1.5 text-center text-xs text-slate-500">{t(m.assetImage)}</figcaption>
    </figure>
  );
}
