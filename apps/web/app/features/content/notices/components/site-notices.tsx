import type { SiteNoticeOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Alert } from '../../../../ui';
import styles from './site-notices.module.css';

/** A notice's call to action: a path of the site as a router link, an https address as a plain link. */
function NoticeLink({ label, url }: { readonly label: string; readonly url: string }) {
  const site = useSite();
  if (url.startsWith('/')) return <Link to={siteHref(site, url)}>{label}</Link>;
  return (
    <a href={url} rel="noopener">
      {label}
    </a>
  );
}

/** The site notices of a page (CMS, issue #16), above its content, highest priority first. */
export function SiteNotices({ notices }: { readonly notices: readonly SiteNoticeOutput[] }) {
  if (notices.length === 0) return null;
  return (
    <div className={`container ${styles.notices}`} data-testid="site-notices">
      {notices.map((notice) => (
        <Alert key={notice.id} tone={notice.tone} title={notice.title ?? undefined}>
          <p className={styles.message}>
            {notice.message}
            {notice.linkUrl && notice.linkLabel && (
              <>
                {' '}
                <NoticeLink label={notice.linkLabel} url={notice.linkUrl} />
              </>
            )}
          </p>
        </Alert>
      ))}
    </div>
  );
}
