import { mediaUrl } from '@renderer/lib/api';
import { useContentStore } from '../store';

export function ContentImage({ src, alt = '', className }: { src: string | undefined; alt?: string; className?: string }) {
  const uid = useContentStore((state) => state.uid);
  const url = mediaUrl(src, uid);
  if (!url) return null;
  return <img className={className} src={url} alt={alt} loading="lazy" decoding="async" />;
}
