// The design system: screens use these components, not their own copies (see README.md).
export { AdFrame, type AdFrameProps } from './ad-frame/ad-frame';
export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { Card, type CardProps } from './card/card';
export { Field, RequiredMark, type FieldProps } from './field/field';
export { Checkbox, type CheckboxProps } from './forms/checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './forms/checkbox-group';
export { NumberInput, type NumberInputProps } from './forms/number-input';
export { RadioCard, type RadioCardProps } from './forms/radio-card';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './forms/radio-group';
export { ResponsivePicture, type ResponsivePictureProps } from './responsive-picture/responsive-picture';
export {
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextImage,
} from './rich-text-editor/rich-text-editor';
export { Select, type SelectOption, type SelectProps } from './forms/select';
export { formatSiteNumber, parseSiteNumber } from './forms/site-number.util';
export { TextInput, type TextInputProps } from './forms/text-input';
export { TextArea, type TextAreaProps } from './forms/text-area';
export { Stepper, type Step, type StepperProps } from './stepper/stepper';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { Dialog, DialogClose, Drawer, type DialogProps } from './dialog/dialog';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { Popover, type PopoverProps } from './popover/popover';
export { Progress, type ProgressProps } from './progress/progress';
export { ProgressBar } from './progress-bar/progress-bar';
export { Prose, type ProseProps } from './prose/prose';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { type SortDirection, type SortState, sortRows } from './table/sort-rows.util';
export { Table, type TableColumn, type TableProps } from './table/table';
export { TabNav, Tabs, type TabItem, type TabNavItem, type TabsProps } from './tabs/tabs';
export { type Toast, type ToastKind, toastStore } from './toast/toast-store';
export { Toaster } from './toast/toaster';
