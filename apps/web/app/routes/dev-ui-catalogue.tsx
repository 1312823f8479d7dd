import { useState } from 'react';
import { Form } from 'react-router';
import {
  AdFrame,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogClose,
  Drawer,
  EmptyState,
  Field,
  NumberInput,
  Pagination,
  Popover,
  Progress,
  RadioCard,
  RadioGroup,
  Select,
  Skeleton,
  Stepper,
  TabNav,
  Table,
  type TableColumn,
  Tabs,
  TextInput,
  toastStore,
} from '../ui';
import styles from './dev-ui-catalogue.module.css';

/*
 * The design system's catalogue: every component in its states, for reviews, screenshots and the axe check
 * (e2e/design-system.spec.ts). Registered in routes.ts in development builds only.
 */

export function meta() {
  return [{ title: 'UI-Katalog (Entwicklung)' }, { name: 'robots', content: 'noindex' }];
}

interface Order {
  readonly id: number;
  readonly date: string;
  readonly dealer: string;
  readonly amount: number;
  readonly total: string;
  readonly status: 'Neu' | 'Bestätigt' | 'Storniert';
}

const ORDERS: readonly Order[] = [
  {
    id: 1012,
    date: '21.11.2026',
    dealer: 'Müller Energie GmbH',
    amount: 3000,
    total: '2.940,00 €',
    status: 'Neu',
  },
  {
    id: 1009,
    date: '18.11.2026',
    dealer: 'Öko Brennstoffe Bayern',
    amount: 5000,
    total: '4.812,50 €',
    status: 'Bestätigt',
  },
  {
    id: 998,
    date: '02.11.2026',
    dealer: 'Adler Heizöl KG',
    amount: 1500,
    total: '1.530,75 €',
    status: 'Storniert',
  },
];

const STATUS_TONE = { Neu: 'info', Bestätigt: 'success', Storniert: 'danger' } as const;

const ORDER_COLUMNS: readonly TableColumn<Order>[] = [
  { key: 'id', header: 'Nr.', label: 'Nr.', cell: (row) => row.id, sortValue: (row) => row.id },
  { key: 'date', header: 'Datum', label: 'Datum', cell: (row) => row.date },
  {
    key: 'dealer',
    header: 'Händler',
    label: 'Händler',
    cell: (row) => row.dealer,
    sortValue: (row) => row.dealer,
  },
  {
    key: 'amount',
    header: 'Menge',
    label: 'Menge',
    cell: (row) => `${row.amount.toLocaleString('de-DE')} l`,
    sortValue: (row) => row.amount,
    align: 'end',
  },
  { key: 'total', header: 'Gesamt', label: 'Gesamt', cell: (row) => row.total, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    label: 'Status',
    cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>,
  },
];

const STEPS = [
  { label: 'Lieferadresse', to: '#stepper' },
  { label: 'Lieferstellen', to: '#stepper' },
  { label: 'Zahlungsart' },
  { label: 'Prüfen und bestellen' },
];

function BoxIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Z M3 7.5 12 12l9-4.5 M12 12v9" />
    </svg>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export default function DevUiCatalogue() {
  const [amount, setAmount] = useState<number | null>(3000);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1>UI-Katalog</h1>
      <p className="muted">
        Alle Komponenten aus app/ui in ihren Zuständen. Nur in der Entwicklung erreichbar.
      </p>

      <Section id="buttons" title="Button">
        <div className={styles.row}>
          <Button variant="primary">Primär</Button>
          <Button variant="secondary">Sekundär</Button>
          <Button variant="link">Link-Stil</Button>
          <Button asChild>
            <a href="#buttons">Als Link</a>
          </Button>
        </div>
        <div className={styles.row}>
          <Button disabled>Deaktiviert</Button>
          <Button variant="secondary" disabled>
            Deaktiviert
          </Button>
          <Button loading loadingText="Wird gesendet …">
            Bestellen
          </Button>
          <Button variant="secondary" loading>
            Speichern
          </Button>
        </div>
        <div className={styles.narrow}>
          <Button block>Volle Breite</Button>
        </div>
      </Section>

      <Section id="forms" title="Formularfelder">
        <Form method="get" className={styles.grid}>
          <Field label="Vorname" hint="Wie auf der Rechnung" required>
            <TextInput name="firstName" autoComplete="given-name" defaultValue="Erika" />
          </Field>
          <Field label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." required>
            <TextInput name="email" type="email" defaultValue="erika@" />
          </Field>
          <Field label="Firma (deaktiviert)">
            <TextInput name="company" disabled defaultValue="Mustermann GmbH" />
          </Field>
          <Field label="Menge in Litern" hint={`Gelesen: ${amount ?? '–'}`}>
            <NumberInput name="amount" value={amount} onValueChange={(value) => setAmount(value)} />
          </Field>
          <Field label="Menge mit Fehler" error="Die Mindestmenge beträgt 500 Liter.">
            <NumberInput name="amountTooLow" defaultValue={300} />
          </Field>
          <Field label="Betrag (2 Nachkommastellen)">
            <NumberInput name="price" defaultValue={1234.5} decimals={2} />
          </Field>
          <Field label="Anrede" required>
            <Select
              name="salutation"
              placeholder="Bitte wählen"
              options={[
                { value: '1', label: 'Herr' },
                { value: '2', label: 'Frau' },
                { value: '3', label: 'Divers' },
              ]}
            />
          </Field>
          <Field label="Land (fest)">
            <Select name="country" disabled options={[{ value: '1', label: 'Deutschland' }]} />
          </Field>
          <Field label="Auswahl mit Fehler" error="Bitte wählen Sie eine Lieferzeit.">
            <Select
              name="delivery"
              placeholder="Bitte wählen"
              options={[{ value: 'std', label: 'Standard' }]}
            />
          </Field>
          <div>
            <Checkbox name="newsletter" value="1" label="Preisalarm per E-Mail erhalten" />
            <Checkbox
              name="terms"
              value="1"
              defaultChecked
              label="Ich akzeptiere die AGB."
              hint="Pflicht für die Bestellung"
            />
            <Checkbox name="disabledBox" value="1" disabled label="Deaktiviert" />
            <Checkbox
              name="privacy"
              value="1"
              error="Bitte stimmen Sie der Datenschutzerklärung zu."
              label="Datenschutzerklärung gelesen"
            />
          </div>
          <RadioGroup
            name="stations"
            legend="Lieferstellen"
            defaultValue="1"
            options={[
              { value: '1', label: 'Eine Lieferstelle' },
              {
                value: '2',
                label: 'Zwei Lieferstellen',
                description: 'Für Nachbarn, die gemeinsam bestellen',
              },
              { value: '3', label: 'Drei Lieferstellen', disabled: true },
            ]}
          />
          <RadioGroup
            name="hose"
            legend="Schlauchlänge"
            error="Bitte wählen Sie eine Schlauchlänge."
            options={[
              { value: '40', label: 'bis 40 m' },
              { value: '60', label: 'bis 60 m' },
            ]}
          />
          <div className={styles.wide}>
            <RadioGroup
              name="payment"
              legend="Zahlungsart"
              variant="cards"
              defaultValue="invoice"
              options={[
                {
                  value: 'invoice',
                  label: 'Rechnung',
                  description: 'Zahlbar innerhalb von 14 Tagen',
                  aside: '0,00 €',
                },
                {
                  value: 'sepa',
                  label: 'SEPA-Lastschrift',
                  description: 'Bequem vom Konto',
                  aside: '0,00 €',
                },
                {
                  value: 'installment',
                  label: 'Ratenkauf',
                  description: 'Für Gäste nicht verfügbar',
                  disabled: true,
                },
              ]}
            />
            <fieldset className={styles.fieldset}>
              <legend>Einzelne RadioCards</legend>
              <RadioCard
                name="offer"
                value="a"
                title="Müller Energie"
                description="Lieferung in 5 Werktagen"
                aside="2.940,00 €"
                defaultChecked
              />
            </fieldset>
          </div>
          <div className={styles.row}>
            <Button type="submit">Absenden (GET)</Button>
          </div>
        </Form>
      </Section>

      <Section id="cards" title="Card">
        <div className={styles.grid}>
          <Card title="Ihre Bestellung" actions={<a href="#cards">Ändern</a>}>
            <p>3.000 l Heizöl Standard, Lieferung nach 80331 München.</p>
          </Card>
          <Card title="Zusammenfassung" tone="muted" headingLevel={3}>
            <p>Gesamtpreis 2.940,00 €</p>
          </Card>
          <Card tone="outlined" as="div">
            <p>Ohne Titel, nur Rahmen.</p>
          </Card>
        </div>
      </Section>

      <Section id="stepper" title="Stepper">
        <Stepper label="Bestellschritte" steps={STEPS} current={0} />
        <Stepper label="Bestellschritte (Schritt 3)" steps={STEPS} current={2} className={styles.spaced} />
        <Stepper label="Bestellschritte (fertig)" steps={STEPS} current={3} className={styles.spaced} />
      </Section>

      <Section id="alerts" title="Alert">
        <Alert tone="info" title="Hinweis">
          Preise gelten für heute.
        </Alert>
        <Alert tone="success">Ihre Daten wurden gespeichert.</Alert>
        <Alert tone="warning" title="Achtung">
          Der Preis hat sich geändert.
        </Alert>
        <Alert tone="error" title="Bestellung nicht möglich">
          Für diesen Händler ist Ratenkauf nicht verfügbar.
        </Alert>
      </Section>

      <Section id="badges" title="Badge">
        <div className={styles.row}>
          <Badge>Neutral</Badge>
          <Badge tone="info">Neu</Badge>
          <Badge tone="success">Bestätigt</Badge>
          <Badge tone="warning">Offen</Badge>
          <Badge tone="danger">Storniert</Badge>
          <Badge tone="accent">Bestpreis</Badge>
        </div>
      </Section>

      <Section id="table" title="Table">
        <Table
          caption="Bestellungen"
          columns={ORDER_COLUMNS}
          rows={ORDERS}
          rowKey={(row) => row.id}
          defaultSort={{ column: 'id', direction: 'descending' }}
        />
      </Section>

      <Section id="tabs" title="Tabs und TabNav">
        <Tabs
          label="Preisverlauf"
          items={[
            { value: 'week', label: '7 Tage', content: <p>Verlauf der letzten Woche.</p> },
            { value: 'month', label: '30 Tage', content: <p>Verlauf des letzten Monats.</p> },
            { value: 'year', label: '1 Jahr', content: <p>Verlauf des letzten Jahres.</p> },
          ]}
        />
        <TabNav
          label="Kundenbereich"
          items={[
            { to: '/dev/ui-katalog', label: 'Übersicht', end: true },
            { to: '/kunde/bestellungen', label: 'Bestellungen' },
            { to: '/kunde/stammdaten', label: 'Stammdaten' },
          ]}
        />
      </Section>

      <Section id="overlays" title="Dialog, Drawer, Popover, Toast">
        <div className={styles.row}>
          <Dialog
            trigger={<Button variant="secondary">Dialog öffnen</Button>}
            title="Bestellung stornieren?"
            description="Die Stornierung kann nicht rückgängig gemacht werden."
            footer={
              <>
                <DialogClose>
                  <Button variant="secondary">Abbrechen</Button>
                </DialogClose>
                <Button>Stornieren</Button>
              </>
            }
          >
            <p>Bestellung 1012 vom 21.11.2026</p>
          </Dialog>
          <Drawer trigger={<Button variant="secondary">Drawer öffnen</Button>} title="Menü">
            <p>Inhalt des Drawers.</p>
          </Drawer>
          <Popover label="Preisaufschlüsselung" trigger={<Button variant="link">Was ist enthalten?</Button>}>
            <p>Produkt 2.700,00 €, Lieferung 240,00 €</p>
          </Popover>
          <Button variant="secondary" onClick={() => toastStore.show('success', 'Gespeichert.')}>
            Toast zeigen
          </Button>
          <Button variant="secondary" onClick={() => toastStore.show('error', 'Das hat nicht geklappt.')}>
            Fehler-Toast
          </Button>
        </div>
      </Section>

      <Section id="pagination" title="Pagination">
        <Pagination
          page={1}
          pageCount={3}
          hrefForPage={(page) => `?seite=${page}#pagination`}
          label="Seiten (Anfang)"
        />
        <Pagination
          page={6}
          pageCount={12}
          hrefForPage={(page) => `?seite=${page}#pagination`}
          label="Seiten (Mitte)"
        />
      </Section>

      <Section id="empty" title="EmptyState">
        <EmptyState
          icon={<BoxIcon />}
          title="Noch keine Bestellungen"
          description="Vergleichen Sie die Angebote und bestellen Sie Ihr Heizöl."
          action={
            <Button asChild>
              <a href="#empty">Preise vergleichen</a>
            </Button>
          }
        />
      </Section>

      <Section id="progress" title="Progress">
        <div className={styles.grid}>
          <Progress value={0} label="Nichts beantwortet" />
          <Progress value={44} label="Fortschritt des Vergleichs" valueText="44 % der Fragen beantwortet" />
          <Progress value={100} label="Fertig" />
        </div>
      </Section>

      <Section id="skeleton" title="Skeleton">
        <div aria-busy="true" className={styles.grid}>
          <Skeleton lines={3} />
          <Skeleton shape="block" />
          <Skeleton shape="circle" />
        </div>
      </Section>

      <Section id="ad-frame" title="AdFrame">
        {/* An empty document: the catalogue shows the label and the reserved sizes, not a real advert. */}
        <div className={styles.grid}>
          <AdFrame src="about:blank" width={300} height={250} title="Anzeige: Beispiel (300 × 250)" />
          <AdFrame src="about:blank" width={728} height={90} title="Anzeige: Beispiel (728 × 90)" />
        </div>
      </Section>
    </main>
  );
}
