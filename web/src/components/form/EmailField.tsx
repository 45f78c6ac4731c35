import { TextField, type TextFieldProps } from './TextField';

interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'onChange' | 'value'> {
  value: string;
  onValueChange(value: string): void;
}

/** The account forms' e-mail input: labelled 'Email', named `email`, filled in by the browser. */
export function EmailField({ value, onValueChange, ...rest }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      {...rest}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
