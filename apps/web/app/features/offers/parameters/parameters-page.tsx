import type { CalculatorParameterGroupOutput, CalculatorParametersOutput } from '@fuel/api-client';
import { COUNTRIES, PRODUCT_GROUPS } from '@fuel/domain';
import { Form, useNavigation } from 'react-router';
import { Badge, Button, Card, Checkbox, Field, RadioGroup, Select, TextInput } from '../../../ui';
import { PageMessages } from '../../back-office';
import { type ParameterSelection, parameterFieldNames as names } from './parameters-form.util';
import styles from './parameters-page.module.css';

interface ParametersPageProps {
  readonly selection: ParameterSelection;
  readonly catalogue: CalculatorParametersOutput;
  readonly notice: string | null;
  readonly errors: readonly string[] | undefined;
}

const CHANGED = <Badge tone="info">geändert</Badge>;

/**
 * `/support/parameter-requirement`: the calculator's option catalogue of one site and product group. Each
 * option group is a fieldset with its default (radios), the offered options and those a dealer must deliver to
 * be listed (checkboxes) and their texts.
 */
export function ParametersPage({ selection, catalogue, notice, errors }: ParametersPageProps) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const hidden = (
    <>
      <input type="hidden" name="countryId" value={selection.countryId} />
      <input type="hidden" name="productGroupId" value={selection.productGroupId} />
    </>
  );
  return (
    <>
      <h1>Rechnerparameter</h1>
      <PageMessages
        notice={notice}
        error={
          errors &&
          errors.length > 0 && (
            <ul className={styles.errors}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )
        }
      />
      <Form method="get" className={styles.filter}>
        <Field label="Website">
          <Select
            name="countryId"
            defaultValue={String(selection.countryId)}
            options={COUNTRIES.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </Field>
        <Field label="Produktgruppe">
          <Select
            name="productGroupId"
            defaultValue={String(selection.productGroupId)}
            options={PRODUCT_GROUPS.map((g) => ({ value: String(g.id), label: g.name }))}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Anzeigen
        </Button>
      </Form>
      <p className={styles.status}>
        {catalogue.changedAt
          ? 'Für diese Auswahl gelten gespeicherte Änderungen; geänderte Gruppen und Optionen sind markiert.'
          : 'Für diese Auswahl gilt der Standardkatalog.'}
      </p>
      <Form method="post" key={`${selection.countryId}-${selection.productGroupId}-${catalogue.changedAt}`}>
        {hidden}
        {catalogue.groups.map((group) => (
          <GroupFieldset key={group.id} group={group} />
        ))}
        <Button
          type="submit"
          name="intent"
          value="save"
          loading={busy('save')}
          loadingText="Wird gespeichert …"
        >
          Speichern
        </Button>
      </Form>
      {catalogue.changedAt && (
        <Form method="post" className={styles.reset}>
          {hidden}
          <Button
            type="submit"
            name="intent"
            value="reset"
            variant="secondary"
            loading={busy('reset')}
            loadingText="Wird zurückgesetzt …"
          >
            Auf Standard zurücksetzen
          </Button>
        </Form>
      )}
    </>
  );
}

function GroupFieldset({ group }: { readonly group: CalculatorParameterGroupOutput }) {
  return (
    <Card
      as="section"
      title={group.label}
      actions={group.overridden ? CHANGED : undefined}
      className={styles.group}
    >
      <Checkbox
        name={names.groupOffered(group.id)}
        defaultChecked={group.offered}
        label={`„${group.label}“ im Rechner anbieten`}
        hint="Ohne Haken rechnet der Rechner stets mit der Standardoption."
      />
      <RadioGroup
        name={names.groupDefault(group.id)}
        legend={`Standardoption für „${group.label}“`}
        defaultValue={String(group.defaultOptionId)}
        options={group.options.map((o) => ({
          value: String(o.id),
          label: o.label,
          ...(o.id === group.codeDefaultOptionId ? { description: 'Standard des Katalogs' } : {}),
        }))}
      />
      {group.options.map((option) => (
        <fieldset key={option.id} className={styles.option}>
          <legend className={styles.optionLegend}>
            {option.codeLabel} {option.overridden && CHANGED}
          </legend>
          <Checkbox
            name={names.optionOffered(option.id)}
            defaultChecked={option.offered}
            label={`„${option.codeLabel}“ anbieten`}
          />
          <Checkbox
            name={names.optionRequired(option.id)}
            defaultChecked={option.requiredForListing}
            label={`„${option.codeLabel}“ Pflicht für die Listung`}
            hint={
              option.id === group.codeDefaultOptionId
                ? 'Die Standardoption des Katalogs liefert jeder Händler.'
                : 'Händler, die diese Option nicht liefern, erscheinen nicht in der Angebotsliste.'
            }
          />
          <div className={styles.texts}>
            <Field label="Bezeichnung" hint="1 bis 80 Zeichen; leer: Text des Katalogs">
              <TextInput name={names.optionLabel(option.id)} defaultValue={option.label} maxLength={80} />
            </Field>
            <Field label="Beschreibung" hint="höchstens 500 Zeichen">
              <TextInput
                name={names.optionDescription(option.id)}
                defaultValue={option.description}
                maxLength={500}
              />
            </Field>
          </div>
        </fieldset>
      ))}
    </Card>
  );
}
