import styled from 'styled-components';
import { FilterSelect } from '../../../components/filters/FilterSelect';
import { SearchField } from '../../../components/filters/SearchField';
import type { BrandChoicesState } from '../BrandChoices';
import { ManagedBrandChoices } from '../ManagedBrandChoices';
import { SwitchButton, SwitchTrack } from '../SwitchButton';
import type { UpdateUrlFiltersOptions } from '../useUrlFilters';
import type { DayRange } from './dateRangeFilter';
import { DayInput } from './DayInput';
import type { FilterControl } from './urlFilterKinds';

/** A switch keeps to its column: its words wrap rather than spill out of a narrow bar. */
const FilterSwitch = styled(SwitchButton)`
  max-width: 100%;
  text-align: start;
`;

/** The brand choices as options; a brand in the URL that is not (yet) among them stays selectable, so the select shows the filter. */
function brandFilterOptions(choices: BrandChoicesState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

interface FilterControlViewProps {
  control: FilterControl;
  value: unknown;
  onChange: (value: unknown, options?: UpdateUrlFiltersOptions) => void;
}

/** One control of a generated filter bar, for its filter's kind. */
export function FilterControlView({ control, value, onChange }: FilterControlViewProps) {
  switch (control.kind) {
    case 'search':
      return (
        <SearchField
          id={control.id}
          label={control.label}
          placeholder={control.placeholder}
          value={value as string}
          onCommit={(search) => onChange(search, { replace: true })}
        />
      );
    case 'select':
      return (
        <FilterSelect
          id={control.id}
          label={control.label}
          allLabel={control.allLabel}
          value={value as string}
          options={control.options}
          onChange={(chosen) => onChange(chosen)}
        />
      );
    case 'switch':
      return (
        <FilterSwitch type="button" role="switch" aria-checked={value as boolean} onClick={() => onChange(!value)}>
          <SwitchTrack $on={value as boolean} aria-hidden="true" />
          {control.label}
        </FilterSwitch>
      );
    case 'brand': {
      const Choices = control.choices ?? ManagedBrandChoices;
      // The select itself says when the brands fail to load.
      return (
        <Choices
          render={(choices) => (
            <FilterSelect
              id={control.id}
              label="Brand"
              allLabel="All brands"
              value={value as string}
              options={brandFilterOptions(choices, value as string)}
              onChange={(brand) => onChange(brand)}
            />
          )}
        />
      );
    }
    case 'custom':
      return <control.Control id={control.id} value={value as string} onChange={(chosen) => onChange(chosen)} />;
    case 'dateRange':
      return <DayRangeInputs control={control} range={value as DayRange} onChange={onChange} />;
  }
}

interface DayRangeInputsProps {
  control: Extract<FilterControl, { kind: 'dateRange' }>;
  range: DayRange;
  /** One end at a time: a day typed right after the other builds on it rather than on this render. */
  onChange: (range: Partial<DayRange>, options: UpdateUrlFiltersOptions) => void;
}

function DayRangeInputs({ control, range, onChange }: DayRangeInputsProps) {
  return (
    <>
      <DayInput
        id={control.fromId}
        label={control.fromLabel}
        value={range.from}
        max={range.to}
        onChange={(from) => onChange({ from }, { replace: true })}
      />
      <DayInput
        id={control.toId}
        label={control.toLabel}
        value={range.to}
        min={range.from}
        onChange={(to) => onChange({ to }, { replace: true })}
      />
    </>
  );
}
