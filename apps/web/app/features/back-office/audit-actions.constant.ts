/** German names of the audit log's actions (`<capability>.<verb>`); an action not listed shows its key. */
const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'account.change-password': 'Kennwort geändert',
  'account.update-personal-data': 'Persönliche Daten geändert',
  'orders.start': 'Bestellung begonnen',
  'orders.save-step': 'Bestellschritt gespeichert',
  'orders.place': 'Bestellung aufgegeben',
  'orders.confirm': 'Bestellung bestätigt',
  'orders.decline': 'Bestellung abgelehnt',
  'orders.deliver': 'Lieferung gemeldet',
  'orders.rate': 'Bestellung bewertet',
  'orders.cancel': 'Bestellung storniert',
  'orders.add-note': 'Notiz zur Bestellung',
  'orders.resend-mails': 'Mails erneut gesendet',
  'users.lock': 'Konto gesperrt',
  'users.unlock': 'Konto entsperrt',
  'users.impersonate': 'Als Kunde handeln begonnen',
  'users.end-impersonation': 'Als Kunde handeln beendet',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const ACTOR_KIND_LABELS: Readonly<Record<string, string>> = {
  staff: 'Mitarbeiter',
  dealer: 'Händler',
  system: 'System',
  customer: 'Kunde',
};

export function actorKindLabel(kind: string): string {
  return ACTOR_KIND_LABELS[kind] ?? kind;
}
