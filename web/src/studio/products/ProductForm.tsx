import { CURRENCY_SYMBOLS, PLATFORM_CURRENCIES } from '@domain/currency';
import { PRODUCT_MESSAGES } from '@features/products/messages';
import { currencyProblem, parsePrice, showSalePriceHint, withBrand, withServiceType } from '@features/products/rules';
import { PRODUCT_CATEGORIES } from '@features/products/rules-options';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldError } from '../../components/form/FieldParts';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ChipListField } from '../kit/ChipListField';
import { PriceField } from '../kit/PriceField';
import { useStudioForm } from '../kit/form/useStudioForm';
import { CollectionSelect, ProductBrandSelect } from './BrandAndCollectionFields';
import { Checks, FormSection, InlineAlert, Pair } from './formLayout';
import { ChoiceGroup, FormActions, StudioForm } from '../kit/formSections';
import { OptionSelect } from '../kit/OptionSelect';
import { ProblemSummary } from './ProblemSummary';
import { ProductBrandChoices, type ProductBrandChoice, type ProductBrandChoicesState } from './ProductBrandChoices';
import {
  formFieldOf,
  productProblems,
  toggledCategory,
  type Currency,
  type ProductFormState,
  type ServiceType,
} from './productForm';
import type { ProductImage } from './productImages';
import { ProductImagesField } from './ProductImagesField';
import { EMPTY_VIDEO_CHOICE, videoProblems, type VideoChoice } from './productVideo';
import { ProductVideoFields } from './ProductVideoFields';
import { TailoringFields } from './TailoringFields';
import { PRODUCTS_PATH } from './paths';

const CURRENCY_OPTIONS = PLATFORM_CURRENCIES.map((code) => ({
  value: code,
  label: `${code} (${CURRENCY_SYMBOLS[code]})`,
}));
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

/** What the form hands its page to save, once the browser's checks pass. */
export interface ProductDraft {
  form: ProductFormState;
  brand: ProductBrandChoice | null;
  images: readonly ProductImage[];
  video: VideoChoice;
  /** The API's problems per field, shown beside the fields (the toast is the page's). */
  onInvalid: (problems: Record<string, string>) => void;
}

interface ProductFormProps {
  mode: 'create' | 'edit';
  /** What the form is called for assistive technology. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial: ProductFormState;
  initialImages?: readonly ProductImage[];
  /** The product's brand and video now (edit). */
  currentBrand?: { id: string; name: string };
  currentVideoUrl?: string | null;
  /** How far a video file has gone up, while it is sent. */
  videoProgress: number | null;
  /** Saves the draft; resolves when the save has ended either way. */
  onSave: (draft: ProductDraft) => Promise<void>;
  /** More actions beside Save and Back (Delete on edit). */
  extraActions?: ReactNode;
}

/**
 * The product form of Create Product and Edit Product (sections 2, 3 and 5): the core fields, the
 * images, the video and, for a tailoring brand, the tailoring fields. Problems are shown beside
 * each field and together at the top, and the focus moves to the first. A save in progress ignores
 * further submits (the button is disabled and a ref guards against a double click).
 */
export function ProductForm(props: ProductFormProps) {
  const state = useProductFormState(props);
  // The form's state lives here, above the brand choices, so it outlives their loading and retries.
  return <ProductBrandChoices render={(choices) => <ProductFormBody {...props} state={state} choices={choices} />} />;
}

function useProductFormState({ initial, initialImages = [] }: Pick<ProductFormProps, 'initial' | 'initialImages'>) {
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const studioForm = useStudioForm(initial);
  const [images, setImages] = useState<ProductImage[]>(() => [...initialImages]);
  const [video, setVideo] = useState<VideoChoice>(EMPTY_VIDEO_CHOICE);
  return { saving, busy, setBusy, images, setImages, video, setVideo, ...studioForm };
}

type ProductFormStateApi = ReturnType<typeof useProductFormState>;

