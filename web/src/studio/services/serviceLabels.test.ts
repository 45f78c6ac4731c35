import { describe, expect, it } from 'vitest';
import { deliveryMethodLabel, isServiceKind, serviceKindLabel } from './serviceLabels';

describe('service labels', () => {
  it('names the four types and the delivery methods as the spec does', () => {
    expect(serviceKindLabel('consultation')).toBe('Design Consultation');
    expect(serviceKindLabel('alterations')).toBe('Alterations & Repairs');
    expect(serviceKindLabel('custom_design')).toBe('Custom Design Service');
    expect(serviceKindLabel('fitting')).toBe('Fitting Sessions');
    expect(deliveryMethodLabel('pickup')).toBe('Pickup from Studio');
    expect(deliveryMethodLabel('delivery')).toBe('Home Delivery');
    expect(deliveryMethodLabel('both')).toBe('Pickup or Delivery');
    expect(deliveryMethodLabel('consultation')).toBe('Consultation Only');
  });

  it('falls back for values it does not know', () => {
    expect(serviceKindLabel('%future added value')).toBe('Service');
    expect(isServiceKind('portfolio')).toBe(false);
    expect(deliveryMethodLabel(null)).toBeNull();
    expect(deliveryMethodLabel('toString')).toBeNull();
  });
});
