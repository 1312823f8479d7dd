import { useQuery } from '@tanstack/react-query';
import { addressOptionsQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

interface TitleSelectsProps {
  readonly title1?: string | null;
  readonly title2?: string | null;
}

/** Anrede and Titel, with the choices of GET /api/common/address. */
export function TitleSelects({ title1, title2 }: TitleSelectsProps) {
  const api = useApiClient();
  const { data } = useQuery(addressOptionsQuery(api));
  return (
    <>
      <div className="form-field">
        <label htmlFor="field-title1">Anrede</label>
        <select id="field-title1" name="title1" defaultValue={title1 ?? ''}>
          <option value="">Bitte wählen</option>
          {data?.Title1List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="field-title2">Titel</label>
        <select id="field-title2" name="title2" defaultValue={title2 ?? ''}>
          <option value="">Kein Titel</option>
          {data?.Title2List.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </div>
    </>
  );
}
