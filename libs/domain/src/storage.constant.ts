/** Local storage keys of the browser client. */
export const LOCAL_STORAGE_KEYS = {
  calculatorSettings: 'calculatorSettingsState',
  compareResult: 'compareResult',
  selectedInformationId: 'selectedInformationId',
} as const;

/** Each guide keeps its own answers, so two guides never overwrite each other. */
export function guideStateStorageKey(guideId: number | string): string {
  return `guide-state-${guideId}`;
}
