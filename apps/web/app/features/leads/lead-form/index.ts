export { LeadConfirmPage } from './components/lead-confirm-page';
export { LeadFormPage, type LeadFormPageData } from './components/lead-form-page';
export { LEAD_CONFIRM_PROMPT } from './lead-confirmation.util';
