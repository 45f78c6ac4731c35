import { describe, expect, it } from 'vitest';
import { dashboardAudience } from './dashboardAudience';

describe('dashboardAudience', () => {
  it('shows platform-wide figures to super admins and admins', () => {
    expect(dashboardAudience({ role: 'super_admin', ownedBrands: [] })).toEqual({ platformWide: true, brandIds: null });
    expect(dashboardAudience({ role: 'admin', ownedBrands: [{ id: 'QnJhbmQ6MQ==' }] })).toEqual({
      platformWide: true,
      brandIds: null,
    });
  });

  it("shows a brand admin their own brands' figures", () => {
    expect(dashboardAudience({ role: 'brand_admin', ownedBrands: [{ id: 'a' }, { id: 'b' }] })).toEqual({
      platformWide: false,
      brandIds: ['a', 'b'],
    });
    expect(dashboardAudience({ role: 'brand_admin', ownedBrands: [] })).toEqual({ platformWide: false, brandIds: [] });
  });

  it('shows other roles neither overview', () => {
    expect(dashboardAudience({ role: 'user', ownedBrands: [] })).toEqual({ platformWide: false, brandIds: null });
  });
});
