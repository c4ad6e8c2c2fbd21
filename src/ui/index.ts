export { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
export { Box, splitSprinkleProps, type BoxProps } from './Box';
export { Stack, type StackProps } from './Stack';
export { Inline, type InlineProps } from './Inline';
export {
  Columns,
  Column,
  type ColumnLayout,
  type ColumnsProps,
  type ColumnProps,
  type ResponsiveColumns,
} from './Columns';
export { Heading, type HeadingProps } from './Heading';
export { Text, type TextProps, type TextTone } from './Text';
export {
  Button,
  ButtonAnchor,
  LinkButton,
  buttonClassName,
  type ButtonProps,
  type ButtonAnchorProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
export { Field, fieldDescribedBy, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Select, type SelectOption, type SelectProps } from './Select';
export { LanguageSwitch, type LanguageOption, type LanguageSwitchProps } from './LanguageSwitch';
export { Alert, RetryAlert, type AlertProps, type AlertTone, type RetryAlertProps } from './Alert';
export { Card, cardClassName, type CardProps } from './Card';
export { Dialog, type DialogProps } from './Dialog';
export { Spinner, type SpinnerProps } from './Spinner';
export { Badge, ProBadge, type BadgeProps, type BadgeTone } from './Badge';
export { Table, type TableColumn, type TableProps } from './Table';
export { AppLink, ExternalLink, StyledAnchor, type ExternalLinkProps, type StyledAnchorProps } from './AppLink';
export { Avatar, initialsOf, colourOf, type AvatarProps } from './Avatar';
export * as icons from './icons';
