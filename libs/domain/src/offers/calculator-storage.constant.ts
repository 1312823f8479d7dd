/** Local storage keys of the calculator in the browser client. */
export const LOCAL_STORAGE_KEYS = {
  calculatorSettings: 'calculatorSettingsState',
} as const;
