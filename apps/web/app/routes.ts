import { COUNTRIES, type CountryCode } from '@fuel/domain';
import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  prefix,
  route,
} from '@react-router/dev/routes';

/**
 * The routes of one country site. Every site gets the same paths (de at '/', at under '/at', ch under
 * '/ch'); ids carry the site code because each module is mounted three times.
 */
function siteRoutes(code: CountryCode): RouteConfigEntry[] {
  const id = (name: string) => `${code}/${name}`;
  return [
    layout('layouts/default-layout.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('home') }),
      route(':productGroup/angebotsliste', 'routes/offer-list.tsx', { id: id('offer-list') }),
      route(':productGroup/angebotsassistent', 'routes/offer-assistant.tsx', { id: id('offer-assistant') }),
      route('persoenliche-daten', 'routes/personal-data.tsx', { id: id('personal-data') }),
      // The customer area (spec 2 §2): tabs above each page; the base data tab is the personal-data page.
      layout('layouts/customer-area-layout.tsx', { id: id('layout-customer-area') }, [
        route('kunde/startseite', 'routes/customer-home.tsx', { id: id('customer-home') }),
        route('kunde/bestellungen', 'routes/customer-orders.tsx', { id: id('customer-orders') }),
        route('kunde/bestellungen/:orderId', 'routes/customer-order.tsx', { id: id('customer-order') }),
        route('kunde/stammdaten', 'routes/personal-data.tsx', { id: id('customer-base-data') }),
      ]),
      // The back office (spec 2 §2, support and admin screens): navigation by permission beside each screen.
      layout('layouts/back-office-layout.tsx', { id: id('layout-back-office') }, [
        route('support', 'routes/back-office-home.tsx', { id: id('back-office-home') }),
        route('support/user/list', 'routes/support-user-list.tsx', { id: id('support-user-list') }),
        route('support/benutzer/:id/bearbeiten', 'routes/support-user-edit.tsx', {
          id: id('support-user-edit'),
        }),
        route('stornomanagement', 'routes/stornomanagement.tsx', { id: id('stornomanagement') }),
        route('admin/verkaufsliste', 'routes/admin-verkaufsliste.tsx', { id: id('admin-verkaufsliste') }),
        route('admin/verkaufsliste/haendler/:dealerId', 'routes/admin-verkaufsliste-haendler.tsx', {
          id: id('admin-verkaufsliste-haendler'),
        }),
        route('support/cache', 'routes/support-cache.tsx', { id: id('support-cache') }),
        route('support/parameter-requirement', 'routes/support-parameter-requirement.tsx', {
          id: id('support-parameter-requirement'),
        }),
        route('export-orders', 'routes/export-orders.tsx', { id: id('export-orders') }),
        route('export-orders/:exportId/datei', 'routes/export-orders-file.tsx', {
          id: id('export-orders-file'),
        }),
        route('statistics', 'routes/statistics.tsx', { id: id('statistics') }),
        route('support/bestellungen', 'routes/support-orders.tsx', { id: id('support-orders') }),
        route('support/bestellungen/:orderId', 'routes/support-order.tsx', { id: id('support-order') }),
        route('support/protokoll', 'routes/support-audit-log.tsx', { id: id('support-audit-log') }),
        route('support/leads', 'routes/support-leads.tsx', { id: id('support-leads') }),
        route('support/leads/export', 'routes/support-leads-export.tsx', { id: id('support-leads-export') }),
        route('support/leads/:leadId', 'routes/support-leads-detail.tsx', { id: id('support-leads-detail') }),
        // The error trace (issue #15): groups of browser and server errors, and one group's occurrences.
        route('support/fehler', 'routes/support-errors.tsx', { id: id('support-errors') }),
        route('support/fehler/:groupId', 'routes/support-error-group.tsx', { id: id('support-error-group') }),
        // The media library (issue #16), the same screen at /medienverwaltung (spec 2 §2).
        route('support/cms/media', 'routes/support-cms-media.tsx', { id: id('support-cms-media') }),
        route('medienverwaltung', 'routes/support-cms-media.tsx', { id: id('medienverwaltung') }),
        // The CMS (issue #16): pages and news with their editors ('support/cms/edit' is a new page).
        route('support/cms/list', 'routes/support-cms-list.tsx', { id: id('support-cms-list') }),
        route('support/cms/:pageId?/edit', 'routes/support-cms-page-edit.tsx', {
          id: id('support-cms-page-edit'),
        }),
        route('support/cms/news/:newsId', 'routes/support-cms-news.tsx', { id: id('support-cms-news') }),
        // Content blocks and site notices (issue #16); 'support/cms/prompts/neu' is a new notice.
        route('support/cms/content/edit', 'routes/support-cms-content.tsx', {
          id: id('support-cms-content'),
        }),
        route('support/cms/prompts/:id?', 'routes/support-cms-prompts.tsx', {
          id: id('support-cms-prompts'),
        }),
        // Adverts (issue #17): the list, a new one, one advert.
        route('support/adverts', 'routes/support-adverts.tsx', { id: id('support-adverts') }),
        route('support/adverts/create', 'routes/support-adverts-edit.tsx', {
          id: id('support-adverts-create'),
        }),
        route('support/adverts/:advertId', 'routes/support-adverts-edit.tsx', {
          id: id('support-adverts-edit'),
        }),
        // Ad campaigns and slots (issue #17); '…/create' is a new one.
        route('support/campaigns', 'routes/support-campaigns.tsx', { id: id('support-campaigns') }),
        route('support/campaigns/:campaignId', 'routes/support-campaigns-edit.tsx', {
          id: id('support-campaigns-edit'),
        }),
        route('support/slots', 'routes/support-slots.tsx', { id: id('support-slots') }),
        route('support/slots/:slotId', 'routes/support-slots-edit.tsx', { id: id('support-slots-edit') }),
      ]),
      // A page's draft in the site's own layout, for the back office (issue #16).
      route('support/cms/:pageId/preview', 'routes/support-cms-page-preview.tsx', {
        id: id('support-cms-page-preview'),
      }),
      route('haendler/bestellungen', 'routes/dealer-orders.tsx', { id: id('dealer-orders') }),
      route('haendler/bestellungen/:orderId', 'routes/dealer-order.tsx', { id: id('dealer-order') }),
      route('heizoelhaendler/:stateName?/:zipCode?', 'routes/dealer-list.tsx', { id: id('dealer-list') }),
      route('heizoelhaendler/:stateName/:zipCode/:dealerId', 'routes/dealer.tsx', { id: id('dealer') }),
      route('heizoelhaendler/:stateName/:zipCode/:branchId/:dealerId', 'routes/dealer-branch.tsx', {
        id: id('dealer-branch'),
      }),
      route('heizoelpreise', 'routes/prices.tsx', { id: id('prices') }),
      route('heizoelpreise/:stateName/:countyOrCityZipCode?/:cityZipCode?', 'routes/prices.tsx', {
        id: id('local-prices'),
      }),
      route('news', 'routes/news.tsx', { id: id('news') }),
      route('news/artikel/:artikelString', 'routes/news-article.tsx', { id: id('news-article') }),
      route('info-center', 'routes/info-center.tsx', { id: id('info-center') }),
      // The oil-consumption guide (spec 1 §2): intro, its steps ('schritt-{n}') and the result.
      route('heizoel-verbrauchsvergleich', 'routes/guide-intro.tsx', { id: id('leads-guide') }),
      route('heizoel-verbrauchsvergleich/:step', 'routes/guide-step.tsx', { id: id('leads-guide-step') }),
      route('dein-heizoelverbrauch', 'routes/oil-consumption-checkout.tsx', {
        id: id('leads-oil-consumption-checkout'),
      }),
      // A guest's order, opened by the signed link of its mails (no account, read-only).
      route('bestellung-ansehen/:orderId', 'routes/guest-order.tsx', { id: id('guest-order') }),
      route('impressum', 'routes/imprint.tsx', { id: id('imprint') }),
      route('datenschutz', 'routes/privacy-notice.tsx', { id: id('privacy-notice') }),
      route('agb', 'routes/terms.tsx', { id: id('terms') }),
      route('cookie-einstellungen', 'routes/cookie-settings.tsx', { id: id('cookie-settings') }),
      // The consumption guide's request for a modernisation offer (spec 1 §2; its double opt-in below).
      route('leads/lead-formular', 'routes/lead-form.tsx', { id: id('lead-form') }),
      // A draft behind a private, expiring preview link (issue #16), in this layout like the published page.
      route('vorschau/:token', 'routes/cms-preview.tsx', { id: id('cms-preview') }),
      // CMS pages (FAQ, landing pages, the info center's articles) at their paths: a splat ranks below every
      // other route, so each shop route wins; the rest is the 404 page.
      route('*', 'routes/cms-page.tsx', { id: id('cms-page') }),
    ]),
    layout('layouts/focused-layout.tsx', { id: id('layout-focused') }, [
      route(':productGroup/bestellparameter-bestaetigen', 'routes/order-parameters.tsx', {
        id: id('order-parameters'),
      }),
      route('benutzerkonto/anmeldung/:registerVariant?/:viewVariant?', 'routes/sign-in.tsx', {
        id: id('sign-in'),
      }),
    ]),
    layout('layouts/order-process-layout.tsx', { id: id('layout-order-process') }, [
      route(
        'benutzerkonto/bestellanmeldung/:productGroup/:registerVariant?/:viewVariant?',
        'routes/order-sign-in.tsx',
        { id: id('order-sign-in') },
      ),
      route(':productGroup/bestellung/:stepOrVariant?/:stepName?/:subStep?', 'routes/order-process.tsx', {
        id: id('order-process'),
      }),
      route(':productGroup/bestellung-erfolgreich/:orderId', 'routes/order-success.tsx', {
        id: id('order-success'),
      }),
    ]),
    layout('layouts/message-layout.tsx', { id: id('layout-message') }, [
      route('anfrage-bestaetigen', 'routes/confirm-request.tsx', { id: id('confirm-request') }),
      route('email-anpassung-bestaetigen', 'routes/confirm-email-change.tsx', {
        id: id('confirm-email-change'),
      }),
      route('neues-kennwort-setzen/:token', 'routes/set-password.tsx', { id: id('set-password') }),
      route('gastbestellungen-uebernehmen/:token', 'routes/claim-guest-orders.tsx', {
        id: id('claim-guest-orders'),
      }),
      route('bewerten-sie-uns/:token/:orderId', 'routes/rate-order.tsx', { id: id('rate-order') }),
      route('benachrichtigungen/:token/bestaetigen', 'routes/confirm-notifications.tsx', {
        id: id('confirm-notifications'),
      }),
      route('leads/bestaetigen', 'routes/lead-confirm.tsx', { id: id('lead-confirm') }),
    ]),
    // The fraud warning's dismissal (a form post without a page of its own).
    route('hinweis-ausblenden', 'routes/fraud-warning-dismiss.tsx', { id: id('fraud-warning-dismiss') }),
    layout('layouts/plain-print-layout.tsx', { id: id('layout-plain-print') }, [
      route('druckansicht/agb', 'routes/terms-print.tsx', { id: id('terms-print') }),
    ]),
  ];
}

export default [
  // Once per host, not per site: they list the pages of every site served here.
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap-index.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'routes/sitemap.ts', { id: 'sitemap' }),
  // The design system's catalogue (ui/README.md): development builds only, never in production's route table.
  ...(process.env.NODE_ENV === 'development'
    ? [route('dev/ui-katalog', 'routes/dev-ui-catalogue.tsx', { id: 'dev-ui-catalogue' })]
    : []),
  ...COUNTRIES.flatMap((country) =>
    country.pathPrefix
      ? prefix(country.pathPrefix.slice(1), siteRoutes(country.code))
      : siteRoutes(country.code),
  ),
] satisfies RouteConfig;
