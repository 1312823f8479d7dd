export { loadConsumptionCheckout } from './consumption-checkout.server';
export {
  PRIVATE_GUIDE_HEADERS,
  clearGuideAnswers,
  guidePageHeaders,
  loadGuideIntro,
  loadGuideStep,
  saveGuideStep,
} from './guide.server';
