import type { OtherCountryHintSegment } from '@fuel/domain';
import { useLocation } from 'react-router';
import { SiteLink } from '../../../lib/site/site-link';
import { siteSwitchHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';

/** 'Meinten Sie vielleicht eine PLZ in Österreich oder ...?' with each country linking to this page there. */
export function OtherCountryHint({ segments }: { readonly segments: readonly OtherCountryHintSegment[] }) {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <p className="other-country-hint">
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <SiteLink key={index} href={siteSwitchHref(site, segment.code, pathname)}>
            {segment.text}
          </SiteLink>
        ),
      )}
    </p>
  );
}
