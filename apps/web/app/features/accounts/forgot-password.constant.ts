/** The API answers the same whether an account exists or not, and so does the page. */
export const RESET_LINK_SENT =
  'Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Festlegen eines neuen Kennworts geschickt. Der Link ist eine Stunde gültig.';
