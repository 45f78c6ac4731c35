import { BRAND_CATEGORIES, findCategory } from '../../lib/categories';
import type { SelectOption } from '../../components/filters/FilterSelect';

const CATEGORY_OPTIONS: readonly SelectOption[] = BRAND_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

/**
 * The category select's value for a URL parameter that may hold a slug or a label. Values the
 * list does not know get an option of their own, so the select still shows what is applied.
 */
export function categorySelection(param: string): { value: string; options: readonly SelectOption[] } {
  if (!param) return { value: '', options: CATEGORY_OPTIONS };
  const known = findCategory(param);
  if (known) return { value: known.slug, options: CATEGORY_OPTIONS };
  return { value: param, options: [...CATEGORY_OPTIONS, { value: param, label: param }] };
}

/** Location options from the API's city list, keeping an applied city the list lacks. */
export function locationSelection(
  param: string,
  cities: readonly string[],
): { value: string; options: readonly SelectOption[] } {
  const options = cities.map((city) => ({ value: city, label: city }));
  if (!param) return { value: '', options };
  const known = cities.find((city) => city.toLowerCase() === param.toLowerCase());
  return known ? { value: known, options } : { value: param, options: [...options, { value: param, label: param }] };
}
