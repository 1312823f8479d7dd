export { loadConsumptionCheckout } from './consumption-checkout.server';
export {
  PRIVATE_GUIDE_HEADERS,
  clearGuideAnswers,
  loadGuideIntro,
  loadGuideStep,
  saveGuideStep,
} from './guide.server';
