export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const TOAST_SUCCESS_DURATION_MS = 5000;
/** A failed code-chunk load reloads the page at most this often, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60000;

/** Minimum viewport widths in px. */
export const BREAKPOINTS_PX = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1500, xxl: 1536 } as const;
/** The calculator styles step at 1260 instead of 1200. */
export const CALCULATOR_BREAKPOINTS_PX: readonly number[] = [576, 768, 992, 1260];

export const LAYOUT_LIMITS_PX = {
  toastMaxWidth: 350,
  sidebarWidth: 320,
  sidebarFullWidthBelow: 768,
  narrowContentMaxWidth: 600,
  buttonContainerMaxWidth: 330,
  sectionButtonWrapperMaxWidth: 380,
  anchorOffset: 84,
  calculatorAnchorOffset: 167,
} as const;

/** CSS classes that colour a fuel by its product family. */
export const FUEL_COLOUR_CLASSES = [
  'standard',
  'super',
  'bio',
  'diesel',
  'schwechat',
  'el',
  'oeko',
  'elsuper',
  'oekosuper',
  'ecotherm',
  'hvo100',
  'dieselsuper',
  'dieselbio',
  'vitatherm',
] as const;
export type FuelColourClass = (typeof FUEL_COLOUR_CLASSES)[number];
