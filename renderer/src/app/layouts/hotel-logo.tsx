import { useHotelStore } from '@renderer/features/hotel';
import { mediaUrl } from '@renderer/lib/api';
import { useContentStore } from '@renderer/features/content';

export const useHotelName = (): string =>
  useHotelStore((s) => s.config?.meta?.title ?? s.identity?.name ?? s.hotel);

export function HotelLogo({ className = 'logo' }: { className?: string }) {
  const logo = useHotelStore((s) => s.config?.logo);
  const uid = useContentStore((s) => s.uid);
  const name = useHotelName();
  const src = logo?.type !== 'text' ? mediaUrl(logo?.src, uid) : undefined;
  if (!src) return <span className={`${className} logo-text`}>{name}</span>;
  return <img className={className} src={src} alt={name} height={logo?.height} />;
}
