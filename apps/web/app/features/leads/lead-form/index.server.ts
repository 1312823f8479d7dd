export { leadConfirmAction, loadLeadConfirm } from './lead-confirm.server';
export { leadFormAction, loadLeadForm } from './lead-form.server';
