import { useQuery } from '@tanstack/react-query';
import { addressOptionsQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

interface TitleSelectsProps {
  /** The selects' names; an address form prefixes them (addressFieldNames). */
  readonly names?: { readonly title1: string; readonly title2: string };
  readonly initial?: {
    readonly Title1?: string | number | null;
    readonly Title2?: string | number | null;
  } | null;
}

const NAMES = { title1: 'title1', title2: 'title2' } as const;

/** Anrede and Titel, with the choices of GET /api/common/address (none until they load). */
export function TitleSelects({ names = NAMES, initial }: TitleSelectsProps) {
  const api = useApiClient();
  const { data } = useQuery(addressOptionsQuery(api));
  return (
    <>
      <div className="form-field">
        <label htmlFor={`field-${names.title1}`}>Anrede</label>
        <select id={`field-${names.title1}`} name={names.title1} defaultValue={initial?.Title1 ?? ''}>
          <option value="">Bitte wählen</option>
          {data?.Title1List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`field-${names.title2}`}>Titel</label>
        <select id={`field-${names.title2}`} name={names.title2} defaultValue={initial?.Title2 ?? ''}>
          <option value="">Kein Titel</option>
          {data?.Title2List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
    </>
  );
}
