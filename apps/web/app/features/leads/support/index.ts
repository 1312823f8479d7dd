export { SupportLeadPage } from './components/support-lead-page';
export { SupportLeadsPage } from './components/support-leads-page';
