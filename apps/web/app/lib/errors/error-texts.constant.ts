import type { ErrorCode } from '@fuel/domain';

/**
 * The page's German text for each API error code: shown when the API's own message is generic (errors it did
 * not raise itself) or missing. One place, so no English text of a framework reaches a page.
 */
export const ERROR_TEXTS: Readonly<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Bitte prüfen Sie Ihre Eingaben.',
  NOT_FOUND: 'Das Gesuchte gibt es leider nicht (mehr).',
  UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu.',
  UNAUTHORIZED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Dafür fehlt Ihnen leider die Berechtigung.',
  CSRF_FAILED: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
  TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Kennwort sind nicht korrekt.',
  INVALID_REFRESH_TOKEN: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  REFRESH_TOKEN_REUSED: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  REFRESH_CONFLICT:
    'Die Anmeldung wurde gerade in einem anderen Fenster erneuert. Bitte laden Sie die Seite neu.',
  ACCOUNT_LOCKED: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.',
  NO_DEALER: 'Ihr Konto ist keinem Händler zugeordnet.',
  IMPERSONATION_FORBIDDEN: 'Das kann nur die Kundin oder der Kunde selbst ändern.',
  NOT_IMPERSONATING: 'Sie vertreten gerade niemanden.',
  EMAIL_TAKEN: 'Für diese E-Mail-Adresse besteht bereits ein Kundenkonto.',
  ALREADY_CONFIRMED: 'Die E-Mail-Adresse ist bereits bestätigt.',
  GUEST_ACCOUNT: 'Das geht nur bei einem Kundenkonto, nicht bei einer Gastbestellung.',
  LAST_ADMIN: 'Das letzte Admin-Konto behält die Admin-Rolle.',
  TOKEN_INVALID: 'Dieser Link ist ungültig.',
  TOKEN_USED: 'Dieser Link wurde bereits verwendet.',
  TOKEN_EXPIRED: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  LINK_EXPIRED: 'Dieser Link ist abgelaufen.',
  NO_ORDER_IN_PROGRESS: 'Es ist keine Bestellung in Bearbeitung. Bitte wählen Sie zuerst ein Angebot.',
  ORDER_CHANGED:
    'Ihre Bestellung wurde zwischenzeitlich geändert. Bitte prüfen Sie die Zusammenfassung erneut.',
  ORDER_IN_PROGRESS: 'Ihre Bestellung wird gerade verarbeitet. Bitte warten Sie einen Moment.',
  ORDER_ALREADY_PLACED: 'Diese Bestellung wurde bereits aufgegeben.',
  STEP_NOT_REACHABLE: 'Bitte schließen Sie zuerst die vorherigen Schritte ab.',
  QUOTE_EXPIRED: 'Der bestätigte Preis ist abgelaufen. Bitte lassen Sie das Angebot neu berechnen.',
  PRICE_CHANGED: 'Der Preis hat sich geändert. Bitte bestätigen Sie die Bestellung erneut.',
  DEALER_NOT_AVAILABLE:
    'Dieser Händler liefert die gewählte Bestellung derzeit nicht. Bitte wählen Sie ein anderes Angebot.',
  IDEMPOTENCY_KEY_REUSED: 'Die Bestellung konnte nicht aufgegeben werden. Bitte laden Sie die Seite neu.',
  PAYMENT_DECLINED:
    'Der Zahlungsanbieter hat die Zahlung abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal oder wählen Sie eine andere Zahlungsart.',
  INVALID_TRANSITION: 'Diese Änderung ist im aktuellen Status der Bestellung nicht möglich.',
  WITHDRAWAL_PERIOD_OVER:
    'Die Widerrufsfrist von 14 Tagen ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
  ALREADY_RATED: 'Diese Bestellung haben Sie bereits bewertet. Vielen Dank!',
  EXPORT_NOT_READY: 'Der Export ist noch nicht fertig. Bitte laden Sie die Seite gleich neu.',
  STALE_DRAFT:
    'Jemand anderes hat den Entwurf inzwischen gespeichert. Laden Sie die Seite neu und übernehmen Sie Ihre Änderungen erneut.',
  PATH_TAKEN: 'Unter dieser Adresse gibt es auf der Website schon eine Seite. Bitte wählen Sie eine andere.',
  BROKEN_LINKS: 'Der Text verlinkt auf Seiten, die es nicht gibt oder die nicht veröffentlicht sind.',
  GONE: 'Diese Seite gibt es nicht mehr.',
  PARTNER_NOT_SERVING: 'Für diese Postleitzahl kann unser Modernisierungspartner leider kein Angebot machen.',
  PARTNER_UNAVAILABLE:
    'Unser Modernisierungspartner ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  MEDIA_IN_USE: 'Diese Datei wird noch verwendet. Entfernen Sie sie zuerst von den genannten Seiten.',
  MEDIA_TOO_LARGE: 'Die Datei ist zu groß.',
  FOLDER_NOT_EMPTY: 'Der Ordner ist nicht leer. Verschieben oder löschen Sie zuerst seine Dateien.',
  AD_SLOT_KEY_TAKEN: 'Diesen Schlüssel hat schon ein anderer Werbeplatz.',
  AD_SLOT_IN_USE: 'Dieser Werbeplatz wird noch von Kampagnen verwendet.',
  AD_CAMPAIGN_HAS_FIGURES: 'Diese Kampagne hat schon Zahlen. Pausieren Sie sie stattdessen.',
  AD_ADVERT_IN_USE: 'Diese Anzeige wird noch von Kampagnen verwendet oder hat schon Zahlen.',
  BAD_REQUEST: 'Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
  METHOD_NOT_ALLOWED: 'Diese Aktion ist hier nicht möglich.',
  CONFLICT: 'Die Daten haben sich zwischenzeitlich geändert. Bitte laden Sie die Seite neu.',
  PAYLOAD_TOO_LARGE: 'Ihre Eingaben sind zu umfangreich.',
  UNPROCESSABLE_ENTITY: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  REQUEST_FAILED: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
  INTERNAL_ERROR: 'Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
};
