import { type ReactNode, useId } from 'react';

/** Ids joined for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface FieldMessageIds {
  readonly controlId: string;
  readonly hintId: string | undefined;
  readonly errorId: string | undefined;
  /** The error first, then the hint: a screen reader reads what is wrong before the help. */
  readonly describedBy: string | undefined;
}

/** The control's id (generated with `prefix` when left out) and the ids of the hint and error describing it. */
export function useFieldMessageIds(
  prefix: string,
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
): FieldMessageIds {
  const generated = useId().replace(/:/g, '');
  const controlId = id ?? `${prefix}${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: describedBy(errorId, hintId) };
}

interface FieldMessagesProps {
  readonly ids: FieldMessageIds;
  readonly hint: ReactNode;
  readonly error: string | undefined;
  /** The CSS module with the `hint` and `error` look: Field's stacked text or Checkbox's text beside the box. */
  readonly classNames: Readonly<Record<string, string>>;
}

/** The hint and the German error message under a control, with the ids its aria-describedby names. */
export function FieldMessages({ ids, hint, error, classNames }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={classNames.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={classNames.error}>
          {error}
        </p>
      )}
    </>
  );
}
