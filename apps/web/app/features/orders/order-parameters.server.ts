import {
  type OfferOutput,
  type OrderPriceOutput,
  calculateOffers,
  calculateOrder,
  checkZipCode,
} from '@fuel/api-client';
import type { CalculatorConfiguration, CountryId } from '@fuel/domain';
import type { ApiClient } from '../../lib/api/api-client';
import { type RouterContextProvider, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { siteContext } from '../../lib/site/site.context';
import { siteHref } from '../../lib/site/site-links.util';
import { ORDER_QUERY_KEYS, offerListHref, productGroupFromParam, readCalculatorSearch } from '../offers';
import { QUOTE_QUERY_KEY } from './order-steps.constant';

export type OrderParametersData =
  | {
      readonly ok: true;
      readonly price: OrderPriceOutput;
      readonly zipCode: string;
      readonly town: string | null;
      readonly stations: number;
      readonly productGroup: string;
      /** The offer list of the same configuration ('Anderes Angebot wählen'). */
      readonly offerListHref: string;
    }
  | {
      readonly ok: false;
      readonly message: string;
      readonly productGroup: string;
      readonly offerListHref: string;
    };

/** What the confirm button's post answers when the price cannot be held (else it redirects). */
export interface OrderParametersActionData {
  readonly message: string;
}

const NO_OFFER = 'Bitte wählen Sie zuerst ein Angebot aus der Angebotsliste.';
const DEALER_GONE =
  'Dieser Händler liefert die gewählte Bestellung derzeit nicht. Bitte wählen Sie ein anderes Angebot.';

interface ChosenOffer {
  readonly configuration: CalculatorConfiguration;
  readonly dealerId: number | undefined;
  readonly productGroup: string;
  readonly offerListHref: string;
}

/** The order variant of the query string plus dealerId, as 'Bestellen' on the offer list wrote it. */
function chosenOffer(
  url: URL,
  productGroupParam: string | undefined,
  context: Readonly<RouterContextProvider>,
): ChosenOffer {
  const group = productGroupFromParam(productGroupParam);
  const site = context.get(siteContext);
  const { configuration } = readCalculatorSearch(url.searchParams, site.countryId, group.id);
  const dealerId = Number(url.searchParams.get(ORDER_QUERY_KEYS.dealerId));
  return {
    configuration,
    dealerId: Number.isInteger(dealerId) && dealerId >= 1 ? dealerId : undefined,
    productGroup: group.urlName,
    offerListHref: offerListHref(site, configuration),
  };
}

/**
 * The town of a postal code for 'Lieferung nach 80331 München': the one place of the code, null when it has
 * several or the look-up fails (the postal code alone is still right).
 */
export async function townOf(api: ApiClient, zipCode: string, countryId: CountryId): Promise<string | null> {
  const { data } = await checkZipCode({ client: api, body: { ZipCode: zipCode, CountryId: countryId } });
  const towns = new Set(data?.Places.map((place) => place.Place));
  return towns.size === 1 ? ([...towns][0] ?? null) : null;
}

/** An offer of the list in the shape of a held price, so the page shows it with the same breakdown. */
function priceOfOffer(offer: OfferOutput): OrderPriceOutput {
  return {
    DealerName: offer.DealerName,
    BranchName: offer.BranchName,
    Currency: offer.Currency,
    Amount: offer.Amount,
    Unit: offer.Unit,
    ProductId: offer.ProductId,
    ProductName: offer.ProductName,
    ClimateNeutral: offer.ClimateNeutral,
    BaseNetPer100: offer.BaseNetPer100,
    Surcharges: offer.Surcharges,
    NetTotal: offer.NetPrice,
    VatRate: offer.VatRate,
    VatTotal: offer.Vat,
    GrossTotal: offer.TotalPrice,
    GrossPer100: offer.UnitPrice,
    EarliestDelivery: offer.EarliestDelivery,
    LatestDelivery: offer.LatestDelivery,
  };
}

/**
 * `/{productGroup}/bestellparameter-bestaetigen`: the chosen offer priced by the calculator, read-only. A page
 * view holds nothing (crawlers and reloads would each write a quote); the price is held when the customer
 * continues (`holdOrderParameters`). The dealer's first offer in the ranking is the one a hold prices: both
 * take the cheapest of the dealer's branches serving the postal code.
 */
export async function loadOrderParameters(
  url: URL,
  productGroupParam: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<OrderParametersData> {
  const chosen = chosenOffer(url, productGroupParam, context);
  const failed = (message: string) =>
    ({
      ok: false,
      message,
      productGroup: chosen.productGroup,
      offerListHref: chosen.offerListHref,
    }) as const;
  if (chosen.dealerId === undefined) return failed(NO_OFFER);
  const { configuration } = chosen;
  const api = context.get(apiClientContext);
  const [{ data, error }, town] = await Promise.all([
    calculateOffers({ client: api, body: { ...configuration, Parameters: [...configuration.Parameters] } }),
    townOf(api, configuration.ZipCode, configuration.CountryId),
  ]);
  if (!data) {
    return failed(
      errorText(error, 'Das Angebot konnte nicht berechnet werden. Bitte versuchen Sie es erneut.'),
    );
  }
  // A regional guide price (IsDefaultOffer) is no offer for this postal code: it cannot be ordered.
  const offer = data.Items.find((item) => item.DealerId === chosen.dealerId && !item.IsDefaultOffer);
  if (!offer) return failed(DEALER_GONE);
  return {
    ok: true,
    price: priceOfOffer(offer),
    zipCode: configuration.ZipCode,
    town,
    stations: configuration.Stations,
    productGroup: chosen.productGroup,
    offerListHref: chosen.offerListHref,
  };
}

/**
 * 'Weiter zur Bestellung' (a form post, so it works without JavaScript): prices the offer again on the server
 * and holds it, then starts the order with the held price (the order process signs in first if needed).
 */
export async function holdOrderParameters(
  url: URL,
  productGroupParam: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<OrderParametersActionData> {
  const chosen = chosenOffer(url, productGroupParam, context);
  if (chosen.dealerId === undefined) return { message: NO_OFFER };
  const { configuration } = chosen;
  const { data, error } = await calculateOrder({
    client: context.get(apiClientContext),
    body: { ...configuration, Parameters: [...configuration.Parameters], DealerId: chosen.dealerId },
  });
  if (!data) {
    return {
      message: errorText(error, 'Der Preis konnte nicht reserviert werden. Bitte versuchen Sie es erneut.'),
    };
  }
  const { basePath } = context.get(siteContext);
  throw redirect(
    siteHref({ basePath }, `/${chosen.productGroup}/bestellung?${QUOTE_QUERY_KEY}=${data.QuoteId}`),
  );
}
