import { tailoringErrors } from '@features/tailors/rules';

/** The tailoring card's form as typed. */
export interface TailoringFormState {
  title: string;
  specialties: string[];
  description: string;
  priceRange: string;
  /** A number as typed, or '' for none. */
  consultationFee: string;
  leadTime: string;
  /** An image URL, or '' for the brand's image. */
  image: string;
}

export interface StoredTailor {
  title: string;
  specialties: readonly string[];
  description: string | null | undefined;
  priceRange: string | null | undefined;
  consultationFee: number | null | undefined;
  leadTime: string | null | undefined;
  image: string | null | undefined;
}

/** The form from the stored tailor profile, or a new one titled after the brand. */
export function tailoringFormFrom(tailor: StoredTailor | null | undefined, brandName: string): TailoringFormState {
  return {
    title: tailor?.title ?? brandName,
    specialties: [...(tailor?.specialties ?? [])],
    description: tailor?.description ?? '',
    priceRange: tailor?.priceRange ?? '',
    consultationFee: tailor?.consultationFee == null ? '' : String(tailor.consultationFee),
    leadTime: tailor?.leadTime ?? '',
    image: tailor?.image ?? '',
  };
}

const fee = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The card's problems, in the server's order: title, specialties, consultation fee. */
export function tailoringProblems(form: TailoringFormState): Record<string, string> {
  return tailoringErrors({
    title: form.title,
    specialties: form.specialties,
    consultationFee: fee(form.consultationFee),
  });
}

/** What saveTailoring is sent; an empty image means the brand's image. */
export function tailoringInput(brandId: string, form: TailoringFormState) {
  return {
    brandId,
    title: form.title.trim(),
    specialties: form.specialties,
    description: optional(form.description),
    priceRange: optional(form.priceRange),
    consultationFee: fee(form.consultationFee),
    leadTime: optional(form.leadTime),
    image: optional(form.image),
  };
}
