export * from './guide-state.util.js';
export * from './guide.constant.js';
export * from './consumption-guide.definition.js';
export * from './consumption-comparison.js';
export { MEASURE_KEYS, type MeasureKey } from './consumption-measures.util.js';
export {
  MIN_COMPARABLE_HOUSEHOLDS,
  REFERENCE_SOURCE,
  referenceClasses,
} from './consumption-reference.util.js';
export * from './lead-consent.constant.js';
export * from './guide-answer.util.js';