function ProductFormBody({
  mode,
  label,
  submitLabel,
  busyLabel,
  currentBrand,
  currentVideoUrl,
  videoProgress,
  onSave,
  extraActions,
  choices,
  state,
}: ProductFormProps & { choices: ProductBrandChoicesState; state: ProductFormStateApi }) {
  const { formRef, saving, busy, setBusy, form, setForm, change, textField, images, setImages, video, setVideo } =
    state;
  const { problems, showProblems, showApiProblems, clearProblem } = state;
  const categoriesId = useId();

  const brands = choices.status === 'ready' ? choices.brands : [];
  const brand = brands.find((choice) => choice.id === form.brandId) ?? null;
  const tailoring = !!brand?.isTailoringBrand;
  const contactForPricing = tailoring && form.contactForPricing;
  const currencySymbol = CURRENCY_SYMBOLS[form.currency];
  const mismatch = brand ? currencyProblem(form.currency, brand.currency as Currency) : null;
  const saleHint = showSalePriceHint(parsePrice(form.price), parsePrice(form.salePrice))
    ? PRODUCT_MESSAGES.salePriceHint
    : undefined;

  const chooseBrand = (brandId: string) => {
    const chosen = brands.find((choice) => choice.id === brandId);
    setForm((current) => withBrand(current, brandId, (chosen?.currency as Currency | undefined) ?? null));
    clearProblem('brandId', 'collectionId', 'currency');
  };

  const chooseServiceType = (serviceType: ServiceType) => {
    setForm((current) => withServiceType(current, serviceType));
    clearProblem('serviceType', 'price');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    const chosenBrand = brand
      ? { currency: brand.currency as Currency, isTailoringBrand: brand.isTailoringBrand }
      : null;
    const found = {
      ...productProblems(mode, form, chosenBrand, images.length),
      ...videoProblems(video),
    };
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    saving.current = true;
    setBusy(true);
    try {
      await onSave({
        form,
        brand,
        images,
        video,
        onInvalid: (apiProblems) => showApiProblems(apiProblems, formFieldOf),
      });
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  return (
    <StudioForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={label} aria-busy={busy}>
      <ProblemSummary problems={problems} />

      <FormSection disabled={busy}>
        <legend>The product</legend>
        <TextField label="Title" aria-required {...textField('title')} />
        <TextAreaField label="Description" aria-required rows={5} {...textField('description')} />
        <Pair>
          <ProductBrandSelect
            choices={choices}
            value={form.brandId}
            current={currentBrand}
            error={problems.brandId}
            onChange={chooseBrand}
          />
          <CollectionSelect
            brandId={form.brandId}
            value={form.collectionId}
            error={problems.collectionId}
            onChange={(collectionId) => change({ collectionId })}
          />
        </Pair>
      </FormSection>

      <FormSection disabled={busy}>
        <legend>Price</legend>
        <Pair>
          <OptionSelect
            label="Currency"
            name="currency"
            options={CURRENCY_OPTIONS}
            value={form.currency}
            error={problems.currency}
            onChange={(event) => change({ currency: event.target.value as Currency })}
          />
          <PriceField
            label={contactForPricing ? 'Price (not needed with contact for pricing)' : 'Price'}
            name="price"
            prefix={currencySymbol}
            aria-required={!contactForPricing}
            disabled={contactForPricing}
            value={form.price}
            error={problems.price}
            onChange={(price) => change({ price })}
          />
        </Pair>
        {mismatch && !problems.currency ? <InlineAlert role="alert">{mismatch}</InlineAlert> : null}
        <Pair>
          <PriceField
            label="Sale price (optional)"
            name="salePrice"
            prefix={currencySymbol}
            value={form.salePrice}
            hint={saleHint}
            error={problems.salePrice}
            onChange={(salePrice) => change({ salePrice })}
          />
        </Pair>
      </FormSection>

      <FormSection disabled={busy}>
        <legend>Category and details</legend>
        {mode === 'create' ? (
          <ChoiceGroup aria-describedby={problems.categories ? `${categoriesId}-error` : `${categoriesId}-hint`}>
            <legend>Categories</legend>
            <p id={`${categoriesId}-hint`} hidden={!!problems.categories}>
              The first one you tick is the product’s category.
            </p>
            <Checks>
              {PRODUCT_CATEGORIES.map((category) => (
                <CheckboxField
                  key={category}
                  label={category}
                  name="categories"
                  value={category}
                  aria-invalid={problems.categories ? true : undefined}
                  checked={form.categories.includes(category)}
                  onChange={(event) =>
                    change({ categories: toggledCategory(form.categories, category, event.target.checked) })
                  }
                />
              ))}
            </Checks>
            {problems.categories ? <FieldError id={`${categoriesId}-error`}>{problems.categories}</FieldError> : null}
          </ChoiceGroup>
        ) : (
          <OptionSelect
            label="Category"
            name="category"
            aria-required
            placeholder="Please select a category"
            options={CATEGORY_OPTIONS}
            value={form.category}
            error={problems.category}
            onChange={(event) => change({ category: event.target.value })}
          />
        )}
        <Checks>
          <CheckboxField
            label="In stock"
            name="inStock"
            checked={form.inStock}
            onChange={(event) => change({ inStock: event.target.checked })}
          />
          <CheckboxField
            label="Custom made"
            name="isCustom"
            checked={form.isCustom}
            onChange={(event) => change({ isCustom: event.target.checked })}
          />
        </Checks>
        <ChipListField
          label="Sizes"
          values={form.sizes}
          placeholder="e.g. M, then Enter"
          error={problems.sizes}
          onChange={(sizes) => change({ sizes })}
        />
        <ChipListField
          label="Colours"
          values={form.colors}
          placeholder="e.g. Indigo, then Enter"
          error={problems.colors}
          onChange={(colors) => change({ colors })}
        />
        <ChipListField
          label="Materials"
          values={form.materials}
          placeholder="e.g. Cotton, then Enter"
          error={problems.materials}
          onChange={(materials) => change({ materials })}
        />
        <Pair>
          <TextAreaField label="Care instructions (optional)" rows={3} {...textField('careInstructions')} />
          <TextField label="Lead time (optional)" placeholder="e.g. 2–3 weeks" {...textField('leadTime')} />
        </Pair>
      </FormSection>

      <FormSection disabled={busy}>
        <legend>Images</legend>
        <ProductImagesField
          images={images}
          error={problems.images}
          onChange={(next) => {
            setImages(next);
            clearProblem('images');
          }}
        />
      </FormSection>

      <ProductVideoFields
        mode={mode}
        video={video}
        onVideoChange={(next) => {
          setVideo(next);
          clearProblem('video', 'videoThumbnail');
        }}
        form={form}
        onChange={change}
        currentVideoUrl={currentVideoUrl}
        progress={videoProgress}
        problems={problems}
        disabled={busy}
      />

      {tailoring ? (
        <TailoringFields
          form={form}
          onChange={change}
          onServiceType={chooseServiceType}
          currencySymbol={currencySymbol}
          problems={problems}
          disabled={busy}
        />
      ) : null}

      <FormActions>
        <Button type="submit" $size="lg" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <ButtonLink $variant="secondary" $size="lg" to={PRODUCTS_PATH}>
          Back to Products
        </ButtonLink>
        {extraActions}
      </FormActions>
    </StudioForm>
  );
}
