import { NEWS_FALLBACK_IMAGE } from '../news.constant';

interface NewsImageProps {
  readonly filePath: string | null | undefined;
  readonly alt: string | null | undefined;
  readonly className?: string;
}

/** The article image, or the fallback image when the article has none (decorative then). */
export function NewsImage({ filePath, alt, className }: NewsImageProps) {
  return (
    <img
      className={className}
      src={filePath || NEWS_FALLBACK_IMAGE}
      alt={filePath ? (alt ?? '') : ''}
      width={640}
      height={360}
      loading="lazy"
    />
  );
}
