import { COUNTRIES } from '@fuel/domain';
import { PAGE_CONTENT_LIMITS, PAGE_KINDS, PAGE_KIND_NAMES, PAGE_SLUG_MAX_LENGTH } from '@fuel/domain/content';
import {
  Checkbox,
  Field,
  RichTextEditor,
  type RichTextImage,
  Select,
  TextArea,
  TextInput,
} from '../../../../ui';
import type { FieldErrors, PageFormValues } from '../cms-form.util';
import type { CmsPageRow } from '../cms-types';
import { treeDepths } from '../cms-format.util';
import styles from './cms.module.css';

const KIND_OPTIONS = PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_NAMES[kind] }));

/** The pages a page may hang under: every page but itself and its own subpages, indented by depth. */
function parentOptions(tree: readonly CmsPageRow[], pageId: number | null) {
  const excluded = new Set<number>();
  if (pageId !== null) {
    excluded.add(pageId);
    // Tree order: a page's subpages follow it, so one pass collects them.
    for (const row of tree) if (row.parentId !== null && excluded.has(row.parentId)) excluded.add(row.id);
  }
  const depths = treeDepths(tree);
  return tree
    .filter((row) => !excluded.has(row.id))
    .map((row) => ({
      value: String(row.id),
      label: `${'– '.repeat(depths.get(row.id) ?? 0)}${row.title} (${row.path})`,
    }));
}

interface PageFormFieldsProps {
  readonly values: PageFormValues;
  readonly errors: FieldErrors;
  readonly tree: readonly CmsPageRow[];
  readonly pageId: number | null;
  /** Library images the text may take ("Bild einfügen"). */
  readonly images?: readonly RichTextImage[];
}

/** The page form's fields: content first (title, description, text), then address, sites and search engines. */
export function PageFormFields({ values, errors, tree, pageId, images }: PageFormFieldsProps) {
  return (
    <>
      <Field label="Titel" error={errors.title} required>
        <TextInput name="title" defaultValue={values.title} maxLength={PAGE_CONTENT_LIMITS.title} />
      </Field>
      <Field
        label="Beschreibung"
        hint="Ein Satz unter dem Titel; ohne SEO-Beschreibung auch die Beschreibung für Suchmaschinen."
        error={errors.description}
      >
        <TextArea
          name="description"
          defaultValue={values.description}
          maxLength={PAGE_CONTENT_LIMITS.description}
        />
      </Field>
      <Field label="Text" error={errors.body}>
        <RichTextEditor name="body" label="Text" defaultValue={values.body} rows={16} images={images} />
      </Field>

      <fieldset className={styles.fieldset}>
        <legend>Adresse und Einordnung</legend>
        <div className={styles.columns}>
          <Field label="Seitenart" error={errors.kind} required>
            <Select name="kind" defaultValue={values.kind} options={KIND_OPTIONS} />
          </Field>
          <Field label="Übergeordnete Seite" error={errors.parentId}>
            <Select
              name="parentId"
              defaultValue={values.parentId}
              placeholder="Keine (oberste Ebene)"
              options={parentOptions(tree, pageId)}
            />
          </Field>
          <Field
            label="Adressteil"
            hint="Kleinbuchstaben, Ziffern und Bindestriche (ä als ae), z. B. lieferbedingungen."
            error={errors.slug}
            required
          >
            <TextInput
              name="slug"
              defaultValue={values.slug}
              maxLength={PAGE_SLUG_MAX_LENGTH}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field label="Reihenfolge" hint="Kleinere Zahlen stehen weiter oben." error={errors.sortOrder}>
            <TextInput name="sortOrder" inputMode="numeric" defaultValue={values.sortOrder} maxLength={8} />
          </Field>
        </div>
      </fieldset>

      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.countryIds ? 'page-sites-error' : undefined}
      >
        <legend>Websites</legend>
        <div className={styles.checks}>
          {COUNTRIES.map((country) => (
            <Checkbox
              key={country.id}
              name="countryIds"
              value={String(country.id)}
              label={country.name}
              defaultChecked={values.countryIds.includes(country.id)}
            />
          ))}
        </div>
        {errors.countryIds && (
          <p id="page-sites-error" className={styles.fieldError}>
            {errors.countryIds}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Suchmaschinen</legend>
        <Field label="SEO-Titel" hint="Leer: der Titel." error={errors.seoTitle}>
          <TextInput
            name="seoTitle"
            defaultValue={values.seoTitle}
            maxLength={PAGE_CONTENT_LIMITS.seoTitle}
          />
        </Field>
        <Field label="SEO-Beschreibung" hint="Leer: die Beschreibung." error={errors.seoDescription}>
          <TextArea
            name="seoDescription"
            defaultValue={values.seoDescription}
            maxLength={PAGE_CONTENT_LIMITS.seoDescription}
          />
        </Field>
        <Checkbox
          name="noIndex"
          value="1"
          defaultChecked={values.noIndex}
          label="Nicht von Suchmaschinen erfassen lassen"
          hint="Die Seite bleibt erreichbar, steht aber nicht in der Sitemap."
        />
      </fieldset>
      <input type="hidden" name="expectedUpdatedAt" value={values.expectedUpdatedAt} />
    </>
  );
}
