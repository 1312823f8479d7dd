import { Fragment } from 'react';

/**
 * A file path or URL that may break after each slash (a `<wbr>`), so a narrow column wraps it between its
 * folders instead of inside a name.
 */
export function PathText({ path }: { readonly path: string }) {
  const parts = path.split(/(?<=\/)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one path never reorder: their position is the key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
