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
  'orders.export': 'Bestellexport angefordert',
  'orders.export-download': 'Bestellexport heruntergeladen',
  'orders.export-expire': 'Bestellexport gelöscht (abgelaufen)',
  'orders.export-fail': 'Bestellexport abgebrochen',
  'cancellations.book': 'Stornierung gebucht',
  'cancellations.comment': 'Kommentar zur Stornierung',
  'cancellations.feedback': 'Rückmeldung zur Stornierung',
  'sales.set-commission-rate': 'Provisionssatz geändert',
  'calculator.configure': 'Rechnerparameter geändert',
  'cache.purge': 'Cache geleert',
  'content.page.create': 'Seite angelegt',
  'content.page.publish': 'Seite veröffentlicht',
  'content.page.schedule': 'Seite zur Veröffentlichung geplant',
  'content.page.schedule.cancel': 'Geplante Veröffentlichung der Seite abgebrochen (defekte Links)',
  'content.page.unpublish': 'Seite zurückgezogen',
  'content.page.restore': 'Seitenversion wiederhergestellt',
  'content.page.delete': 'Seite gelöscht',
  'content.news.create': 'Artikel angelegt',
  'content.news.publish': 'Artikel veröffentlicht',
  'content.news.schedule': 'Artikel zur Veröffentlichung geplant',
  'content.news.schedule.cancel': 'Geplante Veröffentlichung des Artikels abgebrochen (defekte Links)',
  'content.news.unpublish': 'Artikel zurückgezogen',
  'content.news.restore': 'Artikelversion wiederhergestellt',
  'content.media.upload': 'Datei hochgeladen',
  'content.media.delete': 'Datei gelöscht',
  'content.media.folder.create': 'Medienordner angelegt',
  'content.media.folder.delete': 'Medienordner gelöscht',
  'errors.resolve': 'Fehlergruppe als behoben markiert',
  'errors.reopen': 'Fehlergruppe wieder geöffnet',
  'leads.delete': 'Lead gelöscht (auf Wunsch)',
  'leads.expire': 'Lead gelöscht (nicht bestätigt)',
  'leads.export': 'Leads exportiert',
  'leads.transfer-fail': 'Lead-Übergabe gescheitert',
  'users.edit': 'Kundendaten geändert',
  'users.email-change': 'E-Mail-Adresse umgestellt',
  'users.password-reset': 'Kennwort-Link gesendet',
  'users.resend-confirmation': 'Bestätigungs-Mail erneut gesendet',
  'users.roles': 'Rollen geändert',
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
