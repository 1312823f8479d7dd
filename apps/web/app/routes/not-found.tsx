import { data } from 'react-router';

/** Catch-all: unknown paths answer 404, rendered by the layout's error boundary. */
export function loader(): never {
  throw data('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
