import { SwitchButton, SwitchTrack } from '../kit/SwitchButton';

interface ContactForPricingSwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** Spec section 2: on, the three prices give way to an optional price range and the service is listed at 0. */
export function ContactForPricingSwitch({ on, onChange, disabled, describedBy }: ContactForPricingSwitchProps) {
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!on)}
    >
      <SwitchTrack $on={on} aria-hidden="true" />
      Contact for Pricing
    </SwitchButton>
  );
}
