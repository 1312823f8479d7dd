import { MediaLibraryPage } from '../features/content/media';
import { loadMediaLibrary, mediaLibraryAction } from '../features/content/media/index.server';
import { BRAND_NAME } from '../ui/brand.constant';
import type { Route } from './+types/support-cms-media';

/** Also mounted at `/medienverwaltung` (spec 2 §2): the same screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadMediaLibrary(request, context);
}

/** Upload (multipart, streamed on to the API), folders, a file's details and deletion. */
export function action({ request, context }: Route.ActionArgs) {
  return mediaLibraryAction(request, context);
}

export function meta() {
  return [{ title: `Medien | Backoffice | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SupportCmsMedia({ loaderData, actionData }: Route.ComponentProps) {
  return <MediaLibraryPage {...loaderData} action={actionData} />;
}
