import { TextField } from '../form/TextField';
import { FormGrid } from './FormGrid';
import { OptionSelect, textOptions } from './OptionSelect';
import { DELIVERY_COUNTRIES } from '@domain/countries';
import type { DeliveryDetails, Problems } from './orderForm';

interface DeliveryFieldsProps {
  value: DeliveryDetails;
  onChange: (patch: Partial<DeliveryDetails>) => void;
  problems: Problems;
  emailLabel?: string;
}

/** Contact and delivery address: name and e-mail are required, the rest helps the brand ship. */
export function DeliveryFields({ value, onChange, problems, emailLabel = 'Email' }: DeliveryFieldsProps) {
  return (
    <FormGrid>
      {/* Name and e-mail take the whole row, so a full address shows without being cut off. */}
      <div className="wide">
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          value={value.fullName}
          error={problems.fullName}
          onChange={(e) => onChange({ fullName: e.target.value })}
        />
      </div>
      <div className="wide">
        <TextField
          label={emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={value.email}
          error={problems.email}
          onChange={(e) => onChange({ email: e.target.value })}
        />
      </div>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
      <OptionSelect
        label="Country"
        name="country"
        placeholder="Select a country"
        options={textOptions(DELIVERY_COUNTRIES)}
        value={value.country}
        onChange={(e) => onChange({ country: e.target.value })}
      />
      <div className="wide">
        <TextField
          label="Address"
          name="addressLine1"
          autoComplete="address-line1"
          value={value.addressLine1}
          onChange={(e) => onChange({ addressLine1: e.target.value })}
        />
      </div>
      <TextField
        label="City"
        name="city"
        autoComplete="address-level2"
        value={value.city}
        onChange={(e) => onChange({ city: e.target.value })}
      />
      <TextField
        label="State / Region"
        name="state"
        autoComplete="address-level1"
        value={value.state}
        onChange={(e) => onChange({ state: e.target.value })}
      />
      <TextField
        label="Postal code"
        name="postalCode"
        autoComplete="postal-code"
        value={value.postalCode}
        onChange={(e) => onChange({ postalCode: e.target.value })}
      />
    </FormGrid>
  );
}
