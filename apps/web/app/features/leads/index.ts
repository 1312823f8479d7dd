export { ConsumptionResultPage } from './components/consumption-result-page';
export { GuideIntroPage } from './components/guide-intro-page';
export { GuideStepPage } from './components/guide-step-page';
export { GUIDE_PATHS, guideHref } from './guide-links.util';
