import { RichBlock, useContentBlock } from '../blocks';

/** Why comparing pays: the site's content block `home.trust` (a list, each point with its h3). */
export function TrustSection() {
  const html = useContentBlock('home.trust');
  return (
    <section className="container section" aria-labelledby="trust-headline">
      <h2 id="trust-headline">Darum lohnt sich der Vergleich</h2>
      <RichBlock html={html} variant="trust" />
    </section>
  );
}
