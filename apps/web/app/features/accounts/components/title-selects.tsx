import { useQuery } from '@tanstack/react-query';
import { addressOptionsQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Field, Select } from '../../../ui';

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
      <Field label="Anrede" id={`field-${names.title1}`}>
        <Select name={names.title1} defaultValue={initial?.Title1 ?? ''} placeholder="Bitte wählen">
          {data?.Title1List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </Select>
      </Field>
      <Field label="Titel" id={`field-${names.title2}`}>
        <Select name={names.title2} defaultValue={initial?.Title2 ?? ''} placeholder="Kein Titel">
          {data?.Title2List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </Select>
      </Field>
    </>
  );
}
