// The design system: screens use these components, not their own copies (see README.md).
export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { Card, type CardProps } from './card/card';
export { Field, RequiredMark, type FieldProps } from './field/field';
export { Checkbox, type CheckboxProps } from './forms/checkbox';
export { NumberInput, type NumberInputProps } from './forms/number-input';
export { RadioCard, type RadioCardProps } from './forms/radio-card';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './forms/radio-group';
export { Select, type SelectOption, type SelectProps } from './forms/select';
export { formatSiteNumber, parseSiteNumber } from './forms/site-number.util';
export { TextInput, type TextInputProps } from './forms/text-input';
export { Stepper, type Step, type StepperProps } from './stepper/stepper';
